/// Text with an insertion point, and the edits and moves every text control makes on it: the
/// editing core that `TextField` (one line) and `TextArea` (many lines) share.
///
/// Positions count characters (grapheme clusters), so a wide character, an accented letter made
/// of two scalars or a flag is one step and one deletion. Every edit happens at, or around, the
/// insertion point and leaves it right after what was inserted, where what was deleted stood.
/// A buffer of one line knows no line breaks: its line is the whole text, whatever it holds.
public struct TextBuffer: Equatable, Sendable {
    /// Whether the text is one line or many.
    public enum Lines: Equatable, Sendable {
        /// The whole text is one line; typing keeps what is typed, pasting makes line breaks and
        /// tabs spaces.
        case one
        /// `\n` separates lines; typing and pasting turn line breaks of every kind into `\n` and
        /// tabs into spaces.
        case many
    }

    /// The text.
    public private(set) var text: String
    /// The insertion point: how many characters of ``text`` lie before it, from 0 to its count.
    public private(set) var cursor: Int {
        didSet { cursorIndex = nil }
    }
    /// Whether the text is one line or many.
    public let lines: Lines
    /// Where the insertion point is in ``text``, when the last edit left it there: typing one
    /// character after another then walks no characters from the start of the text (a script
    /// typing 20,000 characters took 31 s that way). Not part of the buffer's value.
    private var cursorIndex: String.Index?

    /// Buffers are equal when their text, insertion point and kind of lines are.
    public static func == (lhs: TextBuffer, rhs: TextBuffer) -> Bool {
        lhs.text == rhs.text && lhs.cursor == rhs.cursor && lhs.lines == rhs.lines
    }

    /// A buffer of `text` with the insertion point before character `cursor` (clamped to the text).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - cursor: How many characters lie before the insertion point.
    ///   - lines: Whether the text is one line or many.
    public init(_ text: String, cursor: Int, lines: Lines) {
        self.text = text
        self.cursor = min(max(0, cursor), text.count)
        self.lines = lines
    }

    // MARK: Reading

    /// The text's lines, without their line breaks (one line for a buffer of one line).
    public var lineTexts: [String] {
        guard lines == .many else { return [text] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The insertion point as a line (from 0) and a column (characters before it on its line).
    public var cursorPosition: (line: Int, column: Int) {
        guard lines == .many else { return (0, cursor) }
        var line = 0, column = 0
        for character in text.prefix(cursor) {
            if character == "\n" { line += 1; column = 0 } else { column += 1 }
        }
        return (line, column)
    }

    /// `typed` as typing puts it in this buffer, one character at a time.
    ///
    /// - Parameter typed: The text typed.
    public func typeable(_ typed: String) -> String {
        guard lines == .many else { return typed }
        return Self.normalized(typed)
    }

    /// `pasted` as pasting puts it in this buffer, in one edit.
    ///
    /// - Parameter pasted: The text pasted.
    public func pasteable(_ pasted: String) -> String {
        guard lines == .many else { return String(pasted.map { $0.isNewline || $0 == "\t" ? " " : $0 }) }
        return Self.normalized(pasted)
    }

    /// Letters, digits and the underscore make up words.
    ///
    /// - Parameter character: The character asked about.
    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    // MARK: Editing (each returns whether the text changed)

    /// Inserts `inserted` at the insertion point, which goes right after it.
    ///
    /// - Parameter inserted: The text inserted as it is.
    @discardableResult
    public mutating func insert(_ inserted: String) -> Bool {
        guard !inserted.isEmpty else { return false }
        replace(cursor..<cursor, with: inserted)
        return true
    }

    /// Deletes the character before the insertion point (Backspace): in a buffer of many lines,
    /// at the start of a line, the line break.
    public mutating func deleteBackward() -> Bool {
        delete(cursor - 1..<cursor)
    }

    /// Deletes the character after the insertion point (Delete).
    public mutating func deleteForward() -> Bool {
        delete(cursor..<cursor + 1)
    }

    /// Deletes from the start of the insertion point's line to it (Ctrl-U).
    public mutating func deleteToLineStart() -> Bool {
        delete(lineStart(of: cursor)..<cursor)
    }

    /// Deletes from the insertion point to the end of its line (Ctrl-K).
    public mutating func deleteToLineEnd() -> Bool {
        delete(cursor..<lineEnd(of: cursor))
    }

    /// Deletes the word before the insertion point, and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() -> Bool {
        delete(wordStart(before: cursor)..<cursor)
    }

    /// Deletes the whole text.
    public mutating func clear() -> Bool {
        delete(0..<text.count)
    }

    /// Deletes characters `range` when it holds any and lies inside the text.
    private mutating func delete(_ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= text.count, !range.isEmpty else { return false }
        replace(range, with: "")
        return true
    }

    // MARK: Moving the insertion point

    /// Puts the insertion point before character `index` (clamped to the text).
    ///
    /// - Parameter index: How many characters lie before it.
    public mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), text.count)
    }

    /// Moves the insertion point by `delta` characters (across lines), staying inside the text.
    ///
    /// - Parameter delta: How many characters to move: negative to the left.
    public mutating func moveCursor(by delta: Int) {
        moveCursor(to: cursor + delta)
    }

    /// Moves to the start of the insertion point's line (Home, Ctrl-A).
    public mutating func moveToLineStart() { cursor = lineStart(of: cursor) }

    /// Moves to the end of the insertion point's line (End, Ctrl-E).
    public mutating func moveToLineEnd() { cursor = lineEnd(of: cursor) }

    /// Moves to the start of the word before the insertion point (Alt-B, Ctrl-Left).
    public mutating func moveWordBackward() { cursor = wordStart(before: cursor) }

    /// Moves past the end of the word after the insertion point (Alt-F, Ctrl-Right).
    public mutating func moveWordForward() {
        let characters = Array(text)
        var index = cursor
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    /// Moves `delta` lines up (negative) or down, to the same column or the end of a shorter
    /// line. Returns false, not moving, when there is no such line.
    ///
    /// - Parameter delta: How many lines to move: negative up.
    public mutating func moveLine(by delta: Int) -> Bool {
        let position = cursorPosition
        let target = position.line + delta
        guard lineTexts.indices.contains(target) else { return false }
        moveCursor(toLine: target, column: position.column)
        return true
    }

    /// Puts the insertion point on `line` (from 0) at `column`, or the end of the line when it
    /// is shorter; clamped to the text's lines.
    ///
    /// - Parameters:
    ///   - line: The line, from 0.
    ///   - column: How many characters of the line lie before the insertion point.
    public mutating func moveCursor(toLine line: Int, column: Int) {
        let all = lineTexts
        let target = min(max(0, line), all.count - 1)
        let before = all[..<target].reduce(0) { $0 + $1.count + 1 }
        cursor = before + min(max(0, column), all[target].count)
    }

    // MARK: Helpers

    /// Line breaks of every kind as `\n`; tabs as spaces.
    private static func normalized(_ text: String) -> String {
        String(text.map { character -> Character in
            if character.isNewline { return "\n" }
            return character == "\t" ? " " : character
        })
    }

    /// Where the line holding `index` starts.
    private func lineStart(of index: Int) -> Int {
        guard lines == .many else { return 0 }
        let characters = Array(text)
        var start = min(index, characters.count)
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    /// Where the line holding `index` ends, before its line break.
    private func lineEnd(of index: Int) -> Int {
        guard lines == .many else { return text.count }
        let characters = Array(text)
        var end = min(index, characters.count)
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    /// Where the word before `index` starts: spaces and punctuation right before it are
    /// skipped first, as shells and editors do.
    private func wordStart(before index: Int) -> Int {
        let characters = Array(text)
        var start = min(index, characters.count)
        while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    /// Replaces characters `range` with `replacement` and puts the insertion point right after
    /// the replacement.
    ///
    /// The insertion point is counted again from the edited text: a combining mark typed after
    /// a letter merges with it into one character, and the count must follow (rounded up when
    /// the insertion merged into the character after it).
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = range.lowerBound == cursor ? cursorIndex ?? characterIndex(range.lowerBound) : characterIndex(range.lowerBound)
        let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
        // The new insertion point is counted from the character before the edit: what the edit
        // joins with (an accent typed after its letter) starts no earlier, and the characters
        // before it stay as they were.
        let (before, counted) = range.lowerBound > 0 ? (text.index(before: lower), range.lowerBound - 1) : (text.startIndex, 0)
        let beforeOffset = text.utf8.distance(from: text.startIndex, to: before)
        let insertedEnd = text.utf8.distance(from: text.startIndex, to: lower) + replacement.utf8.count
        text.replaceSubrange(lower..<upper, with: replacement)
        let prefixEnd = text.utf8.index(text.startIndex, offsetBy: insertedEnd, limitedBy: text.endIndex) ?? text.endIndex
        var count = counted
        var index = text.utf8.index(text.startIndex, offsetBy: beforeOffset, limitedBy: text.endIndex) ?? text.endIndex
        while index < prefixEnd {
            index = text.index(after: index)
            count += 1
        }
        cursor = count
        cursorIndex = index
    }

    /// The index of character `offset` of the text, walked from its start.
    private func characterIndex(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
    }
}
