/// Nested items, collapsed at first: Up and Down move, Right expands (or moves to the first
/// child), Left collapses (or moves to the parent), Enter or a click selects and publishes
/// `select` with the node's item.
///
/// The tree stores no rows: it keeps the nodes a person opened, finds the node on a row by
/// walking down through them, and makes and formats only the rows drawn, so a tree of any size
/// costs what a screenful costs to open, move in and draw. Nodes keep their expanded state, by
/// place, when their parent collapses and when the items change.
public final class Tree: View, TreeDisplaying, RowDisplaying, ItemSelecting {
    override public class var summary: String { "Nested items, collapsed at first; arrows move, expand and collapse, Enter selects and publishes 'select'" }
    override public class var events: [String] { ["select"] }
    override public class var dataReads: [DataRead] { [.itemsShown(nestedAt: "children", paths: ["children"], formats: ["label"])] }
    override public class var capabilities: Set<ViewCapability> { [.tree, .selection, .rows] }
    override public class var isFocusable: Bool { true }
    override public class var semanticRole: SemanticRole { .tree }

    /// A dot path to each item's list of children.
    @Property("A dot path to each item's list of children", name: "children", meaning: .dotPath) public var childrenPath = "children"
    /// A node's text: a format with `{path}` placeholders, as `TextBinding`'s; empty shows the
    /// item's `name`, `title` or `label`, or the item itself.
    @Property("A node's text, a format with {path} placeholders as TextBinding's; empty shows the item's name, title or label, or the item itself", meaning: .textFormat) public var label = ""
    /// Shown when there are no items.
    @Property("Shown when there are no items") public var empty = ""
    /// Shown instead of `empty` while the items' data source is loading and has no value yet.
    @Property("Shown instead of 'empty' while the items' data source is loading and has no value yet") public var loading = "Loading…"

    /// Whether the items' data source is loading without a value yet.
    public private(set) var isWaitingForData = false {
        didSet { if isWaitingForData != oldValue { markChanged() } }
    }

    /// Records whether the items' data source is loading without a value: the tree then shows
    /// `loading`.
    ///
    /// - Parameters:
    ///   - isLoading: whether the data source is loading.
    ///   - hasValue: whether it has a value (possibly an old one) while it loads.
    public func setLoading(_ isLoading: Bool, hasValue: Bool) {
        isWaitingForData = isLoading && !hasValue
    }

    /// The top-level items.
    public private(set) var items: [Value] = []
    /// The row the cursor is on.
    public private(set) var cursor = 0
    /// The place of the selected node, if any.
    public private(set) var selectedPath: [Int]?
    /// The first row in view, as the console scrolled it.
    public var firstRow = 0
    /// How many rows fit in view, as the console last drew it: what PageUp and PageDown move by.
    public var pageSize = 1

    /// The rows shown, worked out from the opened nodes.
    private lazy var outline = TreeOutline { [unowned self] item in self.childItems(of: item) }
    private lazy var parsedLabel = TextFormat(label)

    // MARK: Items

    /// Replaces the top-level items; nodes expanded before stay expanded where they still are.
    public func setItems(_ items: [Value]) {
        self.items = items
        outline.setItems(items)
        cursor = min(cursor, max(0, rowCount - 1))
        if let selectedPath, row(at: selectedPath) == nil { self.selectedPath = nil }
        markChanged()
    }

    /// The children of an item: the list at `children`.
    public func childItems(of item: Value) -> [Value] {
        guard case .list(let list)? = item.value(atPath: childrenPath) else { return [] }
        return list
    }

    /// The node on a row (rows count the nodes shown, from 0), made when asked: the tree
    /// stores no row, so only the rows drawn are ever made.
    public func shownRow(_ index: Int) -> Row? {
        guard let found = outline.locate(row: index) else { return nil }
        let hasChildren = !childItems(of: found.item).isEmpty
        return Row(item: found.item, depth: found.path.count - 1, path: found.path,
                   hasChildren: hasChildren, isExpanded: hasChildren && found.expansion?.isOpen == true)
    }

    /// The text of a row.
    public func labelText(of row: Row) -> String {
        if !label.isEmpty { return parsedLabel.fill(from: row.item, missing: "") }
        if case .mapping = row.item {
            for key in ["name", "title", "label"] {
                if let found = row.item.value(atPath: key), found != .null { return found.displayText }
            }
        }
        return row.item.displayText
    }

    // MARK: Expanding

    /// Shows the children of the node on `index`; false when it has none or they are shown.
    @discardableResult
    public func expand(row index: Int) -> Bool {
        guard let row = shownRow(index), row.hasChildren, !row.isExpanded else { return false }
        let added = outline.setOpen(true, at: row.path, item: row.item)
        if cursor > index { cursor += added }
        markChanged()
        return true
    }

    /// Hides the children of the node on `index`; false when they are not shown.
    @discardableResult
    public func collapse(row index: Int) -> Bool {
        guard let row = shownRow(index), row.isExpanded else { return false }
        let hidden = outline.setOpen(false, at: row.path, item: row.item)
        if cursor > index { cursor = cursor <= index + hidden ? index : cursor - hidden }
        markChanged()
        return true
    }

    /// The row of a node's parent.
    public func parentRow(of index: Int) -> Int? {
        guard let row = shownRow(index), row.depth > 0 else { return nil }
        return outline.row(of: Array(row.path.dropLast()))
    }

    // MARK: Moving

    /// Moves the cursor by `delta` rows, clamped to the rows there are.
    public func moveCursor(by delta: Int) {
        guard rowCount > 0 else { return }
        cursor = min(max(cursor + delta, 0), rowCount - 1)
    }

    /// Moves the cursor one page (PageUp, PageDown): the rows in view, less one.
    public func moveCursor(pages: Int) { moveCursor(by: pages * max(1, pageSize - 1)) }

    /// Moves the cursor to a row.
    public func moveCursor(to index: Int) {
        guard rowCount > 0 else { return }
        cursor = min(max(index, 0), rowCount - 1)
    }

    /// Right: expands the node under the cursor, or moves to its first child when it is expanded.
    public func expandOrDescend() {
        guard let row = shownRow(cursor) else { return }
        if row.isExpanded {
            if let next = shownRow(cursor + 1), next.depth > row.depth { cursor += 1 }
        } else {
            expand(row: cursor)
        }
    }

    /// Left: collapses the node under the cursor, or moves to its parent when it is collapsed.
    public func collapseOrAscend() {
        guard let row = shownRow(cursor) else { return }
        if row.isExpanded {
            collapse(row: cursor)
        } else if let parent = parentRow(of: cursor) {
            cursor = parent
        }
    }

    /// Expands a collapsed node, collapses an expanded one.
    public func toggleExpansion(row index: Int) {
        guard let row = shownRow(index) else { return }
        if row.isExpanded { collapse(row: index) } else { expand(row: index) }
    }

    // MARK: Selecting

    /// Selects the node on a row and publishes `select` with its item; false for a row that
    /// does not exist.
    @discardableResult
    public func select(row index: Int) -> Bool {
        guard enabled, !isEffectivelyHidden, let row = shownRow(index) else { return false }
        cursor = index
        selectedPath = row.path
        publish("select", value: row.item)
        return true
    }

    /// The row of the node at a place, if it is shown.
    public func row(at path: [Int]) -> Int? {
        outline.row(of: path)
    }

    /// How many rows are shown (top-level items and the children of expanded nodes).
    public var rowCount: Int { outline.rowCount }
    /// The selected node's row, if it is shown.
    public var selectedRow: Int? { selectedPath.flatMap { row(at: $0) } }
    /// The selected node's item; null while nothing is selected (or the node is inside a
    /// collapsed parent).
    public var selectedItem: Value {
        guard let selectedPath, let index = row(at: selectedPath) else { return .null }
        return shownRow(index)?.item ?? .null
    }

    /// A tree's selection changes only by `select`, which a `SelectionDataSource` listens to;
    /// there is nothing else to follow.
    public func followSelection(_ handler: @escaping (Value) -> Void) {}

    override public var displayedText: String {
        guard let selectedPath, let index = row(at: selectedPath), let row = shownRow(index) else { return "" }
        return labelText(of: row)
    }
}
