/// Where a text control keeps its insertion point: where its own edits and moves left it, or
/// the end of the text once the text is set from outside (a binding, a responder, the scene).
///
/// A class, so that setting the control's text while keeping an edit (which tells the caret
/// the text was set) does not overlap an access to a stored value.
final class TextCaret {
    /// Where edits and moves left the insertion point; `nil` at the end of the text.
    private var stored: Int?
    /// Set while the control keeps its own edit, so setting its text does not reset the caret.
    private var isEditing = false

    /// The insertion point in `text`, clamped to it.
    func position(in text: String) -> Int {
        min(stored ?? text.count, text.count)
    }

    /// The control's text was set: from outside, the insertion point goes to the end.
    func textWasSet() {
        if !isEditing { stored = nil }
    }

    /// Keeps what an edit or a move left: the insertion point and, when `textChanged`, the
    /// text, which `setText` stores as the control's own edit.
    func keep(_ edited: TextBuffer, textChanged: Bool, setText: (String) -> Void) {
        if textChanged {
            isEditing = true
            setText(edited.text)
            isEditing = false
        }
        stored = edited.cursor
    }
}
