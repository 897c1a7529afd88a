/// Gives a table its rows: the items of a list value.
public final class TableBinding: Binding {
    override public class var summary: String { "Gives a table its rows: the items of a list value" }

    /// The table it fills.
    @Outlet(accepts: [.table], "The table it fills") public var view: View
    /// A dot path to the list inside the value; empty uses the value itself.
    @Property("A dot path to the list inside the value; empty uses the value itself", meaning: .dotPath) public var path = ""

    override public func update() {
        guard let table = view as? Table else { return }
        let value = dataSource.value.value(atPath: path) ?? .null
        switch value {
        case .list(let items): table.setItems(items)
        case .null: table.setItems([])
        default:
            table.setItems([])
            reportConversionFailure("a table needs a list, not \(value.kindDescription)")
        }
    }
}
