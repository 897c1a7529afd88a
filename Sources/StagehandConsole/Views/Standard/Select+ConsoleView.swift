import Stagehand

/// How the console shows a select: closed, the chosen option's title (or the placeholder,
/// dimmed) and `▾` on one line; open, a bordered list over the scene below it, the option under
/// the cursor reversed, the chosen one marked `•`, and what the person typed in the top border.
extension Select: ConsoleView, ConsoleOverlaying {
    /// The longest title (or the placeholder), a space and `▾`.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        let longest = choices.map { DisplayWidth.of($0.title) }.max() ?? 0
        return max(longest, DisplayWidth.of(placeholder), DisplayWidth.of(selectedTitle), 1) + 2
    }

    /// A list left open loses it when the select loses focus.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        if isOpen && !context.isFocused(self) { close() }
    }

    /// One line; while open and focused, the list is asked for over the frame.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let base = enabled ? CellStyle.plain : CellStyle([.dim])
        let nothing = selectedIndex == nil && selected == .null
        let text = nothing ? placeholder : selectedTitle
        canvas.write(text, x: 0, y: 0, maxWidth: max(0, canvas.width - 2), style: nothing ? CellStyle([.dim]) : base)
        if canvas.width >= 1 { canvas.write("▾", x: canvas.width - 1, y: 0, style: base) }
        if isOpen && context.isFocused(self) { canvas.requestOverlay(self) }
    }

    /// Closed: Enter, Space, Up and Down open the list. Open: Up and Down move, PageUp and
    /// PageDown by the list's rows, Home and End to the ends, Enter chooses, Escape (routed here
    /// while open) closes, Backspace and printable keys edit the filter.
    public func handle(_ key: Key) -> Bool {
        guard isOpen else {
            switch key {
            case .named(.enter), .named(.up), .named(.down), .character(" "):
                open()
                return true
            default:
                return false
            }
        }
        if handleMotion(key) { return true }
        switch key {
        case .named(.enter): chooseCursor()
        case .named(.escape): close()
        case .named(.backspace): setFilter(String(filter.dropLast()))
        case .character(let character): setFilter(filter + String(character))
        case .paste(let text): setFilter(filter + text.filter { Key.isPrintable($0) })
        case .named(.left), .named(.right): break
        default: return false
        }
        return true
    }

    /// `select: { table: id, row: N }` chooses option N (counted among the listed options while
    /// the list is open); a click on the select opens or closes the list.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        switch input {
        case .select(let row):
            if isOpen {
                let listed = shownOptions.count
                guard chooseListed(row: row) else { return .failed(ChoiceSteps.missing(row, of: self, count: listed) + "; the open list shows \(listed)") }
                return .done
            }
            guard options.indices.contains(row) else { return .failed(ChoiceSteps.missing(row, of: self, count: options.count)) }
            choose(at: row)
            return .done
        case .click:
            if isOpen { close() } else { open() }
            return .done
        default:
            return .unsupported
        }
    }

    // MARK: The open list

    var isOverlayOpen: Bool { isOpen }

    func overlaySize(anchorWidth: Int) -> (width: Int, height: Int) {
        let all = choices
        let shown = shownOptions
        let longest = shown.map { DisplayWidth.of(all[$0].title) }.max() ?? 0
        return (max(longest + 2, DisplayWidth.of(overlayTitle) + 2, DisplayWidth.of(Self.noMatch) + 1), max(1, min(shown.count, Self.listRows)))
    }

    var overlayTitle: String { filter.isEmpty ? "" : "/" + filter }

    /// Shown in the list when no title contains what was typed.
    static let noMatch = "no match"

    func drawOverlay(on canvas: inout ConsoleCanvas) {
        let all = choices
        let shown = shownOptions
        guard !shown.isEmpty else {
            canvas.write(Self.noMatch, x: 1, y: 0, style: CellStyle([.dim]))
            return
        }
        let rows = max(1, canvas.height)
        let first = firstListed(rows: rows, of: shown)
        let chosen = selectedIndex
        for line in 0..<rows {
            let row = first + line
            guard shown.indices.contains(row) else { break }
            let index = shown[row]
            canvas.write(index == chosen ? "•" : " ", x: 0, y: line, style: CellStyle([.bold]))
            canvas.write(all[index].title, x: 1, y: line, maxWidth: max(0, canvas.width - 1))
            if index == cursor {
                canvas.restyle(Rect(x: 0, y: line, width: canvas.width, height: 1)) { $0.attributes.insert(.inverse) }
            }
        }
    }

    /// The first listed option in view when the list shows `rows` lines: the cursor is always
    /// in view, even when the list got fewer lines than it wanted.
    private func firstListed(rows: Int, of shown: [Int]) -> Int {
        var first = min(firstShown, max(0, shown.count - rows))
        if let cursor, let row = shown.firstIndex(of: cursor) {
            if row < first { first = row }
            if row >= first + rows { first = row - rows + 1 }
        }
        return max(0, first)
    }

    func clickOverlay(atLine line: Int, rows: Int) -> Int? {
        let shown = shownOptions
        let row = firstListed(rows: max(1, rows), of: shown) + line
        guard shown.indices.contains(row) else { return nil }
        chooseListed(row: row)
        return row
    }

    func dismissOverlay() { close() }
}

/// How a select takes a click: it opens (or closes) its list.
extension Select: ClickHandling {
    /// Opens the list of options, or closes it when it is open.
    ///
    /// - Parameters:
    ///   - column: the column clicked.
    ///   - line: the line clicked.
    /// - Returns: nothing a step records beyond the focus: choosing is a click in the list.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        _ = perform(.click)
        return .focusOnly
    }
}

/// While open, the cursor moves through the listed options; a page is the list's rows, less one.
extension Select: LineMotionKeys {
    var linesPerPage: Int { Self.listRows - 1 }
    func move(byLines lines: Int) { moveListCursor(by: lines) }
    func move(toEnd: Bool) { moveListCursorToEnd(toEnd) }
}

/// The mark is the cursor of the open list; a closed select marks none.
extension Select: OptionMarking {
    /// The option under the open list's cursor; `nil` while the list is closed.
    public var markedOption: Int? { isOpen ? cursor : nil }
}
