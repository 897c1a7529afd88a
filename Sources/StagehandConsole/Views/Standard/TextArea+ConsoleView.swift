import Stagehand

/// How the console shows a text area: several lines of editable text.
extension TextArea: ConsoleView {
    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// Its `height` in lines; without one, as many lines as its text has.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        .fixed(max(1, lines.count))
    }

    /// Keeps the insertion point in view: the lines scroll up and down, the insertion point's
    /// line sideways, each the least needed.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        let position = cursorPosition
        let shown = max(1, height)
        if position.line < firstVisibleLine { firstVisibleLine = position.line }
        if position.line >= firstVisibleLine + shown { firstVisibleLine = position.line - shown + 1 }
        firstVisibleLine = min(max(0, firstVisibleLine), max(0, lines.count - 1))
        let line = lines.indices.contains(position.line) ? Array(lines[position.line]) : []
        firstVisibleCharacter = FieldWindow.firstVisible(
            line, cursor: position.column, previous: firstVisibleCharacter, room: max(0, width - 2))
    }

    /// Each line shown as `[text___]`, the placeholder dimmed while empty, `…` where the
    /// insertion point's line is scrolled sideways, and the caret at the insertion point when
    /// the area has focus.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        guard canvas.width > 2 else { return }
        let all = lines
        let position = cursorPosition
        func characters(ofLine index: Int) -> [Character] { all.indices.contains(index) ? Array(all[index]) : [] }
        let cursorLine = characters(ofLine: position.line)
        let first = min(max(0, firstVisibleCharacter), cursorLine.count)
        for y in 0..<canvas.height {
            let index = firstVisibleLine + y
            let row: FieldWindow.Row
            if text.isEmpty, y == 0 {
                row = .placeholder(placeholder)
            } else if all.indices.contains(index) {
                row = .text(characters(ofLine: index), first: index == position.line ? first : 0)
            } else {
                row = .empty
            }
            FieldWindow.draw(row, y: y, enabled: enabled, on: &canvas)
        }
        guard context.isFocused(self), position.line >= firstVisibleLine, position.line < firstVisibleLine + canvas.height else { return }
        FieldWindow.placeCaret(in: cursorLine, first: first, column: position.column, y: position.line - firstVisibleLine, on: &canvas)
    }

    /// The editing keys of a text field, within and across lines; Enter inserts a line break,
    /// Up and Down move between lines (on the first or last line they leave the key to the
    /// stage, which moves focus).
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.enter): insertLineBreak()
        case .named(.up): return moveLine(by: -1)
        case .named(.down): return moveLine(by: 1)
        default: return handleEditingKey(key)
        }
        return true
    }

    /// `type` (a line break in the text starts a new line) and `clear`.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        switch input {
        case .type(let text): type(text)
        case .clear: clear()
        default: return .unsupported
        }
        return .done
    }
}
