import Stagehand

/// How the console shows a text area: several lines of editable text in one box, so it reads
/// as one field of many lines and never as a stack of one-line fields.
extension TextArea: ConsoleView, MeasuresOwnHeight {
    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// Its `height` in lines of text (without one, as many lines as its text has), and the
    /// box's top and bottom lines.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        .fixed((height > 0 ? height : max(1, lines.count)) + 2 * Self.border)
    }

    /// The box's lines and columns on each side of the text.
    static let border = 1

    /// Keeps the insertion point in view: the lines scroll up and down, the insertion point's
    /// line sideways, each the least needed.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        let position = cursorPosition
        let shown = max(1, height - 2 * Self.border)
        if position.line < firstVisibleLine { firstVisibleLine = position.line }
        if position.line >= firstVisibleLine + shown { firstVisibleLine = position.line - shown + 1 }
        firstVisibleLine = min(max(0, firstVisibleLine), max(0, lines.count - 1))
        let line = lines.indices.contains(position.line) ? Array(lines[position.line]) : []
        firstVisibleCharacter = FieldWindow.firstVisible(
            line, cursor: position.column, previous: firstVisibleCharacter, room: max(0, width - 2 * Self.border))
    }

    /// One box (`┌─┐ │ │ └─┘`, dimmed with the text when the area is disabled) holding the
    /// lines in view: the placeholder dimmed while empty, `…` where the insertion point's line
    /// is scrolled sideways, and the caret at the insertion point when the area has focus. Given
    /// fewer than three lines, the box has no room: the lines are drawn alone, as a field's are.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        guard canvas.width > 2 else { return }
        let boxed = canvas.height >= 3
        let top = boxed ? Self.border : 0
        let shown = canvas.height - 2 * top
        let all = lines
        let position = cursorPosition
        func characters(ofLine index: Int) -> [Character] { all.indices.contains(index) ? Array(all[index]) : [] }
        let cursorLine = characters(ofLine: position.line)
        let first = min(max(0, firstVisibleCharacter), cursorLine.count)
        let style = enabled ? CellStyle.plain : CellStyle([.dim])
        if boxed { drawBox(on: &canvas, style: style) }
        for y in 0..<shown {
            let index = firstVisibleLine + y
            let row: FieldWindow.Row
            if text.isEmpty, y == 0 {
                row = .placeholder(placeholder)
            } else if all.indices.contains(index) {
                row = .text(characters(ofLine: index), first: index == position.line ? first : 0)
            } else {
                row = .empty
            }
            if boxed {
                Self.drawInside(row, y: top + y, style: style, on: &canvas)
            } else {
                FieldWindow.draw(row, y: y, enabled: enabled, on: &canvas)
            }
        }
        guard context.isFocused(self), position.line >= firstVisibleLine, position.line < firstVisibleLine + shown else { return }
        FieldWindow.placeCaret(in: cursorLine, first: first, column: position.column, y: top + position.line - firstVisibleLine, on: &canvas)
    }

    /// The box's frame around the whole canvas.
    private func drawBox(on canvas: inout ConsoleCanvas, style: CellStyle) {
        let width = canvas.width
        let height = canvas.height
        let rule = String(repeating: "─", count: max(0, width - 2))
        canvas.write("┌" + rule + "┐", x: 0, y: 0, style: style)
        for y in 1..<(height - 1) {
            canvas.write("│", x: 0, y: y, style: style)
            canvas.write("│", x: width - 1, y: y, style: style)
        }
        canvas.write("└" + rule + "┘", x: 0, y: height - 1, style: style)
    }

    /// One line of text inside the box, between its sides.
    private static func drawInside(_ row: FieldWindow.Row, y: Int, style: CellStyle, on canvas: inout ConsoleCanvas) {
        let inner = max(0, canvas.width - 2 * border)
        switch row {
        case .placeholder(let placeholder):
            canvas.write(placeholder, x: border, y: y, maxWidth: inner, style: CellStyle([.dim]))
        case .text(let characters, let first):
            var used = 0
            if first > 0 { used = canvas.write("…", x: border, y: y, style: style) }
            canvas.write(String(characters[first...]), x: border + used, y: y, maxWidth: inner - used, style: style)
        case .empty:
            break
        }
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

/// How a text area takes a click: its caret goes where the click landed.
extension TextArea: ClickHandling {
    /// Puts the caret before the character under the click; below the last line, at the end.
    ///
    /// - Parameters:
    ///   - column: the column clicked.
    ///   - line: the line clicked; the box's top line holds no text.
    /// - Returns: nothing a step records beyond the focus.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        let textLine = firstVisibleLine + line - TextArea.border
        let lines = self.lines
        guard lines.indices.contains(textLine) else {
            moveCursor(to: text.count)
            return .focusOnly
        }
        let characters = Array(lines[textLine])
        let first = textLine == cursorPosition.line ? min(max(0, firstVisibleCharacter), characters.count) : 0
        moveCursor(toLine: textLine, column: FieldWindow.column(at: column, in: characters, first: first))
        return .focusOnly
    }
}
