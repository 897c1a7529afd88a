/// Nested items, collapsed at first: Up and Down move, Right expands (or moves to the first
/// child), Left collapses (or moves to the parent), Enter or a click selects and publishes
/// `select` with the node's item.
///
/// The tree keeps its rows (the nodes an expanded parent shows) as a flat list and formats a
/// label only for the rows drawn, so a tree of any size costs what a screenful costs to move in.
/// Expanding a node costs its children; nodes keep their expanded state, by place, when their
/// parent collapses and when the items change.
public final class Tree: View, TreeDisplaying, RowDisplaying, ItemSelecting {
    override public class var summary: String { "Nested items, collapsed at first; arrows move, expand and collapse, Enter selects and publishes 'select'" }
    override public class var events: [String] { ["select"] }
    override public class var capabilities: Set<ViewCapability> { [.tree, .selection, .rows] }
    override public class var isFocusable: Bool { true }
    override public class var semanticRole: SemanticRole { .tree }

    /// A dot path to each item's list of children.
    @Property("A dot path to each item's list of children", name: "children", meaning: .dotPath) public var childrenPath = "children"
    /// A node's text: a format with `{path}` placeholders, as `TextBinding`'s; empty shows the
    /// item's `name`, `title` or `label`, or the item itself.
    @Property("A node's text, a format with {path} placeholders as TextBinding's; empty shows the item's name, title or label, or the item itself") public var label = ""
    /// Shown when there are no items.
    @Property("Shown when there are no items") public var empty = ""
    /// Shown instead of `empty` while the items' data source is loading and has no value yet.
    @Property("Shown instead of 'empty' while the items' data source is loading and has no value yet") public var loading = "Loading…"

    /// Whether the items' data source is loading without a value yet.
    public private(set) var isWaitingForData = false {
        didSet { if isWaitingForData != oldValue { LayoutRevision.bump() } }
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
    /// The rows, in view order.
    public private(set) var rows: [Row] = []
    /// The row the cursor is on.
    public private(set) var cursor = 0
    /// The place of the selected node, if any.
    public private(set) var selectedPath: [Int]?
    /// The first row in view, as the console scrolled it.
    public var firstRow = 0
    /// How many rows fit in view, as the console last drew it: what PageUp and PageDown move by.
    public var pageSize = 1

    /// The places of expanded nodes.
    private var expanded: Set<[Int]> = []
    private lazy var parsedLabel = TextFormat(label)

    // MARK: Items

    /// Replaces the top-level items; nodes expanded before stay expanded where they still are.
    public func setItems(_ items: [Value]) {
        self.items = items
        rows = []
        rows.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { appendRow(item, depth: 0, path: [index], into: &rows) }
        cursor = min(cursor, max(0, rows.count - 1))
        if let selectedPath, row(at: selectedPath) == nil { self.selectedPath = nil }
        LayoutRevision.bump()
    }

    /// The children of an item: the list at `children`.
    public func childItems(of item: Value) -> [Value] {
        guard case .list(let list)? = item.value(atPath: childrenPath) else { return [] }
        return list
    }

    /// Appends a node's row, and its children's rows when it is expanded.
    private func appendRow(_ item: Value, depth: Int, path: [Int], into list: inout [Row]) {
        let kids = childItems(of: item)
        let open = !kids.isEmpty && expanded.contains(path)
        list.append(Row(item: item, depth: depth, path: path, hasChildren: !kids.isEmpty, isExpanded: open))
        guard open else { return }
        for (index, child) in kids.enumerated() { appendRow(child, depth: depth + 1, path: path + [index], into: &list) }
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
        guard rows.indices.contains(index), rows[index].hasChildren, !rows[index].isExpanded else { return false }
        let row = rows[index]
        expanded.insert(row.path)
        rows[index].isExpanded = true
        var added: [Row] = []
        for (childIndex, child) in childItems(of: row.item).enumerated() {
            appendRow(child, depth: row.depth + 1, path: row.path + [childIndex], into: &added)
        }
        rows.insert(contentsOf: added, at: index + 1)
        if cursor > index { cursor += added.count }
        LayoutRevision.bump()
        return true
    }

    /// Hides the children of the node on `index`; false when they are not shown.
    @discardableResult
    public func collapse(row index: Int) -> Bool {
        guard rows.indices.contains(index), rows[index].isExpanded else { return false }
        expanded.remove(rows[index].path)
        rows[index].isExpanded = false
        let end = endOfSubtree(at: index)
        rows.removeSubrange((index + 1)..<end)
        if cursor > index { cursor = cursor < end ? index : cursor - (end - index - 1) }
        LayoutRevision.bump()
        return true
    }

    /// The index after the last row under the node on `index`.
    private func endOfSubtree(at index: Int) -> Int {
        let depth = rows[index].depth
        var end = index + 1
        while end < rows.count, rows[end].depth > depth { end += 1 }
        return end
    }

    /// The row of a node's parent.
    public func parentRow(of index: Int) -> Int? {
        guard rows.indices.contains(index) else { return nil }
        let depth = rows[index].depth
        guard depth > 0 else { return nil }
        var candidate = index - 1
        while candidate >= 0 {
            if rows[candidate].depth < depth { return candidate }
            candidate -= 1
        }
        return nil
    }

    // MARK: Moving

    /// Moves the cursor by `delta` rows, clamped to the rows there are.
    public func moveCursor(by delta: Int) {
        guard !rows.isEmpty else { return }
        cursor = min(max(cursor + delta, 0), rows.count - 1)
    }

    /// Moves the cursor one page (PageUp, PageDown): the rows in view, less one.
    public func moveCursor(pages: Int) { moveCursor(by: pages * max(1, pageSize - 1)) }

    /// Moves the cursor to a row.
    public func moveCursor(to index: Int) {
        guard !rows.isEmpty else { return }
        cursor = min(max(index, 0), rows.count - 1)
    }

    /// Right: expands the node under the cursor, or moves to its first child when it is expanded.
    public func expandOrDescend() {
        guard rows.indices.contains(cursor) else { return }
        if rows[cursor].isExpanded {
            if cursor + 1 < rows.count, rows[cursor + 1].depth > rows[cursor].depth { cursor += 1 }
        } else {
            expand(row: cursor)
        }
    }

    /// Left: collapses the node under the cursor, or moves to its parent when it is collapsed.
    public func collapseOrAscend() {
        guard rows.indices.contains(cursor) else { return }
        if rows[cursor].isExpanded {
            collapse(row: cursor)
        } else if let parent = parentRow(of: cursor) {
            cursor = parent
        }
    }

    /// Expands a collapsed node, collapses an expanded one.
    public func toggleExpansion(row index: Int) {
        guard rows.indices.contains(index) else { return }
        if rows[index].isExpanded { collapse(row: index) } else { expand(row: index) }
    }

    // MARK: Selecting

    /// Selects the node on a row and publishes `select` with its item; false for a row that
    /// does not exist.
    @discardableResult
    public func select(row index: Int) -> Bool {
        guard enabled, !isEffectivelyHidden, rows.indices.contains(index) else { return false }
        cursor = index
        selectedPath = rows[index].path
        publish("select", value: rows[index].item)
        return true
    }

    /// The row of the node at a place, if it is shown.
    public func row(at path: [Int]) -> Int? {
        // A walk over the rows: only script expectations and selection items ask, never a frame.
        rows.firstIndex { $0.path == path }
    }

    /// How many rows are shown (top-level items and the children of expanded nodes).
    public var rowCount: Int { rows.count }
    /// The selected node's row, if it is shown.
    public var selectedRow: Int? { selectedPath.flatMap { row(at: $0) } }
    /// The selected node's item; null while nothing is selected (or the node is inside a
    /// collapsed parent).
    public var selectedItem: Value {
        guard let selectedPath, let index = row(at: selectedPath) else { return .null }
        return rows[index].item
    }

    /// A tree's selection changes only by `select`, which a `SelectionDataSource` listens to;
    /// there is nothing else to follow.
    public func followSelection(_ handler: @escaping (Value) -> Void) {}

    override public var displayedText: String {
        guard let selectedPath, let index = row(at: selectedPath) else { return "" }
        return labelText(of: rows[index])
    }
}
