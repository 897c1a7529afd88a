/// Holds the item last selected in a view that selects an item: the row of a `Table`, the chosen
/// option of a `Select` or `RadioGroup` (the item an `OptionsBinding` made it from, else the
/// option's value), or what any view that is ``ItemSelecting`` selects.
///
/// It follows the item while the list changes: an edit of the item shows here, and when the item
/// leaves the list the value becomes null. Setting it (a `SetResponder`, a `ToggleResponder`, an
/// edit in a scene a segue passed it to) replaces the selected item in the table's list. Its
/// state is that of the data source the table's list comes from.
public final class SelectionDataSource: DataSource, ItemIdentifying {
    override public class var summary: String { "Holds the item of the row last selected in a table; editing it edits that item in the table's list" }
    override public class var dataFlow: DataFlow? { .selectsRow(tableOutlet: "table") }

    /// The view whose selection it follows.
    @Outlet(accepts: [.selection], "The view whose selected item it holds: a Table, Tree, Select, RadioGroup or any view with the selection capability") public var table: View

    private var followingState: Observation?

    override public func awake() {
        guard $table else { return }
        scene?.listen(to: table, event: "select") { [weak self] event in self?.setValue(event.value) }
        let follow: (Value) -> Void = { [weak self] item in
            if self?.value != item { self?.setValue(item) }
        }
        if let selecting = table as? any ItemSelecting {
            selecting.followSelection(follow)
            // A choice made before the scene appeared (a Select's `selected`) is held at once.
            if selecting.selectedItem != .null { setValue(selecting.selectedItem) }
        } else {
            (table as? any TableDisplaying)?.followSelection(follow)
        }
        (table as? any TableDisplaying)?.followOrigin { [weak self] list in
            guard let self else { return }
            followingState?.cancel()
            followingState = followState(of: [list])
        }
    }

    deinit { followingState?.cancel() }

    /// Passes the edit to the selected item in the table's list.
    override public func apply(_ edit: ValueEdit) throws {
        guard $table, let table = table as? any TableDisplaying else { return try applyHere(edit) }
        guard let row = table.selectedRow, value != .null else {
            throw EditError(.itemGone, "\(debugName) holds no item: nothing is selected in \(table.debugName), or the selected item left its list; nothing was changed", at: declarationLocation)
        }
        try table.edit(row: row, edit)
    }

    /// The table's `key` (``TableDisplaying/itemKey``), which identifies the item in lists.
    public var itemKeyPath: String { (table as? any TableDisplaying)?.itemKey ?? "" }
}
