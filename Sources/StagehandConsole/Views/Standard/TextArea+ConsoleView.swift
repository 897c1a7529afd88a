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
        let inner = max(0, canvas.width - 2)
        guard inner > 0 else { return }
        let style = enabled ? CellStyle.plain : CellStyle([.dim])
        let all = lines
        let position = cursorPosition
        for y in 0..<canvas.height {
            let index = firstVisibleLine + y
            canvas.write("[", x: 0, y: y, style: style)
            var used = 0
            if text.isEmpty, y == 0 {
                used = canvas.write(placeholder, x: 1, y: y, maxWidth: inner, style: CellStyle([.dim]))
            } else if all.indices.contains(index) {
                let characters = Array(all[index])
                let first = index == position.line ? min(max(0, firstVisibleCharacter), characters.count) : 0
                if first > 0 { used = canvas.write("…", x: 1, y: y, style: style) }
                used += canvas.write(String(characters[first...]), x: 1 + used, y: y, maxWidth: inner - used, style: style)
            }
            if used < inner {
                canvas.fill(Rect(x: 1 + used, y: y, width: inner - used, height: 1), with: "_", style: CellStyle([.dim]))
            }
            canvas.write("]", x: 1 + inner, y: y, style: style)
        }
        guard context.isFocused(self), position.line >= firstVisibleLine, position.line < firstVisibleLine + canvas.height else { return }
        let characters = all.indices.contains(position.line) ? Array(all[position.line]) : []
        let first = min(max(0, firstVisibleCharacter), characters.count)
        let lead = first > 0 ? 1 : 0
        let before = DisplayWidth.of(String(characters[first..<min(max(first, position.column), characters.count)]))
        canvas.placeCaret(x: 1 + lead + min(before, inner - 1 - lead), y: position.line - firstVisibleLine)
    }

    /// The editing keys of a text field, within and across lines; Enter inserts a line break,
    /// Up and Down move between lines (on the first or last line they leave the key to the
    /// stage, which moves focus).
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let c): type(String(c))
        case .paste(let text): paste(text)
        case .enter: insertLineBreak()
        case .up: return moveLine(by: -1)
        case .down: return moveLine(by: 1)
        case .left: moveCursor(by: -1)
        case .right: moveCursor(by: 1)
        case .home: moveToLineStart()
        case .end: moveToLineEnd()
        case .wordLeft: moveWordBackward()
        case .wordRight: moveWordForward()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .deleteToStart: deleteToStart()
        case .deleteToEnd: deleteToEnd()
        case .deleteWordBackward: deleteWordBackward()
        default: return false
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
