import Stagehand

/// How the console shows a tree: the rows in view, each indented by its depth with `▸` before a
/// collapsed node and `▾` before an expanded one; a cursor the keys move, the selected node in
/// inverse. Only the rows in view are formatted and drawn.
extension Tree: ConsoleView {
    /// Columns before a row's indent: the cursor or selection mark and a space.
    static let markColumns = 2
    /// Columns each level of depth indents.
    static let indentColumns = 2

    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// Without a `height`, a share of what its stack has left, up to a line per row shown, and
    /// at least three lines (or one, with fewer rows).
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        .flexible(minimum: min(3, max(1, rowCount)), maximum: max(1, rowCount))
    }

    /// Scrolls the cursor into view and remembers a page's rows for PageUp and PageDown.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        pageSize = max(1, height)
        if cursor < firstRow { firstRow = cursor }
        if cursor >= firstRow + pageSize { firstRow = cursor - pageSize + 1 }
        firstRow = max(0, min(firstRow, rowCount - pageSize))
    }

    /// The rows in view, or `empty` (`loading`, while the items load) when there are none.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        guard rowCount > 0 else {
            canvas.write(isWaitingForData ? loading : empty, x: Self.markColumns, y: 0, style: CellStyle([.dim]))
            return
        }
        let focused = context.isFocused(self)
        let first = max(0, min(firstRow, rowCount - 1))
        for y in 0..<min(canvas.height, rowCount - first) {
            let index = first + y
            guard let row = shownRow(index) else { break }
            let isSelected = row.path == selectedPath
            let mark = index == cursor && focused ? "›" : (isSelected ? "•" : " ")
            canvas.write(mark, x: 0, y: y, style: CellStyle([.bold]))
            let indent = Self.markColumns + row.depth * Self.indentColumns
            let expander = row.hasChildren ? (row.isExpanded ? "▾ " : "▸ ") : "  "
            let style = enabled ? CellStyle.plain : CellStyle([.dim])
            let used = canvas.write(expander, x: indent, y: y, style: CellStyle([.dim]))
            canvas.write(labelText(of: row), x: indent + used, y: y, style: style)
            canvas.noteRow(of: self, index: index, at: Rect(x: 0, y: y, width: canvas.width, height: 1), text: labelText(of: row),
                           selected: isSelected, expanded: row.hasChildren ? row.isExpanded : nil)
            if isSelected {
                canvas.restyle(Rect(x: 0, y: y, width: canvas.width, height: 1)) { $0.attributes.insert(.inverse) }
            }
        }
    }

    /// Up and Down move the cursor, PageUp and PageDown a page, Home and End to the first and
    /// last row; Right expands (or moves to the first child), Left collapses (or moves to the
    /// parent), Space expands or collapses, Enter selects.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.up): moveCursor(by: -1)
        case .named(.down): moveCursor(by: 1)
        case .named(.pageUp): moveCursor(pages: -1)
        case .named(.pageDown): moveCursor(pages: 1)
        case .named(.home): moveCursor(to: 0)
        case .named(.end): moveCursor(to: rowCount - 1)
        case .named(.right): expandOrDescend()
        case .named(.left): collapseOrAscend()
        case .character(" "): toggleExpansion(row: cursor)
        case .named(.enter): return select(row: cursor)
        default: return false
        }
        return true
    }

    /// `select`: selects the node on that row (rows count the nodes shown, from 0).
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        guard case .select(let row) = input else { return .unsupported }
        guard row >= 0, row < rowCount else {
            return .failed("tree '\(id ?? "?")' shows \(rowCount) row\(rowCount == 1 ? "" : "s"); row \(row) does not exist (rows count from 0)")
        }
        guard select(row: row) else { return .failed("tree '\(id ?? "?")' is disabled") }
        return .done
    }

    /// What a click on a tree did.
    enum Click: Equatable {
        /// Selected the node on a row.
        case selected(row: Int)
        /// Expanded (or collapsed) the node on `row`, with the cursor on row `from` before.
        case toggled(row: Int, from: Int, expanded: Bool)
    }

    /// What a click at a column and line of the tree does: on a node's `▸` or `▾`, moves the
    /// cursor there and expands or collapses it; elsewhere on a row, selects it.
    func clickRow(atColumn x: Int, line y: Int) -> Click? {
        let index = firstRow + y
        guard y >= 0, let row = shownRow(index) else { return nil }
        let expanderColumn = Self.markColumns + row.depth * Self.indentColumns
        if row.hasChildren, x == expanderColumn {
            let from = cursor
            moveCursor(to: index)
            toggleExpansion(row: index)
            return .toggled(row: index, from: from, expanded: !row.isExpanded)
        }
        return select(row: index) ? .selected(row: index) : nil
    }
}

/// How a tree takes the mouse: a click selects a node, or expands it on its `▸`; the wheel
/// moves its cursor.
extension Tree: ClickHandling, WheelScrolling, RowCursorShowing {
    /// The row a focused tree's frame marks: its cursor.
    public var markedRow: Int? { cursor }

    /// Moves the cursor by `lines` rows.
    ///
    /// - Parameter lines: how far the wheel turned, in lines.
    public func scroll(wheelLines lines: Int) { moveCursor(by: lines) }

    /// Selects the node on `line`, or expands (collapses) it when the click is on its `▸` (`▾`),
    /// recorded as the arrows to it and Right (Left).
    ///
    /// - Parameters:
    ///   - column: the column clicked.
    ///   - line: the line clicked, from the tree's top.
    /// - Returns: the row selected, or the keys that expand or collapse the node.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        switch clickRow(atColumn: column, line: line) {
        case .selected(let row)?:
            return ConsoleClick(row: row)
        case .toggled(let row, let from, let expanded)?:
            let arrow = row < from ? "up" : "down"
            return ConsoleClick(keys: Array(repeating: arrow, count: abs(row - from)) + [expanded ? "right" : "left"])
        case nil:
            return .focusOnly
        }
    }
}
