/// An editable line of text; publishes `change` on every edit and `submit` on Enter.
///
/// The field keeps an insertion point, ``cursor``, counted in characters (grapheme clusters),
/// so a wide character, an accented letter made of two scalars or a flag is one step for the
/// arrow keys and one deletion for Backspace. Editing happens at the insertion point, the way
/// every line editor does it; text set from outside (a binding, a responder) puts the insertion
/// point at its end.
public final class TextField: View, TextEditing, BufferedTextEditing {
    override public class var summary: String { "An editable line of text; publishes 'change' on every edit and 'submit' on Enter" }
    override public class var events: [String] { ["change", "submit"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .textInput] }
    override public class var isFocusable: Bool { true }

    /// Shown dimmed while the field is empty.
    @Property("Shown dimmed while the field is empty") public var placeholder = ""
    /// The text in the field.
    @Property("The text in the field") public var text = "" {
        didSet { if !isEditing { storedCursor = nil } }
    }

    /// The insertion point: how many characters of ``text`` lie before it (0 is the start).
    public private(set) var cursor: Int {
        get { min(storedCursor ?? text.count, text.count) }
        set { storedCursor = newValue }
    }
    /// The insertion point as edits left it; `nil` at the end of the text (where text set
    /// from outside, or given in the scene, puts it).
    private var storedCursor: Int?
    /// The first character shown when the text is wider than the field; the console keeps the
    /// insertion point in view by moving it before each frame.
    public var firstVisibleCharacter = 0
    /// Set while the field edits its own text, so the insertion point is not reset to the end.
    private var isEditing = false

    override public var displayedText: String { text }

    // MARK: Typing

    /// Types text as a person would, one character at a time at the insertion point,
    /// publishing `change` after each.
    public func type(_ typed: String) {
        for character in buffer.typeable(typed) {
            edit { $0.insert(String(character)) }
        }
    }

    /// Inserts pasted text at the insertion point in one edit, publishing `change` once.
    /// Line breaks and tabs become spaces: the field holds one line.
    public func paste(_ pasted: String) {
        edit { $0.insert($0.pasteable(pasted)) }
    }

    // MARK: Deleting

    /// Deletes the character before the insertion point (Backspace), publishing `change`.
    public func deleteBackward() { edit { $0.deleteBackward() } }

    /// Deletes the character after the insertion point (Delete), publishing `change`.
    public func deleteForward() { edit { $0.deleteForward() } }

    /// Deletes from the start of the line to the insertion point (Ctrl-U).
    public func deleteToStart() { edit { $0.deleteToLineStart() } }

    /// Deletes from the insertion point to the end of the line (Ctrl-K).
    public func deleteToEnd() { edit { $0.deleteToLineEnd() } }

    /// Deletes the word before the insertion point, and the spaces after it (Ctrl-W).
    public func deleteWordBackward() { edit { $0.deleteWordBackward() } }

    /// Empties the field (a script's `clear`), publishing `change` when there was text.
    public func clear() { edit { $0.clear() } }

    /// Replaces the whole text (a responder clearing the field), publishing `change`.
    public func setText(_ newText: String) {
        text = newText
        publish("change", value: .string(text))
    }

    /// Publishes `submit` with the current text.
    public func submit() { publish("submit", value: .string(text)) }

    // MARK: Moving the insertion point

    /// Moves the insertion point by `delta` characters, staying inside the text.
    public func moveCursor(by delta: Int) { move { $0.moveCursor(by: delta) } }

    /// Puts the insertion point before character `index` (clamped to the text).
    public func moveCursor(to index: Int) { move { $0.moveCursor(to: index) } }

    /// Moves the insertion point to the start of the text (Home, Ctrl-A).
    public func moveToLineStart() { move { $0.moveToLineStart() } }

    /// Moves the insertion point to the end of the text (End, Ctrl-E).
    public func moveToLineEnd() { move { $0.moveToLineEnd() } }

    /// Moves the insertion point to the start of the word before it (Alt-B, Ctrl-Left).
    public func moveWordBackward() { move { $0.moveWordBackward() } }

    /// Moves the insertion point past the end of the word after it (Alt-F, Ctrl-Right).
    public func moveWordForward() { move { $0.moveWordForward() } }

    // MARK: Editing

    /// The text and the insertion point, to edit: one line.
    var buffer: TextBuffer { TextBuffer(text, cursor: cursor, lines: .one) }

    /// Keeps the insertion point an edit or a move left and, when it changed, the text.
    func keep(_ edited: TextBuffer, textChanged: Bool) {
        if textChanged {
            isEditing = true
            text = edited.text
            isEditing = false
        }
        cursor = edited.cursor
    }
}
