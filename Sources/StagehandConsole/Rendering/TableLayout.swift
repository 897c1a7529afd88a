import Stagehand

/// Works out a table's frame before it is drawn: where it is scrolled to, which rows are in
/// view (built now, the others dropped), how tall each is, and the column widths their cells
/// line up to.
///
/// Work is proportional to the lines on screen, never to the number of rows: sections are
/// found by binary search and only rows that can be in view are built and measured.
struct TableLayout {
    let table: Table
    let context: ConsoleContext

    /// Columns left of each row for the cursor and selection marker.
    static let markerColumns = 2

    /// The body of a table in `width` × `height` (header and footer included).
    func prepare(width: Int, height: Int) {
        let body = height - table.linesAboveRows - (table.footer.isEmpty ? 0 : 1)
        let rowWidth = max(0, width - Self.markerColumns)
        let state = table.viewState
        guard body > 0, !table.items.isEmpty else {
            state.visibleRows = 0..<0
            state.columnWidths = []
            table.keepRows(in: 0..<0)
            state.dropHeights(keeping: [])
            return
        }
        let focused = context.isFocused(table)
        let cursor = focused ? (table.cursorIndex ?? table.selectedIndex ?? 0) : (table.cursorIndex ?? table.selectedIndex)
        state.firstRow = min(max(0, state.firstRow), table.items.count - 1)
        // Measure without columns first, to find the window; then line the window's cells up.
        state.columnWidths = []
        scrollToShow(cursor, budget: body, rowWidth: rowWidth)
        var rows = visibleRows(budget: body, rowWidth: rowWidth)
        state.columnWidths = columns(of: rows)
        if !state.columnWidths.isEmpty {
            // Cells that line up may wrap differently: measure again, and scroll again.
            for index in rows { measure(index, rowWidth: rowWidth) }
            scrollToShow(cursor, budget: body, rowWidth: rowWidth)
            rows = visibleRows(budget: body, rowWidth: rowWidth)
        }
        state.visibleRows = rows
        state.pageSize = max(1, rows.count)
        table.keepRows(in: rows)
        let built = rows.compactMap { table.builtRow(at: $0) }
        state.dropHeights(keeping: built)
        let rowContext = rowContext()
        for row in built {
            rowContext.prepareStack(row.views, width: rowWidth, height: state.height(of: row))
        }
    }

    /// The context row views are measured and drawn in: with the table's column widths.
    func rowContext() -> ConsoleContext {
        var rowContext = context.withoutColumns.inColumn
        if let widths = table.shownState?.columnWidths, !widths.isEmpty { rowContext.columns = widths }
        return rowContext
    }

    /// Builds row `index` if needed and records its height at `rowWidth`.
    @discardableResult
    private func measure(_ index: Int, rowWidth: Int) -> Int {
        guard let row = table.row(at: index) else { return 1 }
        let lines = max(1, rowContext().stackHeight(of: row.views, width: rowWidth).lines)
        // A row that now takes other lines changes the table's: what was measured of it goes.
        if table.viewState.setHeight(lines, of: row) { table.markChanged() }
        return lines
    }

    /// Moves the scroll offset the least needed to bring `target` wholly into view.
    private func scrollToShow(_ target: Int?, budget: Int, rowWidth: Int) {
        // A list that shrank, or kept an item's place by scrolling, must not leave blank lines
        // below its last row while rows above are hidden: the window slides back up.
        while table.viewState.firstRow > 0, fitsToEnd(from: table.viewState.firstRow - 1, budget: budget, rowWidth: rowWidth) {
            table.viewState.firstRow -= 1
        }
        guard let target, table.items.indices.contains(target) else { return }
        if target < table.viewState.firstRow {
            table.viewState.firstRow = target
        } else if target - table.viewState.firstRow >= budget {
            // Every row takes at least a line: nothing further up than this can share the screen.
            table.viewState.firstRow = target - budget + 1
        }
        while table.viewState.firstRow < target, !TableLines.showsWhole(target, in: lines(budget: budget, rowWidth: rowWidth), budget: budget) {
            table.viewState.firstRow += 1
        }
    }

    /// Whether every row from `offset` to the last fits in `budget` lines (bounded by a screenful).
    private func fitsToEnd(from offset: Int, budget: Int, rowWidth: Int) -> Bool {
        let shown = TableLines.lines(of: table, from: offset, budget: budget) { measure($0, rowWidth: rowWidth) }
        return TableLines.showsWhole(table.items.count - 1, in: shown, budget: budget)
    }

    /// The lines from the scroll offset on, measuring (and so building) the rows they reach.
    private func lines(budget: Int, rowWidth: Int) -> [TableLines.Line] {
        TableLines.lines(of: table, from: table.viewState.firstRow, budget: budget) { measure($0, rowWidth: rowWidth) }
    }

    /// The rows in view from the scroll offset, built and measured.
    private func visibleRows(budget: Int, rowWidth: Int) -> Range<Int> {
        let rows = TableLines.rows(in: lines(budget: budget, rowWidth: rowWidth))
        guard let first = rows.first, let last = rows.last else { return 0..<0 }
        return first..<(last + 1)
    }

    /// When every row in view is one view of cells side by side (an `HStack`), the width of each of its columns: the widest
    /// cell in it (or its column heading, when the cells' `width` is not set), or the `width` property; -1 for a column whose
    /// cells take the room left.
    private func columns(of rows: Range<Int>) -> [Int] {
        var widths: [Int] = []
        let titles = table.columnTitles
        for index in rows {
            guard let row = table.builtRow(at: index), row.views.count == 1,
                  let cells = (row.views.first as? ConsoleView)?.columnCells(context.inRow)
            else { return [] }
            if widths.count < cells.count { widths += Array(repeating: 0, count: cells.count - widths.count) }
            for (column, cell) in cells.enumerated() where widths[column] >= 0 {
                if let natural = context.inRow.naturalWidth(of: cell) {
                    // A heading wider than its cells widens the column, unless the cells' width is set.
                    let heading = column < titles.count && cell.width == 0 ? DisplayWidth.of(titles[column]) : 0
                    widths[column] = max(widths[column], max(natural, heading) + ViewLayout.marker(of: cell))
                } else {
                    widths[column] = -1
                }
            }
        }
        return widths
    }
}

/// The lines of a table's body: section headers and rows, from a scroll offset on.
enum TableLines {
    /// One line (or, for a row, the first of its lines) of the body.
    enum Line: Equatable {
        case section(Int)
        case row(Int, height: Int)
    }

    /// The lines shown from row `offset` on, section headers included, within `budget` lines;
    /// `height` gives each row's lines. When `offset` is inside a section, that section's header
    /// is pinned on the first line.
    static func lines(of table: Table, from offset: Int, budget: Int, height: (Int) -> Int) -> [Line] {
        var result: [Line] = []
        var used = 0
        var row = max(0, offset)
        var nextSection = firstSection(of: table, startingAtOrAfter: row)
        // Scrolled into a section: its header stays pinned on the first line.
        if let pinned = table.section(containing: row), table.sections[pinned].start < row, budget > height(row) {
            result.append(.section(pinned))
            used += 1
        }
        while used < budget, row < table.items.count {
            if nextSection < table.sections.count, table.sections[nextSection].start == row {
                result.append(.section(nextSection))
                nextSection += 1
                used += 1
                continue
            }
            let h = max(1, height(row))
            result.append(.row(row, height: h))
            used += h
            row += 1
        }
        return result
    }

    /// The rows among `lines`, in order.
    static func rows(in lines: [Line]) -> [Int] {
        lines.compactMap { if case .row(let index, _) = $0 { index } else { nil } }
    }

    /// Whether row `target` is among `lines` and ends within `budget` lines.
    static func showsWhole(_ target: Int, in lines: [Line], budget: Int) -> Bool {
        var used = 0
        for line in lines {
            switch line {
            case .section: used += 1
            case .row(let index, let height):
                used += height
                if index == target { return used <= budget }
            }
        }
        return false
    }

    /// The index of the first section that starts at or after `row` (binary search).
    static func firstSection(of table: Table, startingAtOrAfter row: Int) -> Int {
        var low = 0
        var high = table.sections.count
        while low < high {
            let mid = (low + high) / 2
            if table.sections[mid].start < row { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
