/// Holds the item of the row last selected in a table.
public final class SelectionDataSource: DataSource {
    override public class var summary: String { "Holds the item of the row last selected in a table" }

    /// The table whose selection it follows.
    @Outlet(accepts: [.table], "The table whose selection it follows") public var table: View

    override public func awake() {
        guard $table else { return }
        scene?.listen(to: table, event: "select") { [weak self] event in self?.setValue(event.value) }
    }
}
