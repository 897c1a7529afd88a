/// A view that shows nested items, which a `TreeBinding` gives it (`Tree`).
public protocol TreeDisplaying: View {
    /// Replaces the top-level items.
    ///
    /// - Parameter items: the items of the list, in the list's order.
    func setItems(_ items: [Value])
    /// Tells the view whether the data source of its items is loading, and whether it has a
    /// value yet. The default does nothing.
    ///
    /// - Parameters:
    ///   - isLoading: whether the data source is loading.
    ///   - hasValue: whether it has a value (possibly an old one) while it loads.
    func setLoading(_ isLoading: Bool, hasValue: Bool)
}

extension TreeDisplaying {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - isLoading: whether the data source is loading.
    ///   - hasValue: whether it has a value while it loads.
    public func setLoading(_ isLoading: Bool, hasValue: Bool) {}
}
