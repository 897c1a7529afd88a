import Testing
import Stagehand

/// The editing core the text controls share: edits at the insertion point counted in
/// characters, line-aware moves for many lines, the whole text as the line for one.
struct TextBufferTests {
    @Test func insertingPutsTheInsertionPointAfterTheInsertion() {
        var buffer = TextBuffer("hello", cursor: 2, lines: .one)
        var changed = buffer.insert("XY")
        #expect(changed)
        #expect(buffer.text == "heXYllo")
        #expect(buffer.cursor == 4)
        changed = buffer.insert("")
        #expect(!changed)
        #expect(buffer.text == "heXYllo")
    }

    @Test func theInsertionPointIsClampedToTheText() {
        #expect(TextBuffer("abc", cursor: 10, lines: .one).cursor == 3)
        #expect(TextBuffer("abc", cursor: -4, lines: .many).cursor == 0)
        var buffer = TextBuffer("abc", cursor: 1, lines: .one)
        buffer.moveCursor(by: -5)
        #expect(buffer.cursor == 0)
        buffer.moveCursor(to: 99)
        #expect(buffer.cursor == 3)
    }

    @Test func aCombiningMarkMergesWithTheCharacterBeforeIt() {
        var buffer = TextBuffer("ab", cursor: 1, lines: .one)
        var changed = buffer.insert("\u{301}")
        #expect(changed)
        #expect(buffer.text == "a\u{301}b")
        #expect(buffer.text.count == 2)
        #expect(buffer.cursor == 1)
        changed = buffer.deleteBackward()
        #expect(changed)
        #expect(buffer.text == "b")
        #expect(buffer.cursor == 0)
    }

    @Test func deletionsAtTheEdgesChangeNothing() {
        var buffer = TextBuffer("abc", cursor: 0, lines: .one)
        var changed = buffer.deleteBackward()
        #expect(!changed)
        changed = buffer.deleteToLineStart()
        #expect(!changed)
        changed = buffer.deleteWordBackward()
        #expect(!changed)
        buffer.moveCursor(to: 3)
        changed = buffer.deleteForward()
        #expect(!changed)
        changed = buffer.deleteToLineEnd()
        #expect(!changed)
        #expect(buffer.text == "abc")
        changed = buffer.clear()
        #expect(changed)
        #expect(buffer.text.isEmpty)
        changed = buffer.clear()
        #expect(!changed)
    }

    @Test func wordsSkipSpacesAndPunctuationFirst() {
        var buffer = TextBuffer("one, two_2  three", cursor: 12, lines: .one)
        buffer.moveWordBackward()
        #expect(buffer.cursor == 5)
        buffer.moveWordForward()
        #expect(buffer.cursor == 10)
        buffer.moveCursor(to: 10)
        let changed = buffer.deleteWordBackward()
        #expect(changed)
        #expect(buffer.text == "one,   three")
        #expect(buffer.cursor == 5)
    }

    @Test func oneLineTreatsLineBreaksAsText() {
        var buffer = TextBuffer("ab\ncd", cursor: 4, lines: .one)
        #expect(buffer.lineTexts == ["ab\ncd"])
        buffer.moveToLineStart()
        #expect(buffer.cursor == 0)
        buffer.moveToLineEnd()
        #expect(buffer.cursor == 5)
        buffer.moveCursor(to: 4)
        let changed = buffer.deleteToLineStart()
        #expect(changed)
        #expect(buffer.text == "d")
        #expect(buffer.typeable("a\tb") == "a\tb")
        #expect(buffer.pasteable("a\r\nb\tc") == "a b c")
    }

    @Test func manyLinesEditAndMoveWithinTheInsertionPointsLine() {
        var buffer = TextBuffer("first\nsecond line\nend", cursor: 9, lines: .many)
        #expect(buffer.lineTexts == ["first", "second line", "end"])
        #expect(buffer.cursorPosition == (line: 1, column: 3))
        buffer.moveToLineStart()
        #expect(buffer.cursor == 6)
        buffer.moveToLineEnd()
        #expect(buffer.cursor == 17)
        buffer.moveCursor(to: 9)
        var changed = buffer.deleteToLineEnd()
        #expect(changed)
        #expect(buffer.text == "first\nsec\nend")
        changed = buffer.deleteToLineStart()
        #expect(changed)
        #expect(buffer.text == "first\n\nend")
        changed = buffer.deleteBackward()
        #expect(changed)
        #expect(buffer.text == "first\nend")
        #expect(buffer.cursorPosition == (line: 0, column: 5))
        #expect(buffer.typeable("a\r\nb\tc") == "a\nb c")
        #expect(buffer.pasteable("x\ry") == "x\ny")
    }

    @Test func linesKeepTheColumnWhereTheyCan() {
        var buffer = TextBuffer("a long line\nab\nanother line", cursor: 8, lines: .many)
        var changed = buffer.moveLine(by: 1)
        #expect(changed)
        #expect(buffer.cursorPosition == (line: 1, column: 2))
        changed = buffer.moveLine(by: 1)
        #expect(changed)
        #expect(buffer.cursorPosition == (line: 2, column: 2))
        changed = buffer.moveLine(by: 1)
        #expect(!changed)
        #expect(buffer.cursorPosition == (line: 2, column: 2))
        buffer.moveCursor(toLine: 99, column: 99)
        #expect(buffer.cursor == buffer.text.count)
        buffer.moveCursor(toLine: -1, column: 4)
        #expect(buffer.cursor == 4)
    }

    /// The insertion point after inserting at `offset` characters: the characters that start
    /// before the end of the insertion, counted from the start of the new text.
    private static func expectedCursor(inserting inserted: String, into text: String, at offset: Int) -> Int {
        let lower = text.index(text.startIndex, offsetBy: offset)
        let end = text.utf8.distance(from: text.startIndex, to: lower) + inserted.utf8.count
        var result = text
        result.replaceSubrange(lower..<lower, with: inserted)
        let prefixEnd = result.utf8.index(result.startIndex, offsetBy: end)
        var count = 0
        var index = result.startIndex
        while index < prefixEnd { index = result.index(after: index); count += 1 }
        return count
    }

    @Test("inserting one character after another, the insertion point stays where counting from the start puts it, whatever joins")
    func successiveInsertsCountAsFromTheStart() {
        // Accents that join the letter before, flags made of two regional indicators, an emoji
        // sequence joined by ZWJ, CR LF, and plain letters; typed at the end and in the middle.
        let pieces = ["e", "\u{301}", "🇫", "🇷", "🇩", "a", "👩", "\u{200D}", "💻", "\r", "\n", "x", "\u{308}", "🇪"]
        for start in [0, 1, 3] {
            var buffer = TextBuffer("ab🇺🇸c", cursor: start, lines: .one)
            for piece in pieces + pieces {
                let expected = Self.expectedCursor(inserting: piece, into: buffer.text, at: buffer.cursor)
                buffer.insert(piece)
                #expect(buffer.cursor == expected, "after \(piece.unicodeScalars.map { String($0.value, radix: 16) }) in \(buffer.text.debugDescription)")
            }
            // A move drops what the last insertion kept; the next one finds its place again.
            buffer.moveCursor(by: -2)
            let expected = Self.expectedCursor(inserting: "\u{301}", into: buffer.text, at: buffer.cursor)
            buffer.insert("\u{301}")
            #expect(buffer.cursor == expected)
            let deleted = buffer.deleteBackward()
            #expect(deleted)
            #expect(buffer == TextBuffer(buffer.text, cursor: buffer.cursor, lines: .one), "what the buffer kept is not part of its value")
        }
    }
}
