import Stagehand

/// How the console shows a text field: one line of editable text.
extension TextField: ConsoleView {
    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// Keeps the insertion point in view: text wider than the field scrolls sideways, the
    /// least needed, and scrolls back when the text gets shorter.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        firstVisibleCharacter = FieldWindow.firstVisible(
            Array(text), cursor: cursor, previous: firstVisibleCharacter, room: max(0, width - 2))
    }

    /// `[text___]`: the placeholder dimmed while empty, `…` where text is scrolled out of
    /// view, and the terminal's caret at the insertion point when the field has focus.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        guard canvas.width > 2 else { return }
        let characters = Array(text)
        let first = min(max(0, firstVisibleCharacter), characters.count)
        let row: FieldWindow.Row = text.isEmpty ? .placeholder(placeholder) : .text(characters, first: first)
        FieldWindow.draw(row, y: 0, enabled: enabled, on: &canvas)
        if context.isFocused(self) {
            FieldWindow.placeCaret(in: characters, first: first, column: cursor, y: 0, on: &canvas)
        }
    }

    /// The editing keys every line editor has: arrows, Home and End (Ctrl-A, Ctrl-E), word
    /// moves, Backspace and Delete, Ctrl-U, Ctrl-K, Ctrl-W, typed and pasted text; Enter
    /// submits.
    public func handle(_ key: Key) -> Bool {
        guard key == .named(.enter) else { return handleEditingKey(key) }
        submit()
        return true
    }

    /// `type`, `submit` and `clear`.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        switch input {
        case .type(let text): type(text)
        case .submit: submit()
        case .clear: clear()
        default: return .unsupported
        }
        return .done
    }
}

/// How a text field takes a click: its caret goes where the click landed.
extension TextField: ClickHandling {
    /// Puts the caret before the character under the click.
    ///
    /// - Parameters:
    ///   - column: the column clicked, in the field's window on its text.
    ///   - line: the line clicked (a field has one).
    /// - Returns: nothing a step records beyond the focus.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        let characters = Array(text)
        let first = min(max(0, firstVisibleCharacter), characters.count)
        moveCursor(to: FieldWindow.column(at: column, in: characters, first: first))
        return .focusOnly
    }
}
