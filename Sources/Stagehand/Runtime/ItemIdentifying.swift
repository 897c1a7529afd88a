/// A data source holding one item of a list that says how the list identifies its items: what a
/// `RemoveResponder` finds the item by (`SelectionDataSource`, from its table's `key`).
public protocol ItemIdentifying: DataSource {
    /// A dot path that identifies the item among the list's items (such as `id`); empty when the
    /// item is found by being equal.
    var itemKeyPath: String { get }
}
