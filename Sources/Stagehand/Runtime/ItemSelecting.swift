/// A view that selects one item (a `Table`'s row, a `Tree`'s node) and publishes `select` with
/// it: what a `SelectionDataSource` follows, whatever the view's class.
public protocol ItemSelecting: View {
    /// The item selected now, or `nil` when nothing is.
    var selectedItem: Value? { get }
}
