import Stagehand

/// How the console shows a table: its visible rows, with a cursor that keys move.
extension Table: ConsoleView {
    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// Its `height` in lines plus header, column headings and footer. Without a `height`, a share of what its
    /// stack has left, up to what all its rows and section headers need (rows not built yet
    /// count a line), and at least a line for each of its first three rows (or one line,
    /// empty), so a scene too tall for the terminal still shows some of its rows where it
    /// scrolls. A list too long to count quickly takes whatever is left.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        let chrome = linesAboveRows + (footer.isEmpty ? 0 : 1)
        if height > 0 { return .fixed(chrome + height) }
        let least = chrome + min(3, max(1, items.count))
        guard items.count <= Self.countedRows else { return .flexible(minimum: least) }
        var lines = sections.count
        let linesOfRow = rowLines
        for index in items.indices { lines += max(1, linesOfRow(index)) }
        return .flexible(minimum: least, maximum: chrome + max(1, lines))
    }

    /// The most rows a table counts to know how many lines it needs.
    static let countedRows = 2_000

    /// Scrolls the cursor into view, builds the rows in view (and drops the others), measures
    /// each of them and lines their cells up as columns.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        TableLayout(table: self, context: context).prepare(width: width, height: height)
    }

    /// Header, the rows in view with their section headers, footer.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        TablePainter(table: self, context: context).draw(on: &canvas)
    }

    /// Arrows move the cursor a row, PageUp and PageDown a screenful, Home and End to the
    /// first and last row; Enter selects the row under the cursor.
    public func handle(_ key: Key) -> Bool {
        // A focused table shows its cursor on the first row before any key moved it: moves
        // start from there, so the first Down goes to the second row.
        if cursorIndex == nil, selectedIndex == nil, let name = key.keyName, [.up, .down, .pageUp, .pageDown].contains(name) {
            moveCursorToFirst()
        }
        switch key {
        case .named(.up): moveCursor(by: -1)
        case .named(.down): moveCursor(by: 1)
        case .named(.pageUp): moveCursor(pages: -1)
        case .named(.pageDown): moveCursor(pages: 1)
        case .named(.home): moveCursorToFirst()
        case .named(.end): moveCursorToLast()
        case .named(.enter), .character(" "): return selectCursorRow()
        // The arrows are a table's keys even where they move nothing: a shortcut bound to
        // one does not fire while a table has focus.
        case .named(.left), .named(.right): return true
        default: return false
        }
        return true
    }

    /// `select`.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        guard case .select(let row) = input else { return .unsupported }
        guard items.indices.contains(row) else {
            return .failed("table '\(id ?? "?")' has \(items.count) row\(items.count == 1 ? "" : "s"); row \(row) does not exist (rows count from 0)\(loadingHint)")
        }
        select(row: row)
        return .done
    }
}

/// How a table takes the mouse: a click selects the row under it; the wheel and the page keys
/// move its cursor, and a page key at its end scrolls the scene.
extension Table: ClickHandling, RowCursorPaging, RowCursorShowing {
    /// The row the arrow keys are on; `nil` before any key or click put the cursor on a row.
    public var cursorRow: Int? { cursorIndex }

    /// The row a focused table's frame marks: its cursor, which starts on the selection, else
    /// on the first row (as `TablePainter` draws it).
    public var markedRow: Int? { cursorIndex ?? selectedIndex ?? 0 }

    /// Selects the row drawn on `line` (the header and column headings come first).
    ///
    /// - Parameters:
    ///   - column: the column clicked; any column of a row selects it.
    ///   - line: the line clicked, from the table's top.
    /// - Returns: the row selected, if the click landed on one.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        guard let row = row(atLine: line) else { return .focusOnly }
        _ = perform(.select(row: row))
        return ConsoleClick(row: row)
    }

    /// The row drawn on line `line` of the table, if any.
    private func row(atLine line: Int) -> Int? {
        let bodyLine = line - linesAboveRows
        guard bodyLine >= 0 else { return nil }
        let lines = TableLines.lines(of: self, from: shownState?.firstRow ?? 0, budget: bodyLine + 1, height: rowLines)
        var used = 0
        for entry in lines {
            switch entry {
            case .section:
                if used == bodyLine { return nil }
                used += 1
            case .row(let index, let height):
                if bodyLine < used + height { return index }
                used += height
            }
        }
        return nil
    }
}
