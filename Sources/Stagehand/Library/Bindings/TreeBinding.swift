/// Gives a tree (a `Tree`, or any view that is ``TreeDisplaying``) its top-level items: the
/// items of a list value.
public final class TreeBinding: Binding {
    override public class var summary: String { "Gives a tree its top-level items: the items of a list value" }
    override public class var dataFlow: DataFlow? { .fillsTable }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "dataSource", paths: ["path"]), .inputFilling(["path"])] }

    /// The tree it fills.
    @Outlet(accepts: [.tree], "The tree it fills") public var view: View
    /// A dot path to the list inside the value; empty uses the value itself.
    @Property("A dot path to the list inside the value; empty uses the value itself", meaning: .dotPath) public var path = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the items follow its value too") public var input: DataSource?

    override public func update() {
        guard let tree = view as? any TreeDisplaying else { return }
        // A path not computed yet reads nothing: no items, as for a list not there yet.
        guard case .read(let found) = reading(path, in: dataSource.value, input: input) else {
            tree.setLoading(dataSource.state == .loading || input?.state == .loading, hasValue: false)
            tree.setItems([])
            return
        }
        if found == nil, dataSource.value != .null { reportMissingData(path, property: "path") }
        tree.setLoading(dataSource.state == .loading, hasValue: (found ?? .null) != .null)
        switch found ?? .null {
        case .list(let items): tree.setItems(items)
        case .null: tree.setItems([])
        case let other:
            tree.setItems([])
            reportConversionFailure("a tree needs a list, not \(other.kindDescription)")
        }
    }
}

extension TreeBinding: FollowsPathInput {}
