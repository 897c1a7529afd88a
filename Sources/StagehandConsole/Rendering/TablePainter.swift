import Stagehand

/// Draws a table: header, the rows in view with their section headers, footer.
///
/// Work is proportional to the lines on screen, never to the number of rows: the window of
/// rows is found from the scroll offset (sections by binary search), only those rows are built,
/// and rows that scrolled away are dropped.
struct TablePainter {
    let table: Table
    let focused: Bool
    let painter: ViewPainter

    /// One line of the table's body.
    enum Line: Equatable {
        case section(Int)
        case row(Int)
    }

    func draw(in rect: Rect, on buffer: inout CellBuffer) {
        var area = rect
        if !table.header.isEmpty, area.height > 0 {
            buffer.write(table.header, x: area.x, y: area.y, maxWidth: area.width, style: CellStyle([.bold]))
            area = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        }
        if !table.footer.isEmpty, area.height > 0 {
            buffer.write(table.footer, x: area.x, y: area.maxY - 1, maxWidth: area.width, style: CellStyle([.dim]))
            area = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
        }
        guard area.height > 0 else { return }
        guard !table.items.isEmpty else {
            buffer.write(table.empty, x: area.x + 2, y: area.y, maxWidth: area.width - 2, style: CellStyle([.dim]))
            return
        }
        let rowHeight = measuredRowHeight(width: area.width - 2)
        let cursor = focused ? (table.cursorIndex ?? table.selectedIndex ?? 0) : (table.cursorIndex ?? table.selectedIndex)
        scrollToShow(cursor, lines: area.height, rowHeight: rowHeight)

        var y = area.y
        var firstRow = Int.max
        var lastRow = -1
        for line in lines(from: table.scrollOffset, budget: area.height, rowHeight: rowHeight) {
            switch line {
            case .section(let s):
                let title = "─ " + table.sections[s].title + " "
                let used = buffer.write(title, x: area.x, y: y, maxWidth: area.width, style: CellStyle([.bold]))
                buffer.fill(Rect(x: area.x + used, y: y, width: area.width - used, height: 1), with: "─", style: CellStyle([.dim]))
                y += 1
            case .row(let index):
                firstRow = min(firstRow, index)
                lastRow = max(lastRow, index)
                let height = min(rowHeight, area.maxY - y)
                let marker = index == cursor && focused ? "›" : (index == table.selectedIndex ? "•" : " ")
                buffer.write(marker, x: area.x, y: y, style: CellStyle([.bold]))
                let rowRect = Rect(x: area.x + 2, y: y, width: area.width - 2, height: height)
                if let row = table.row(at: index) {
                    painter.drawStack(row.views, in: rowRect, on: &buffer)
                } else {
                    buffer.write(table.items[index].displayText, x: rowRect.x, y: y, maxWidth: rowRect.width)
                }
                if index == table.selectedIndex {
                    buffer.updateStyle(in: Rect(x: area.x, y: y, width: area.width, height: height)) { $0.attributes.insert(.inverse) }
                }
                y += rowHeight
            }
        }
        if lastRow >= firstRow { table.keepRows(in: firstRow..<(lastRow + 1)) }
    }

    /// The height of a row, measured on the first row in view (rows share one height so that
    /// scrolling a million rows needs no per-row measuring).
    private func measuredRowHeight(width: Int) -> Int {
        let probe = min(max(0, table.scrollOffset), table.items.count - 1)
        guard let row = table.row(at: probe) else { return 1 }
        let lines = row.views.map { ViewLayout.height(of: $0, width: width).lines }.reduce(0, +)
        return max(1, lines)
    }

    /// Moves the scroll offset the least needed to bring `target` into view.
    private func scrollToShow(_ target: Int?, lines budget: Int, rowHeight: Int) {
        table.scrollOffset = min(max(0, table.scrollOffset), table.items.count - 1)
        // A list that shrank, or kept an item's place by scrolling, must not leave blank lines
        // below its last row while rows above are hidden: the window slides back up.
        while table.scrollOffset > 0, fitsToEnd(from: table.scrollOffset - 1, budget: budget, rowHeight: rowHeight) {
            table.scrollOffset -= 1
        }
        guard let target, table.items.indices.contains(target) else { return }
        if target < table.scrollOffset {
            table.scrollOffset = target
            return
        }
        // Slide down until the target's row is the last one that fits; bounded by one screenful.
        let capacity = max(1, budget / rowHeight)
        if target >= table.scrollOffset + capacity { table.scrollOffset = target - capacity + 1 }
        while table.scrollOffset < target,
            !lines(from: table.scrollOffset, budget: budget, rowHeight: rowHeight).contains(.row(target))
        {
            table.scrollOffset += 1
        }
    }

    /// Whether every row from `offset` to the last fits in `budget` lines (bounded by a screenful).
    private func fitsToEnd(from offset: Int, budget: Int, rowHeight: Int) -> Bool {
        let shown = lines(from: offset, budget: budget, rowHeight: rowHeight)
        guard shown.last == .row(table.items.count - 1) else { return false }
        let used = shown.reduce(0) { total, line in
            if case .row = line { return total + rowHeight }
            return total + 1
        }
        return used <= budget
    }

    /// The lines shown from row `offset` on, section headers included, within `budget` lines.
    /// When `offset` is inside a section, that section's header is pinned on the first line.
    func lines(from offset: Int, budget: Int, rowHeight: Int) -> [Line] {
        var result: [Line] = []
        var used = 0
        var row = offset
        var nextSection = firstSection(startingAtOrAfter: offset)
        if let pinned = table.section(containing: offset), table.sections[pinned].start < offset, budget > rowHeight {
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
            result.append(.row(row))
            used += rowHeight
            row += 1
        }
        return result
    }

    /// The index of the first section that starts at or after `row` (binary search).
    private func firstSection(startingAtOrAfter row: Int) -> Int {
        var low = 0
        var high = table.sections.count
        while low < high {
            let mid = (low + high) / 2
            if table.sections[mid].start < row { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
