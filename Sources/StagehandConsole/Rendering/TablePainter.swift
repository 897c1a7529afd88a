import Stagehand

/// Draws a table as ``TableLayout`` prepared it: header, column headings, the rows in view with
/// their section headers, footer, and a mark where rows run past the top (`▲`) or the bottom
/// (`▼`) of the table, as a scene marks what lies past its window. Reads the table and its built
/// rows; changes nothing.
struct TablePainter {
    let table: Table
    let context: ConsoleContext

    /// What row `index` reads as: the text of its cells in order, or its item's text when it has
    /// no built row.
    static func rowText(_ table: Table, _ index: Int) -> String {
        guard let row = table.builtRow(at: index) else { return table.items[index].displayText }
        return row.views.flatMap(\.subtree).map(\.displayedText).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    func draw(on canvas: inout ConsoleCanvas) {
        var area = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        if !table.header.isEmpty, area.height > 0 {
            canvas.write(table.header, x: area.x, y: area.y, maxWidth: area.width, style: CellStyle([.bold]))
            area = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        }
        if !table.columns.isEmpty, area.height > 0 {
            TableHeadings(table: table, context: context).draw(y: area.y, in: area, on: &canvas)
            area = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        }
        if !table.footer.isEmpty, area.height > 0 {
            canvas.write(table.footer, x: area.x, y: area.maxY - 1, maxWidth: area.width, style: CellStyle([.dim]))
            area = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
        }
        guard area.height > 0 else { return }
        guard !table.items.isEmpty else {
            // A failure says why there are no rows; `empty` would claim the list is empty.
            if let failure = table.failure {
                canvas.write(failure, x: area.x + 2, y: area.y, maxWidth: area.width - 2, style: CellStyle([.bold], foreground: .red))
            } else {
                canvas.write(table.isWaitingForData ? table.loading : table.empty, x: area.x + 2, y: area.y, maxWidth: area.width - 2, style: CellStyle([.dim]))
            }
            return
        }
        let focused = context.isFocused(table)
        let cursor = focused ? (table.cursorIndex ?? table.selectedIndex ?? 0) : (table.cursorIndex ?? table.selectedIndex)
        let rowContext = TableLayout(table: table, context: context).rowContext()
        let lines = TableLines.lines(of: table, from: table.shownState?.firstRow ?? 0, budget: area.height, height: table.rowLines)
        var y = area.y
        for line in lines {
            switch line {
            case .section(let s):
                let title = "─ " + table.sections[s].title + " "
                let used = canvas.write(title, x: area.x, y: y, maxWidth: area.width, style: CellStyle([.bold]))
                canvas.fill(Rect(x: area.x + used, y: y, width: area.width - used, height: 1), with: "─", style: CellStyle([.dim]))
                y += 1
            case .row(let index, let rowHeight):
                let height = min(rowHeight, area.maxY - y)
                let marker = index == cursor && focused ? "›" : (index == table.selectedIndex ? "•" : " ")
                canvas.write(marker, x: area.x, y: y, style: CellStyle([.bold]))
                let rowRect = Rect(x: area.x + TableLayout.markerColumns, y: y, width: area.width - TableLayout.markerColumns, height: height)
                if let row = table.builtRow(at: index) {
                    rowContext.drawStack(row.views, in: rowRect, on: &canvas)
                } else {
                    canvas.write(table.items[index].displayText, x: rowRect.x, y: y, maxWidth: rowRect.width)
                }
                if canvas.drawnBounds != nil {
                    canvas.noteRow(
                        of: table, index: index, at: Rect(x: area.x, y: y, width: area.width, height: height),
                        text: Self.rowText(table, index), selected: index == table.selectedIndex)
                }
                if index == table.selectedIndex {
                    let selection = context.cellStyle(named: "selection")
                    canvas.restyle(Rect(x: area.x, y: y, width: area.width, height: height)) { $0 = selection.within($0) }
                }
                y += rowHeight
            }
        }
        drawMarks(lines, in: area, on: &canvas)
    }

    /// `▲` on the body's first line when rows lie above it, `▼` on its last line when rows (or
    /// the rest of the last row shown) lie below: on a row's line in the markers' spare column
    /// (the first holds the cursor's mark), on a section header's in place of its leading `─`.
    private func drawMarks(_ lines: [TableLines.Line], in area: Rect, on canvas: inout ConsoleCanvas) {
        let shown = TableLines.rows(in: lines)
        guard let first = shown.first, let last = shown.last, area.width > 1 else { return }
        let style = CellStyle([.bold])
        func column(ofLine y: Int) -> Int {
            var used = 0
            for line in lines {
                switch line {
                case .section:
                    if used == y { return area.x }
                    used += 1
                case .row(_, let height):
                    if y < used + height { return area.x + 1 }
                    used += height
                }
            }
            return area.x + 1
        }
        if first > 0 {
            canvas.write(Self.moreAbove, x: column(ofLine: 0), y: area.y, style: style)
        }
        if last < table.items.count - 1 || !TableLines.showsWhole(last, in: lines, budget: area.height) {
            canvas.write(Self.moreBelow, x: column(ofLine: area.height - 1), y: area.maxY - 1, style: style)
        }
    }

    /// The marks a scene shows where there is more above and below.
    static let moreAbove = "▲"
    static let moreBelow = "▼"

}
