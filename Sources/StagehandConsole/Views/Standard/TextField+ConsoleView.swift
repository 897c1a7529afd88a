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
        let inner = max(0, canvas.width - 2)
        guard inner > 0 else { return }
        let style = enabled ? CellStyle.plain : CellStyle([.dim])
        canvas.write("[", x: 0, y: 0, style: style)
        let characters = Array(text)
        let first = min(max(0, firstVisibleCharacter), characters.count)
        var used = 0
        if text.isEmpty {
            used = canvas.write(placeholder, x: 1, y: 0, maxWidth: inner, style: CellStyle([.dim]))
        } else {
            if first > 0 { used = canvas.write("…", x: 1, y: 0, style: style) }
            used += canvas.write(String(characters[first...]), x: 1 + used, y: 0, maxWidth: inner - used, style: style)
        }
        if used < inner {
            canvas.fill(Rect(x: 1 + used, y: 0, width: inner - used, height: 1), with: "_", style: CellStyle([.dim]))
        }
        canvas.write("]", x: 1 + inner, y: 0, style: style)
        if context.isFocused(self) {
            let lead = first > 0 ? 1 : 0
            let before = DisplayWidth.of(String(characters[first..<min(max(first, cursor), characters.count)]))
            canvas.placeCaret(x: 1 + lead + min(before, inner - 1 - lead), y: 0)
        }
    }

    /// The editing keys every line editor has: arrows, Home and End (Ctrl-A, Ctrl-E), word
    /// moves, Backspace and Delete, Ctrl-U, Ctrl-K, Ctrl-W, typed and pasted text; Enter
    /// submits.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let c): type(String(c))
        case .paste(let text): paste(text)
        case .left: moveCursor(by: -1)
        case .right: moveCursor(by: 1)
        case .home: moveCursor(to: 0)
        case .end: moveCursor(to: text.count)
        case .wordLeft: moveWordBackward()
        case .wordRight: moveWordForward()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .deleteToStart: deleteToStart()
        case .deleteToEnd: deleteToEnd()
        case .deleteWordBackward: deleteWordBackward()
        case .enter: submit()
        default: return false
        }
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

/// Which part of a field's text is in view.
enum FieldWindow {
    /// The first character to show so that the insertion point stays in `room` columns, moving
    /// the window from `previous` as little as possible. When text is scrolled out on the left,
    /// a `…` takes the first column; the insertion point needs one column of its own at the end.
    static func firstVisible(_ characters: [Character], cursor: Int, previous: Int, room: Int) -> Int {
        guard room > 1 else { return min(max(0, cursor), characters.count) }
        let cursor = min(max(0, cursor), characters.count)
        var first = min(max(0, previous), cursor)
        func fits(from start: Int, to end: Int) -> Bool {
            let lead = start > 0 ? 1 : 0
            var width = 0
            for index in start..<end {
                width += DisplayWidth.of(characters[index])
                if width > room - 1 - lead { return false }
            }
            return true
        }
        // Right: until the text before the insertion point fits.
        while first < cursor, !fits(from: first, to: cursor) { first += 1 }
        // Left: show more of the start while everything up to the end still fits.
        while first > 0, fits(from: first - 1, to: characters.count) { first -= 1 }
        return first
    }
}
