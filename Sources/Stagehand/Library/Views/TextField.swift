/// An editable line of text; publishes `change` on every edit and `submit` on Enter.
///
/// The field keeps an insertion point, ``cursor``, counted in characters (grapheme clusters),
/// so a wide character, an accented letter made of two scalars or a flag is one step for the
/// arrow keys and one deletion for Backspace. Editing happens at the insertion point, the way
/// every line editor does it; text set from outside (a binding, a responder) puts the insertion
/// point at its end.
public final class TextField: View, TextEditing {
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
        for character in typed {
            replace(cursor..<cursor, with: String(character))
            publish("change", value: .string(text))
        }
    }

    /// Inserts pasted text at the insertion point in one edit, publishing `change` once.
    /// Line breaks and tabs become spaces: the field holds one line.
    public func paste(_ pasted: String) {
        let line = String(pasted.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        guard !line.isEmpty else { return }
        replace(cursor..<cursor, with: line)
        publish("change", value: .string(text))
    }

    // MARK: Deleting

    /// Deletes the character before the insertion point (Backspace), publishing `change`.
    public func deleteBackward() {
        guard cursor > 0 else { return }
        edit(cursor - 1..<cursor)
    }

    /// Deletes the character after the insertion point (Delete), publishing `change`.
    public func deleteForward() {
        guard cursor < text.count else { return }
        edit(cursor..<cursor + 1)
    }

    /// Deletes from the start of the line to the insertion point (Ctrl-U).
    public func deleteToStart() {
        guard cursor > 0 else { return }
        edit(0..<cursor)
    }

    /// Deletes from the insertion point to the end of the line (Ctrl-K).
    public func deleteToEnd() {
        guard cursor < text.count else { return }
        edit(cursor..<text.count)
    }

    /// Deletes the word before the insertion point, and the spaces after it (Ctrl-W).
    public func deleteWordBackward() {
        let start = wordStart(before: cursor)
        guard start < cursor else { return }
        edit(start..<cursor)
    }

    /// Empties the field (a script's `clear`), publishing `change` when there was text.
    public func clear() {
        guard !text.isEmpty else { return }
        edit(0..<text.count)
    }

    /// Replaces the whole text (a responder clearing the field), publishing `change`.
    public func setText(_ newText: String) {
        text = newText
        publish("change", value: .string(text))
    }

    /// Publishes `submit` with the current text.
    public func submit() { publish("submit", value: .string(text)) }

    // MARK: Moving the insertion point

    /// Moves the insertion point by `delta` characters, staying inside the text.
    public func moveCursor(by delta: Int) {
        moveCursor(to: cursor + delta)
    }

    /// Puts the insertion point before character `index` (clamped to the text).
    public func moveCursor(to index: Int) {
        cursor = min(max(0, index), text.count)
    }

    /// Moves the insertion point to the start of the word before it (Alt-B, Ctrl-Left).
    public func moveWordBackward() {
        cursor = wordStart(before: cursor)
    }

    /// Moves the insertion point past the end of the word after it (Alt-F, Ctrl-Right).
    public func moveWordForward() {
        let characters = Array(text)
        var index = cursor
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    // MARK: Helpers

    /// Where the word before `index` starts: spaces and punctuation right before it are
    /// skipped first, as shells and editors do.
    private func wordStart(before index: Int) -> Int {
        let characters = Array(text)
        var start = min(index, characters.count)
        while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    /// Letters, digits and the underscore make up words.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Removes the characters in `range`, leaves the insertion point where they were, and
    /// publishes `change`.
    private func edit(_ range: Range<Int>) {
        replace(range, with: "")
        publish("change", value: .string(text))
    }

    /// Replaces characters `range` of the text with `replacement` and puts the insertion point
    /// right after the replacement.
    ///
    /// The insertion point is counted again from the edited text: a combining mark typed after
    /// a letter merges with it into one character, and the count must follow.
    private func replace(_ range: Range<Int>, with replacement: String) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound, limitedBy: text.endIndex) ?? text.endIndex
        let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
        let insertedEnd = text.utf8.distance(from: text.startIndex, to: lower) + replacement.utf8.count
        isEditing = true
        text.replaceSubrange(lower..<upper, with: replacement)
        isEditing = false
        let prefixEnd = text.utf8.index(text.startIndex, offsetBy: insertedEnd, limitedBy: text.endIndex) ?? text.endIndex
        // Round up to a character boundary when the insertion merged into the character after it.
        var count = 0
        var index = text.startIndex
        while index < prefixEnd {
            index = text.index(after: index)
            count += 1
        }
        cursor = count
    }
}
