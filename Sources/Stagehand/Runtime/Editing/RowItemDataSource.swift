/// The data source `item` names inside a table row: the row's item, whose edits go to the item
/// in the list the table shows, so a row's `SwitchBinding` changes the list, not a copy.
package final class RowItemDataSource: DataSource {
    private weak var table: (any RowEditing)?
    private var row = 0

    /// Ties the source to its row; rows are rebuilt whenever the list is set again, so the
    /// index stays right for the row's lifetime.
    func attach(to table: any RowEditing, row: Int) {
        self.table = table
        self.row = row
    }

    package override func apply(_ edit: ValueEdit) throws {
        guard let table else { return try applyHere(edit) }
        try table.edit(row: row, edit)
    }
}
