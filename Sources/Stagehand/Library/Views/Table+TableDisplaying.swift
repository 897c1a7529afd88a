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
}

extension Table: ItemSelecting {
    /// The selected row's item.
    public var selectedItem: Value? {
        guard let index = selectedIndex, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
