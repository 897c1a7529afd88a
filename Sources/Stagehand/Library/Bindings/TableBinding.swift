/// Gives a table (a `Table`, or any view that is ``TableDisplaying``) its rows: the items of a list value.
///
/// An edit of one item of the list (``DataSource/lastEdit``) rebinds that one row; any other
/// change sets the rows again. The table also learns where its rows come from, so that edits
/// of a row (through a `SelectionDataSource`) reach the list.
public final class TableBinding: Binding {
    override public class var summary: String { "Gives a table its rows: the items of a list value" }
    override public class var dataFlow: DataFlow? { .fillsTable }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "dataSource", paths: ["path"]), .inputFilling(["path"])] }

    /// The table it fills.
    @Outlet(accepts: [.table], "The table it fills") public var view: View
    /// A dot path to the list inside the value; empty uses the value itself.
    @Property("A dot path to the list inside the value; empty uses the value itself", meaning: .dotPath) public var path = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the rows follow its value too") public var input: DataSource?

    override public func update() {
        guard let table = view as? any TableDisplaying else { return }
        // A path not computed yet reads nothing: no rows, as for a list not there yet.
        guard let listPath = computedSegments(path, input: input, outcome: "read nothing") else {
            table.setLoading(dataSource.state == .loading || input?.state == .loading, hasValue: false)
            table.setFailure(dataSource.state.failureMessage)
            table.setItems([])
            return
        }
        table.setOrigin(dataSource, path: listPath)
        let found = dataSource.value.value(atSegments: listPath)
        if found == nil, dataSource.value != .null { reportMissingData(path, property: "path") }
        let value = found ?? .null
        table.setLoading(dataSource.state == .loading, hasValue: value != .null)
        table.setFailure(dataSource.state.failureMessage)
        if updateOneRow(of: table, listPath: listPath, list: value) { return }
        switch value {
        case .list(let items): table.setItems(items)
        case .null: table.setItems([])
        default:
            table.setItems([])
            reportConversionFailure("a table needs a list, not \(value.kindDescription)")
        }
    }

    /// Rebinds the one row an edit replaced something in; false when the change was not that.
    private func updateOneRow(of table: any TableDisplaying, listPath: [String], list: Value) -> Bool {
        guard let edit = dataSource.lastEdit, case .replace = edit.change,
            edit.path.count > listPath.count, edit.path.starts(with: listPath),
            let index = Int(edit.path[listPath.count]),
            case .list(let items) = list, items.count == table.rowCount, items.indices.contains(index)
        else { return false }
        return table.replaceItem(atListIndex: index, with: items[index])
    }
}

extension TableBinding: FollowsPathInput {}
