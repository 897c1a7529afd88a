/// Editable text of several lines; publishes `change` on every edit.
///
/// Like a ``TextField`` it keeps an insertion point, ``cursor``, counted in characters over the
/// whole text, line breaks included. Enter inserts a line break; Home and End, Ctrl-U and Ctrl-K
/// work on the insertion point's line; Up and Down move to the line above and below, keeping
/// the column where they can. `height` is the lines it shows (0: as many as the text has).
public final class TextArea: View, TextEditing, BufferedTextEditing {
    override public class var summary: String { "Editable text of several lines; Enter inserts a line break; publishes 'change' on every edit" }
    override public class var events: [String] { ["change"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .textInput] }
    override public class var isFocusable: Bool { true }

    /// Shown dimmed while the text is empty.
    @Property("Shown dimmed while the text is empty") public var placeholder = ""
    /// The text, lines separated by line breaks.
    @Property("The text, lines separated by line breaks") public var text = "" {
        didSet { if !isEditing { storedCursor = nil } }
    }

    /// The insertion point: how many characters of ``text`` lie before it (0 is the start).
    public private(set) var cursor: Int {
        get { min(storedCursor ?? text.count, text.count) }
        set { storedCursor = newValue }
    }
    private var storedCursor: Int?
    private var isEditing = false
    /// The first line shown when there are more lines than the area's height; the console keeps
    /// the insertion point's line in view by moving it before each frame.
    public var firstVisibleLine = 0
    /// The first character of the insertion point's line shown when that line is wider than the
    /// area.
    public var firstVisibleCharacter = 0

    override public var displayedText: String { text }

    /// The text's lines, without their line breaks.
    public var lines: [String] { buffer.lineTexts }

    /// The insertion point as a line (from 0) and a column (characters before it on its line).
    public var cursorPosition: (line: Int, column: Int) { buffer.cursorPosition }

    // MARK: Typing

    /// Types text as a person would, one character at a time at the insertion point (a line
    /// break starts a new line), publishing `change` after each.
    public func type(_ typed: String) {
        for character in buffer.typeable(typed) {
            edit { $0.insert(String(character)) }
        }
    }

    /// Inserts pasted text, line breaks kept, at the insertion point in one edit, publishing
    /// `change` once.
    public func paste(_ pasted: String) {
        edit { $0.insert($0.pasteable(pasted)) }
    }

    /// Starts a new line at the insertion point (Enter).
    public func insertLineBreak() {
        type("\n")
    }

    // MARK: Deleting

    /// Deletes the character before the insertion point (Backspace): at the start of a line,
    /// the line break, joining the line to the one above.
    public func deleteBackward() { edit { $0.deleteBackward() } }

    /// Deletes the character after the insertion point (Delete): at the end of a line, the line
    /// break, joining the next line to it.
    public func deleteForward() { edit { $0.deleteForward() } }

    /// Deletes from the start of the insertion point's line to it (Ctrl-U).
    public func deleteToStart() { edit { $0.deleteToLineStart() } }

    /// Deletes from the insertion point to the end of its line (Ctrl-K).
    public func deleteToEnd() { edit { $0.deleteToLineEnd() } }

    /// Deletes the word before the insertion point, and the spaces after it (Ctrl-W).
    public func deleteWordBackward() { edit { $0.deleteWordBackward() } }

    /// Empties the area (a script's `clear`), publishing `change` when there was text.
    public func clear() { edit { $0.clear() } }

    /// Replaces the whole text (a responder clearing it), publishing `change`.
    public func setText(_ newText: String) {
        text = newText
        publish("change", value: .string(text))
    }

    // MARK: Moving the insertion point

    /// Moves the insertion point by `delta` characters, across lines, staying inside the text.
    public func moveCursor(by delta: Int) { move { $0.moveCursor(by: delta) } }

    /// Puts the insertion point before character `index` (clamped to the text).
    public func moveCursor(to index: Int) { move { $0.moveCursor(to: index) } }

    /// Moves to the start of the insertion point's line (Home, Ctrl-A).
    public func moveToLineStart() { move { $0.moveToLineStart() } }

    /// Moves to the end of the insertion point's line (End, Ctrl-E).
    public func moveToLineEnd() { move { $0.moveToLineEnd() } }

    /// Moves `delta` lines up (negative) or down, to the same column or the end of a shorter
    /// line. Returns false when there is no such line (Up on the first line).
    @discardableResult
    public func moveLine(by delta: Int) -> Bool {
        var moved = buffer
        guard moved.moveLine(by: delta) else { return false }
        keep(moved, textChanged: false)
        return true
    }

    /// Puts the insertion point on `line` (from 0) at `column`, or the end of the line when it
    /// is shorter; clamped to the text's lines.
    public func moveCursor(toLine line: Int, column: Int) { move { $0.moveCursor(toLine: line, column: column) } }

    /// Moves to the start of the word before the insertion point (Alt-B, Ctrl-Left).
    public func moveWordBackward() { move { $0.moveWordBackward() } }

    /// Moves past the end of the word after the insertion point (Alt-F, Ctrl-Right).
    public func moveWordForward() { move { $0.moveWordForward() } }

    // MARK: Editing

    /// The text and the insertion point, to edit: many lines.
    var buffer: TextBuffer { TextBuffer(text, cursor: cursor, lines: .many) }

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
