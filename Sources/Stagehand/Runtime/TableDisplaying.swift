/// A view that shows the items of a list as rows, may have one selected (publishing `select` with
/// its item), and passes edits of a row's item back to the list: what `TableBinding` fills and a
/// `SelectionDataSource` follows (`Table`, or a custom view declaring the `table` capability).
///
/// Only ``setItems(_:)``, ``setOrigin(_:path:)`` and the requirements of ``RowDisplaying`` and
/// ``RowEditing`` must be written; the others have defaults that do nothing.
public protocol TableDisplaying: RowDisplaying, RowEditing {
    /// A dot path that identifies an item among the list's items (such as `id`); empty when an
    /// item is found by being equal. The default is empty.
    var itemKey: String { get }
    /// Replaces the rows with these items.
    ///
    /// - Parameter items: the items of the list, in the list's order.
    func setItems(_ items: [Value])
    /// Records where the rows come from, so that ``RowEditing/edit(row:_:)`` can pass an edit of
    /// a row's item to that list (as `source.apply(edit.under(path + [index]))`).
    ///
    /// - Parameters:
    ///   - source: the data source holding the list.
    ///   - path: the list's place inside the data source's value.
    func setOrigin(_ source: DataSource, path: [String])
    /// Tells the view whether the data source of its rows is loading, and whether it has a value
    /// yet. The default does nothing.
    ///
    /// - Parameters:
    ///   - isLoading: whether the data source is loading.
    ///   - hasValue: whether it has a value (possibly an old one) while it loads.
    func setLoading(_ isLoading: Bool, hasValue: Bool)
    /// Tells the view why the data source of its rows failed, or nil when it has not: a view with
    /// no rows shows the failure instead of its text for an empty list. The default does nothing.
    ///
    /// - Parameter message: the data source's failure message, or nil.
    func setFailure(_ message: String?)
    /// Replaces the item of one row after the list changed only there; false when the view must
    /// be given the whole list again with ``setItems(_:)``. The default returns false.
    ///
    /// - Parameters:
    ///   - index: the item's index in the list given to ``setItems(_:)``.
    ///   - item: the item's new value.
    func replaceItem(atListIndex index: Int, with item: Value) -> Bool
    /// Runs `handler` with the selected row's item whenever a change of the list changes it, and
    /// with null when a change of the list clears the selection. The default never runs it.
    ///
    /// - Parameter handler: what a `SelectionDataSource` runs to show the item.
    func followSelection(_ handler: @escaping (Value) -> Void)
    /// Runs `handler` with the data source the list comes from, now if there is one and whenever
    /// ``setOrigin(_:path:)`` gives another. The default never runs it.
    ///
    /// - Parameter handler: what a `SelectionDataSource` runs to take on that data source's state.
    func followOrigin(_ handler: @escaping (DataSource) -> Void)
}

extension TableDisplaying {
    /// Items are found by being equal.
    public var itemKey: String { "" }

    /// Does nothing.
    ///
    /// - Parameter message: the data source's failure message, or nil.
    public func setFailure(_ message: String?) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - isLoading: whether the data source is loading.
    ///   - hasValue: whether it has a value while it loads.
    public func setLoading(_ isLoading: Bool, hasValue: Bool) {}

    /// Always false: the whole list is given again.
    ///
    /// - Parameters:
    ///   - index: the item's index in the list.
    ///   - item: the item's new value.
    public func replaceItem(atListIndex index: Int, with item: Value) -> Bool { false }

    /// Never runs `handler`.
    ///
    /// - Parameter handler: what would show the selected item.
    public func followSelection(_ handler: @escaping (Value) -> Void) {}

    /// Never runs `handler`.
    ///
    /// - Parameter handler: what would take on the data source's state.
    public func followOrigin(_ handler: @escaping (DataSource) -> Void) {}
}
