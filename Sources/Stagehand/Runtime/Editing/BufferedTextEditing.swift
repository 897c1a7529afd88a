/// A text control whose edits a ``TextBuffer`` makes: it gives the buffer of its text and keeps
/// what an edit or a move left, and gets the edit-publish-`change` and move steps in return.
protocol BufferedTextEditing: TextEditing {
    /// The text and the insertion point, to edit.
    var buffer: TextBuffer { get }
    /// Keeps the insertion point `edited` has and, when `textChanged`, its text as the control's
    /// own edit (so the insertion point is not reset as for text set from outside).
    func keep(_ edited: TextBuffer, textChanged: Bool)
}

extension BufferedTextEditing {
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
