import Stagehand

/// The console's layout of a table, kept between frames: where it is scrolled to, which rows
/// are in view, how tall each built row is and the column widths their cells line up to. The
/// table sees only what ``Stagehand/TableViewport`` shows of it.
package final class TableViewState: TableViewport {
    /// The first row in view.
    package var firstRow = 0
    /// How many rows fit in view, as the table was last laid out.
    package var pageSize = 1
    /// The rows in view, as the table was last laid out.
    package var visibleRows: Range<Int> = 0..<0
    /// Column widths the cells of the rows in view line up to (-1 for a column that takes the
    /// room left); empty when rows are not columns.
    var columnWidths: [Int] = []
    /// The lines each built row takes, as last measured, by row object.
    private var heights: [ObjectIdentifier: (row: Weak, lines: Int)] = [:]

    /// A row held without keeping it alive, so a height is never read for another row that
    /// happens to take a dropped row's place in memory.
    struct Weak {
        weak var row: TableRow?
    }

    /// The lines `row` takes, as last measured; 1 before it is measured.
    func height(of row: TableRow) -> Int {
        guard let entry = heights[ObjectIdentifier(row)], entry.row.row === row else { return 1 }
        return entry.lines
    }

    /// Records the lines `row` takes; false when it took as many already.
    func setHeight(_ lines: Int, of row: TableRow) -> Bool {
        let key = ObjectIdentifier(row)
        if let entry = heights[key], entry.row.row === row, entry.lines == lines { return false }
        heights[key] = (Weak(row: row), lines)
        return true
    }

    /// Forgets the heights of rows no longer built.
    func dropHeights(keeping rows: [TableRow]) {
        guard heights.count > rows.count else { return }
        let kept = Set(rows.map(ObjectIdentifier.init))
        heights = heights.filter { kept.contains($0.key) && $0.value.row.row != nil }
    }
}

extension Table {
    /// The console's layout of the table, made the first time the table is laid out.
    var viewState: TableViewState {
        if let state = viewport as? TableViewState { return state }
        let state = TableViewState()
        viewport = state
        return state
    }

    /// The console's layout of the table if it has been laid out; for drawing, which changes nothing.
    var shownState: TableViewState? { viewport as? TableViewState }

    /// The lines each row takes, by index: its measured height when built, else 1.
    var rowLines: (Int) -> Int {
        let state = shownState
        return { [self] index in
            guard let state, let row = builtRow(at: index) else { return 1 }
            return state.height(of: row)
        }
    }
}
