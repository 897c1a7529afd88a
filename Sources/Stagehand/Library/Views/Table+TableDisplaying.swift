extension Table: TableDisplaying {
    /// The table's `key`.
    public var itemKey: String { key }

    /// Records the rows' data source's state: while it loads without a value, the table shows
    /// `loading`.
    ///
    /// - Parameters:
    ///   - isLoading: whether the rows' data source is loading.
    ///   - hasValue: whether it has a value (possibly an old one) while it loads.
    public func setLoading(_ isLoading: Bool, hasValue: Bool) {
        isSourceLoading = isLoading
        isWaitingForData = isLoading && !hasValue
    }

    /// Records why the rows' data source failed: with no rows, the table shows that instead of
    /// `empty`, so "No package matches" never stands under a command that did not run.
    ///
    /// - Parameter message: the data source's failure message, or nil when it has not failed.
    public func setFailure(_ message: String?) {
        failure = message
    }
}
