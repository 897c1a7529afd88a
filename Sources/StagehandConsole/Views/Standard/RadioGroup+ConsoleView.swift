import Stagehand

/// How the console shows a radio group: one line per option, `(•)` on the chosen one and
/// `( )` on the others; the option under the cursor is shown reversed while the group has focus.
extension RadioGroup: ConsoleView {
    /// The mark, a space and the longest title.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        4 + (choices.map { DisplayWidth.of($0.title) }.max() ?? 0)
    }

    /// A line for each option (at least one); `height` shows fewer and scrolls.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        .fixed(height > 0 ? height : max(1, options.count))
    }

    /// Scrolls the cursor into view.
    public func prepare(width: Int, height lines: Int, _ context: ConsoleContext) {
        guard lines > 0, let cursor = shownCursor else {
            firstShown = 0
            return
        }
        var first = min(firstShown, max(0, options.count - lines))
        if cursor < first { first = cursor }
        if cursor >= first + lines { first = cursor - lines + 1 }
        firstShown = max(0, first)
    }

    /// The options in view.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let all = choices
        let chosen = selectedIndex
        let cursor = context.isFocused(self) ? shownCursor : nil
        let base = enabled ? CellStyle.plain : CellStyle([.dim])
        for line in 0..<canvas.height {
            let index = firstShown + line
            guard all.indices.contains(index) else { break }
            let used = canvas.write((index == chosen ? "(•) " : "( ) ") + all[index].title, x: 0, y: line, style: base)
            if index == cursor {
                canvas.restyle(Rect(x: 0, y: line, width: max(used, 1), height: 1)) { $0.attributes.insert(.inverse) }
            }
        }
    }

    /// Up and Down move the cursor, PageUp and PageDown by what is in view, Home and End to
    /// the first and last option; Space and Enter choose the option under the cursor.
    public func handle(_ key: Key) -> Bool {
        if handleMotion(key) { return true }
        switch key {
        case .named(.enter), .character(" "):
            guard let cursor = shownCursor else { return true }
            choose(at: cursor)
        default: return false
        }
        return true
    }

    private var shownLines: Int { height > 0 ? height : options.count }

    /// `select: { table: id, row: N }` and a click on an option choose option N.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        guard case .select(let row) = input else { return .unsupported }
        guard options.indices.contains(row) else { return .failed(ChoiceSteps.missing(row, of: self, count: options.count)) }
        choose(at: row)
        return .done
    }

    /// The option drawn on line `line`, for a click.
    func option(atLine line: Int) -> Int? {
        let index = firstShown + line
        return options.indices.contains(index) ? index : nil
    }
}

/// What script steps on a choice say when they name an option that is not there.
enum ChoiceSteps {
    static func missing(_ row: Int, of view: View, count: Int) -> String {
        let name = view.id ?? String(describing: type(of: view))
        return "\(type(of: view)) '\(name)' has \(count) option\(count == 1 ? "" : "s"); option \(row) does not exist (options count from 0)"
    }
}

/// How a radio group takes a click: the option under it is chosen.
extension RadioGroup: ClickHandling {
    /// Chooses the option on `line`.
    ///
    /// - Parameters:
    ///   - column: the column clicked; any column of an option's line chooses it.
    ///   - line: the line clicked.
    /// - Returns: the option chosen, if the click landed on one.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        guard let option = option(atLine: line) else { return .focusOnly }
        _ = perform(.select(row: option))
        return ConsoleClick(row: option, isChoice: true)
    }
}

/// The cursor moves through the options; a page is what the group shows, less one.
extension RadioGroup: LineMotionKeys {
    var linesPerPage: Int { max(1, shownLines - 1) }
    func move(byLines lines: Int) { moveCursor(by: lines) }
    func move(toEnd: Bool) { moveCursorToEnd(toEnd) }
}

/// The mark is the cursor, drawn while the group has focus (the screen reader speaks only of
/// the focused view).
extension RadioGroup: OptionMarking {
    /// The option under the cursor: the chosen one until the person moves it, else the first.
    public var markedOption: Int? { shownCursor }
}
