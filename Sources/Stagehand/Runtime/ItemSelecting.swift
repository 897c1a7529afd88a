/// A view that selects one item, which a `SelectionDataSource` on its `table` outlet holds:
/// `Table`, `Select`, `RadioGroup`, or a custom view (a tree, a list) that declares the
/// `selection` capability (``ViewCapability/selection``) and adopts this protocol.
///
/// The data source takes the item two ways, and a view may use either or both:
/// - the view publishes `select` with the item as the event's value (what a person's selection
///   in a `Table` does), and
/// - the view runs the handlers given to ``followSelection(_:)`` with the item whenever the
///   selected item changes (what a `Select` does on every change, and a `Table` when a change of
///   its list moves or clears the selection). Run them before publishing the event a person's
///   choice publishes, so responders of that event read the new item.
///
/// ```swift
/// public final class Tree: View, ItemSelecting {
///     override public class var capabilities: Set<ViewCapability> { [.selection] }
///     override public class var events: [String] { ["select"] }
///     public var selectedItem: Value { selectedNode?.item ?? .null }
///     public func followSelection(_ handler: @escaping (Value) -> Void) { followers.append(handler) }
/// }
/// ```
public protocol ItemSelecting: View {
    /// The item selected now; null when nothing is.
    var selectedItem: Value { get }
    /// Runs `handler` with the selected item whenever it changes other than by a `select` event,
    /// and with null when the selection is cleared.
    ///
    /// - Parameter handler: what a `SelectionDataSource` runs to show the item.
    func followSelection(_ handler: @escaping (Value) -> Void)
}
