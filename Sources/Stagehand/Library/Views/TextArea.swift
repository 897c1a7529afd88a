/// Editable text of several lines; publishes `change` on every edit.
///
/// Like a ``TextField`` it keeps an insertion point, ``cursor``, counted in characters over the
/// whole text, line breaks included. Enter inserts a line break; Home and End, Ctrl-U and Ctrl-K
/// work on the insertion point's line; Up and Down move to the line above and below, keeping
/// the column where they can. `height` is the lines it shows (0: as many as the text has).
public final class TextArea: View, TextEditing {
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
    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The insertion point as a line (from 0) and a column (characters before it on its line).
    public var cursorPosition: (line: Int, column: Int) {
        var line = 0, column = 0
        for character in text.prefix(cursor) {
            if character == "\n" { line += 1; column = 0 } else { column += 1 }
        }
        return (line, column)
    }

    // MARK: Typing

    /// Types text as a person would, one character at a time at the insertion point (a line
    /// break starts a new line), publishing `change` after each.
    public func type(_ typed: String) {
        for character in Self.normalized(typed) {
            replace(cursor..<cursor, with: String(character))
            publish("change", value: .string(text))
        }
    }

    /// Inserts pasted text, line breaks kept, at the insertion point in one edit, publishing
    /// `change` once.
    public func paste(_ pasted: String) {
        let normalized = Self.normalized(pasted)
        guard !normalized.isEmpty else { return }
        replace(cursor..<cursor, with: normalized)
        publish("change", value: .string(text))
    }

    /// Starts a new line at the insertion point (Enter).
    public func insertLineBreak() {
        type("\n")
    }

    // MARK: Deleting

    /// Deletes the character before the insertion point (Backspace): at the start of a line,
    /// the line break, joining the line to the one above.
    public func deleteBackward() {
        guard cursor > 0 else { return }
        edit(cursor - 1..<cursor)
    }

    /// Deletes the character after the insertion point (Delete): at the end of a line, the line
    /// break, joining the next line to it.
    public func deleteForward() {
        guard cursor < text.count else { return }
        edit(cursor..<cursor + 1)
    }

    /// Deletes from the start of the insertion point's line to it (Ctrl-U).
    public func deleteToStart() {
        let start = lineStart(of: cursor)
        guard start < cursor else { return }
        edit(start..<cursor)
    }

    /// Deletes from the insertion point to the end of its line (Ctrl-K).
    public func deleteToEnd() {
        let end = lineEnd(of: cursor)
        guard cursor < end else { return }
        edit(cursor..<end)
    }

    /// Deletes the word before the insertion point, and the spaces after it (Ctrl-W).
    public func deleteWordBackward() {
        let start = wordStart(before: cursor)
        guard start < cursor else { return }
        edit(start..<cursor)
    }

    /// Empties the area (a script's `clear`), publishing `change` when there was text.
    public func clear() {
        guard !text.isEmpty else { return }
        edit(0..<text.count)
    }

    /// Replaces the whole text (a responder clearing it), publishing `change`.
    public func setText(_ newText: String) {
        text = newText
        publish("change", value: .string(text))
    }

    // MARK: Moving the insertion point

    /// Moves the insertion point by `delta` characters, across lines, staying inside the text.
    public func moveCursor(by delta: Int) {
        moveCursor(to: cursor + delta)
    }

    /// Puts the insertion point before character `index` (clamped to the text).
    public func moveCursor(to index: Int) {
        cursor = min(max(0, index), text.count)
    }

    /// Moves to the start of the insertion point's line (Home, Ctrl-A).
    public func moveToLineStart() { cursor = lineStart(of: cursor) }

    /// Moves to the end of the insertion point's line (End, Ctrl-E).
    public func moveToLineEnd() { cursor = lineEnd(of: cursor) }

    /// Moves `delta` lines up (negative) or down, to the same column or the end of a shorter
    /// line. Returns false when there is no such line (Up on the first line).
    @discardableResult
    public func moveLine(by delta: Int) -> Bool {
        let all = lines
        let position = cursorPosition
        let target = position.line + delta
        guard all.indices.contains(target) else { return false }
        moveCursor(toLine: target, column: position.column)
        return true
    }

    /// Puts the insertion point on `line` (from 0) at `column`, or the end of the line when it
    /// is shorter; clamped to the text's lines.
    public func moveCursor(toLine line: Int, column: Int) {
        let all = lines
        let target = min(max(0, line), all.count - 1)
        let before = all[..<target].reduce(0) { $0 + $1.count + 1 }
        cursor = before + min(max(0, column), all[target].count)
    }

    /// Moves to the start of the word before the insertion point (Alt-B, Ctrl-Left).
    public func moveWordBackward() { cursor = wordStart(before: cursor) }

    /// Moves past the end of the word after the insertion point (Alt-F, Ctrl-Right).
    public func moveWordForward() {
        let characters = Array(text)
        var index = cursor
        while index < characters.count, !TextField.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, TextField.isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    // MARK: Helpers

    /// Line breaks of every kind as `\n`; tabs as spaces.
    private static func normalized(_ text: String) -> String {
        String(text.map { character -> Character in
            if character.isNewline { return "\n" }
            return character == "\t" ? " " : character
        })
    }

    private func lineStart(of index: Int) -> Int {
        let characters = Array(text)
        var start = min(index, characters.count)
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        let characters = Array(text)
        var end = min(index, characters.count)
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    private func wordStart(before index: Int) -> Int {
        let characters = Array(text)
        var start = min(index, characters.count)
        while start > 0, !TextField.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, TextField.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private func edit(_ range: Range<Int>) {
        replace(range, with: "")
        publish("change", value: .string(text))
    }

    /// Replaces characters `range` with `replacement`; the insertion point goes right after it,
    /// counted again from the edited text (a combining mark merges with the character before).
    private func replace(_ range: Range<Int>, with replacement: String) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound, limitedBy: text.endIndex) ?? text.endIndex
        let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
        let insertedEnd = text.utf8.distance(from: text.startIndex, to: lower) + replacement.utf8.count
        isEditing = true
        text.replaceSubrange(lower..<upper, with: replacement)
        isEditing = false
        let prefixEnd = text.utf8.index(text.startIndex, offsetBy: insertedEnd, limitedBy: text.endIndex) ?? text.endIndex
        cursor = text[..<prefixEnd].count
    }
}
