/// A text control whose edits a ``TextBuffer`` makes, as `TextField` (one line) and `TextArea`
/// (many lines) do: it gives the buffer of its text and keeps what an edit or a move left, and
/// gets typing, pasting, deleting and moving the insertion point, each edit publishing `change`.
///
/// A custom editor adopts it to edit the way the standard text controls do.
public protocol BufferedTextEditing: TextEditing {
    /// The text and the insertion point, to edit: one line, or many.
    var buffer: TextBuffer { get }

    /// Keeps what an edit or a move left.
    ///
    /// - Parameters:
    ///   - edited: The buffer after the edit or move; its insertion point is kept.
    ///   - textChanged: Whether its text changed and is kept too, as the control's own edit (so
    ///     the insertion point is not reset as for text set from outside).
    func keep(_ edited: TextBuffer, textChanged: Bool)
}

extension BufferedTextEditing {
    // MARK: Typing

    /// Types text as a person would, one character at a time at the insertion point, publishing
    /// `change` after each; in a control of many lines a line break starts a new line.
    ///
    /// - Parameter typed: The text typed.
    public func type(_ typed: String) {
        // One buffer for the whole text, so each character is inserted where the last one left
        // the insertion point, not found again from the start of the text.
        var edited = buffer
        for character in edited.typeable(typed) {
            // A responder to `change` that set the text has the last word: start from it.
            if edited.text != text { edited = buffer }
            guard edited.insert(String(character)) else { continue }
            keep(edited, textChanged: true)
            publish("change", value: .string(text))
        }
    }

    /// Inserts pasted text at the insertion point in one edit, publishing `change` once. A
    /// control of one line gets line breaks and tabs as spaces; one of many lines keeps the
    /// line breaks.
    ///
    /// - Parameter pasted: The text pasted.
    public func paste(_ pasted: String) {
        edit { $0.insert($0.pasteable(pasted)) }
    }

    // MARK: Deleting

    /// Deletes the character before the insertion point (Backspace), publishing `change`: at
    /// the start of a line of many, the line break, joining the line to the one above.
    public func deleteBackward() { edit { $0.deleteBackward() } }

    /// Deletes the character after the insertion point (Delete), publishing `change`: at the
    /// end of a line of many, the line break, joining the next line to it.
    public func deleteForward() { edit { $0.deleteForward() } }

    /// Deletes from the start of the insertion point's line to it (Ctrl-U).
    public func deleteToStart() { edit { $0.deleteToLineStart() } }

    /// Deletes from the insertion point to the end of its line (Ctrl-K).
    public func deleteToEnd() { edit { $0.deleteToLineEnd() } }

    /// Deletes the word before the insertion point, and the spaces after it (Ctrl-W).
    public func deleteWordBackward() { edit { $0.deleteWordBackward() } }

    /// Empties the text (a script's `clear`), publishing `change` when there was text.
    public func clear() { edit { $0.clear() } }

    /// Replaces the whole text (a responder clearing it), publishing `change`; the insertion
    /// point goes to its end.
    ///
    /// - Parameter newText: The text that replaces it.
    public func setText(_ newText: String) {
        text = newText
        publish("change", value: .string(text))
    }

    // MARK: Moving the insertion point

    /// Moves the insertion point by `delta` characters (across lines), staying inside the text.
    ///
    /// - Parameter delta: How many characters to move: negative to the left.
    public func moveCursor(by delta: Int) { move { $0.moveCursor(by: delta) } }

    /// Puts the insertion point before character `index` (clamped to the text).
    ///
    /// - Parameter index: How many characters lie before it, from 0.
    public func moveCursor(to index: Int) { move { $0.moveCursor(to: index) } }

    /// Moves to the start of the insertion point's line (Home, Ctrl-A).
    public func moveToLineStart() { move { $0.moveToLineStart() } }

    /// Moves to the end of the insertion point's line (End, Ctrl-E).
    public func moveToLineEnd() { move { $0.moveToLineEnd() } }

    /// Moves to the start of the word before the insertion point (Alt-B, Ctrl-Left).
    public func moveWordBackward() { move { $0.moveWordBackward() } }

    /// Moves past the end of the word after the insertion point (Alt-F, Ctrl-Right).
    public func moveWordForward() { move { $0.moveWordForward() } }

    // MARK: Helpers

    /// Makes `change` on the text; when it changed the text, keeps it and the insertion point
    /// and publishes `change` with the new text.
    func edit(_ change: (inout TextBuffer) -> Bool) {
        var edited = buffer
        guard change(&edited) else { return }
        keep(edited, textChanged: true)
        publish("change", value: .string(text))
    }

    /// Moves the insertion point as `change` does.
    func move(_ change: (inout TextBuffer) -> Void) {
        var moved = buffer
        change(&moved)
        keep(moved, textChanged: false)
    }
}
