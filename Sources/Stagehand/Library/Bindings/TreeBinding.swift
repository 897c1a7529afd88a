/// Gives a tree (a `Tree`, or any view that is ``TreeDisplaying``) its top-level items: the
/// items of a list value.
public final class TreeBinding: Binding {
    override public class var summary: String { "Gives a tree its top-level items: the items of a list value" }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "dataSource", paths: ["path"])] }

    /// The tree it fills.
    @Outlet(accepts: [.tree], "The tree it fills") public var view: View
    /// A dot path to the list inside the value; empty uses the value itself.
    @Property("A dot path to the list inside the value; empty uses the value itself", meaning: .dotPath) public var path = ""

    override public func update() {
        guard let tree = view as? any TreeDisplaying else { return }
        let found = dataSource.value.value(atPath: path)
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
