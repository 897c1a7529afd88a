/// Rows of a list, each drawn from the table's `prototype`, optionally grouped into sections.
///
/// A `TableBinding` gives the table its rows. Only rows that are visible are ever built: the
/// table keeps built rows for the window on screen and drops the rest, so a million rows cost
/// what a screenful costs.
public final class Table: View, RowDisplaying, RowEditing, ItemSelecting {
    override public class var summary: String { "Rows of a list drawn from a prototype, with sections, header, footer and selection" }
    override public class var events: [String] { ["select"] }
    override public class var capabilities: Set<ViewCapability> { [.table, .selection, .rows] }
    override public class var acceptsPrototype: Bool { true }
    override public class var isFocusable: Bool { true }

    /// A line above the rows.
    @Property("A line above the rows") public var header = ""
    /// Column headings: one title per cell of the prototype row, drawn as a line above the rows,
    /// each title over its column (and the column at least as wide as its title), so headings
    /// line up with the cells at any width.
    @Property("Column headings: a title for each cell of the prototype row, drawn above the rows and lined up with the cells", meaning: .titles)
    public var columns: [Value] = []
    /// A line below the rows.
    @Property("A line below the rows") public var footer = ""
    /// Shown when there are no rows.
    @Property("Shown when there are no rows") public var empty = ""
    /// Shown instead of `empty` while the rows' data source is loading and has no value yet.
    @Property("Shown instead of 'empty' while the rows' data source is loading and has no value yet") public var loading = "Loading…"
    /// A dot path into each row's item to group rows into sections by.
    @Property("A dot path into each row's item; rows are grouped into sections by its value", meaning: .dotPath) public var sectionBy = ""
    /// `value` groups by the whole value at `sectionBy` (sections in order of first appearance),
    /// `initial` by its first letter (sections in alphabetical order, as in an address book).
    @Property("'value' groups by the value at sectionBy, in order of appearance; 'initial' by its first letter, A to Z")
    public var sectionKey = SectionKey.value

    /// A run of rows under one header.
    public struct Section: Equatable, Sendable {
        /// The header's text.
        public var title: String
        /// The index of the section's first row.
        public var start: Int
        /// How many rows it has.
        public var count: Int

        /// A section titled `title` over `count` rows from `start`.
        package init(title: String, start: Int, count: Int) {
            self.title = title
            self.start = start
            self.count = count
        }
    }

    /// A dot path that identifies an item (such as `id`): with it, the cursor, selection and
    /// scroll position stay on the same item when the list changes; without it, on the same index.
    @Property("A dot path that identifies an item; the cursor, selection and scroll follow the item across changes of the list")
    public var key = ""

    /// Whether the rows' data source is loading and has no value yet: the table shows `loading`.
    public internal(set) var isWaitingForData = false {
        didSet { if isWaitingForData != oldValue { markChanged() } }
    }
    /// Why the rows' data source failed, while it has; with no rows the table shows it in place
    /// of `empty`.
    public internal(set) var failure: String? {
        didSet { if failure != oldValue { markChanged() } }
    }
    /// Whether the rows' data source is loading (with or without a value).
    public internal(set) var isSourceLoading = false

    /// For a script step that found the rows wanting: a hint when the data is still loading.
    public var loadingHint: String {
        isSourceLoading ? "; its data is still loading: add a `wait` step (e.g. `- wait: 10ms`) before this one to let it arrive" : ""
    }

    /// The rows' items, in display order (grouped by section when sections are on).
    public internal(set) var items: [Value] = []
    /// The sections, empty when rows are not grouped.
    public internal(set) var sections: [Section] = []
    /// The selected row.
    public internal(set) var selectedIndex: Int?
    /// The row the arrow keys are on; Enter selects it.
    public internal(set) var cursorIndex: Int?
    /// How the table is shown, told by whoever shows it (the console): the first row in view
    /// and how many rows fit. `nil` while it is shown nowhere.
    public var viewport: TableViewport?

    /// For each row in display order, the index of its item in the list given; nil while rows
    /// are in list order (no sections).
    var listIndexes: [Int]?
    /// For each item of the list given, its row; nil while rows are in list order.
    var rowIndexes: [Int]?
    /// Where the list came from, so edits of a row's item reach it (set by `TableBinding`).
    var origin: (source: WeakDataSource, path: [String])?
    /// Run with the data source the list comes from, whenever the table is given another one.
    var originFollowers: [(DataSource) -> Void] = []
    /// Runs when the selected row's item changes or the selection is cleared by a list change.
    var selectionFollowers: [(Value) -> Void] = []
    var builtRows: [Int: TableRow] = [:]

    /// The built row for an index, building it from the prototype the first time it is needed.
    public func row(at index: Int) -> TableRow? {
        guard items.indices.contains(index) else { return nil }
        if let row = builtRows[index] { return row }
        guard let row = scene?.makeRow(for: self, item: items[index]) else { return nil }
        row.itemSource.attach(to: self, row: index)
        builtRows[index] = row
        markChanged()
        return row
    }

    /// The row for an index if it is built already; never builds one (for drawing, which must
    /// not change the scene).
    public func builtRow(at index: Int) -> TableRow? {
        builtRows[index]
    }

    /// Drops built rows outside `range`, so only what is on screen stays in memory.
    public func keepRows(in range: Range<Int>) {
        guard builtRows.keys.contains(where: { !range.contains($0) }) else { return }
        builtRows = builtRows.filter { range.contains($0.key) }
        markChanged()
    }

    /// How many rows are built right now.
    public var builtRowCount: Int { builtRows.count }

    /// Selects a row and publishes `select` with its item; false for a row that does not exist.
    @discardableResult
    public func select(row index: Int) -> Bool {
        guard enabled, !isEffectivelyHidden, items.indices.contains(index) else { return false }
        selectedIndex = index
        cursorIndex = index
        publish("select", value: items[index])
        return true
    }

    /// Moves the cursor by `delta` rows (arrow keys), clamped to the rows there are. Moving does
    /// not select: a person looks with the arrows and chooses with Enter.
    public func moveCursor(by delta: Int) {
        guard !items.isEmpty else { return }
        let start = cursorIndex ?? selectedIndex ?? (delta > 0 ? -1 : items.count)
        cursorIndex = min(max(start + delta, 0), items.count - 1)
    }

    /// Moves the cursor one page up or down (PageUp, PageDown): by the rows that fit in view,
    /// less one, so the row at the edge stays in sight as context.
    public func moveCursor(pages: Int) {
        moveCursor(by: pages * max(1, (viewport?.pageSize ?? 1) - 1))
    }

    /// Moves the cursor to the first row (Home).
    public func moveCursorToFirst() {
        guard !items.isEmpty else { return }
        cursorIndex = 0
    }

    /// Moves the cursor to the last row (End).
    public func moveCursorToLast() {
        guard !items.isEmpty else { return }
        cursorIndex = items.count - 1
    }

    /// Selects the row under the cursor (Enter); false when there is none.
    @discardableResult
    public func selectCursorRow() -> Bool {
        guard let cursor = cursorIndex ?? (items.isEmpty ? nil : 0) else { return false }
        return select(row: cursor)
    }

    /// How many rows it has.
    public var rowCount: Int { items.count }
    /// The selected row.
    public var selectedRow: Int? { selectedIndex }
    /// The selected row's item; null when no row is selected.
    public var selectedItem: Value { selectedIndex.map { items[$0] } ?? .null }

    /// The column headings as text, one per column.
    public var columnTitles: [String] { columns.map { $0.displayText } }

    override public var displayedText: String { selectedIndex.flatMap { items[$0].displayText } ?? "" }
}
