import Testing
import StagehandConsole

@Suite("Console: cell buffer")
struct ConsoleCellBufferTests {
    private func text(_ buffer: CellBuffer) -> String {
        PlainTextRenderer().render(buffer)
    }

    @Test func newBufferIsBlank() {
        let buffer = CellBuffer(width: 3, height: 2)
        #expect(buffer.width == 3 && buffer.height == 2)
        #expect(buffer[0, 0] == .blank)
        #expect(buffer[-1, 5] == .blank)
        #expect(text(buffer) == "\n")
        #expect(CellBuffer(width: -4, height: 2).width == 0)
    }

    @Test func writeReturnsColumnsUsed() {
        var buffer = CellBuffer(width: 10, height: 1)
        #expect(buffer.write("abc", x: 1, y: 0) == 3)
        #expect(text(buffer) == " abc")
        #expect(buffer.write("日本", x: 5, y: 0) == 4)
        #expect(text(buffer) == " abc 日本")
        #expect(buffer[5, 0].character == "日")
        #expect(buffer[6, 0].isContinuation)
    }

    @Test func writeTruncatesWithEllipsisAtTheRightEdge() {
        var buffer = CellBuffer(width: 8, height: 1)
        #expect(buffer.write("Hello, world", x: 2, y: 0) == 6)
        #expect(text(buffer) == "  Hello…")
    }

    @Test func newlinesAndTabsShowAsSpaces() {
        var buffer = CellBuffer(width: 20, height: 2)
        #expect(buffer.write("one\ntwo\r\nthree\tfour", x: 0, y: 0) == 18)
        #expect(text(buffer) == "one two three four\n")
    }

    /// Every width from 0 to past the text's own: never wider than asked, never a split
    /// wide character, an ellipsis exactly when cut, and exactly `maxWidth` when cut.
    @Test(arguments: ["日本語のテキスト", "a日b本c", "👍x👨‍👩‍👧y🇯🇵", "e\u{301}日e\u{301}ab", "plain ascii", "ＡｂＣ"])
    func truncationNeverExceedsMaxWidth(_ sample: String) {
        let full = DisplayWidth.of(sample)
        for maxWidth in 0...(full + 2) {
            let line = FittedLine(sample, maxWidth: maxWidth)
            #expect(line.width <= maxWidth, "\(sample) at \(maxWidth)")
            #expect(line.width == DisplayWidth.of(line.text), "\(sample) at \(maxWidth)")
            if full <= maxWidth {
                #expect(!line.isTruncated)
                #expect(line.text == sample)
            } else {
                #expect(line.isTruncated)
                #expect(line.width == maxWidth, "\(sample) at \(maxWidth): \(line.text)")
                if maxWidth > 0 { #expect(line.text.contains("…"), "\(sample) at \(maxWidth)") }
                // The text before the ellipsis is a prefix of the original.
                let kept = String(line.text.prefix { $0 != "…" })
                #expect(sample.hasPrefix(kept), "\(sample) at \(maxWidth): \(line.text)")
            }

            var buffer = CellBuffer(width: full + 4, height: 1)
            buffer.fill(buffer.bounds, with: "#")
            let used = buffer.write(sample, x: 1, y: 0, maxWidth: maxWidth)
            #expect(used == line.width)
            // Nothing outside [1, 1 + maxWidth) changed.
            #expect(buffer[0, 0].character == "#")
            for x in (1 + maxWidth)..<buffer.width {
                #expect(buffer[x, 0].character == "#", "\(sample) at \(maxWidth): column \(x) overwritten")
            }
            assertWideCharactersWhole(buffer)
        }
    }

    /// Only a line break or a tab is a space on one line; every other control character, a lone
    /// carriage return, a form feed or NEL included, shows as U+FFFD, on one line or wrapped.
    @Test func controlCharactersThatAreNotLineBreaksShowAsReplacementCharacters() {
        for control in ["\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{1B}", "\u{9B}"] {
            #expect(FittedLine("a" + control + "b", maxWidth: 10).text == "a\u{FFFD}b", "\(control.unicodeScalars.map(\.value))")
            #expect(WrappedText.lines("a" + control + "b", width: 10) == ["a\u{FFFD}b"], "\(control.unicodeScalars.map(\.value))")
        }
        for lineBreak in ["\n", "\r\n", "\t", "\u{2028}"] {
            #expect(FittedLine("a" + lineBreak + "b", maxWidth: 10).text == "a b")
        }
        #expect(WrappedText.lines("a\r\nb\nc", width: 10) == ["a", "b", "c"])
    }

    @Test func wideCharacterThatWouldStraddleTheLimitIsPadded() {
        #expect(FittedLine("日本語", maxWidth: 4).text == "日… ")
        #expect(FittedLine("日本語", maxWidth: 5).text == "日本…")
        #expect(FittedLine("ab日", maxWidth: 3).text == "ab…")
        #expect(FittedLine("日", maxWidth: 1).text == "…")
        #expect(FittedLine("日", maxWidth: 2).text == "日")
        #expect(FittedLine("abc", maxWidth: 0).text == "")
    }

    @Test func wideCharacterNeverStartsInTheLastColumn() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer[4, 0] = Cell("日")
        #expect(buffer[4, 0].character == " ")
        buffer.fill(buffer.bounds, with: "日")
        #expect(text(buffer) == "日日")
        assertWideCharactersWhole(buffer)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("日本語", x: 0, y: 0)
        buffer[1, 0] = Cell("x")  // right half of 日
        #expect(text(buffer) == " x本語")
        buffer[2, 0] = Cell("y")  // left half of 本
        #expect(text(buffer) == " xy 語")
        buffer.write("中", x: 3, y: 0)  // straddles the blank and 語's left half
        #expect(text(buffer) == " xy中")
        assertWideCharactersWhole(buffer)
    }

    @Test func writeClipsAtTheLeftEdge() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("日本", x: -1, y: 0) == 4)
        #expect(text(buffer) == " 本")
        #expect(buffer.write("abc", x: 0, y: 5) == 3)  // off-grid row: measured, not drawn
        assertWideCharactersWhole(buffer)
    }

    @Test func fillClipsToTheGrid() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.fill(Rect(x: 2, y: 1, width: 10, height: 10), with: "#", style: CellStyle(.bold))
        #expect(text(buffer) == "\n  ##\n  ##")
        #expect(buffer[3, 2].style.attributes == .bold)
        #expect(buffer[1, 2].style == .plain)
    }

    @Test func updateStyleKeepsCharactersAndWideGlyphsWhole() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("a日b", x: 0, y: 0)
        buffer.updateStyle(in: Rect(x: 2, y: 0, width: 2, height: 1)) { $0.attributes.insert(.inverse) }
        #expect(text(buffer) == "a日b")
        #expect(buffer[1, 0].style.attributes == .inverse)  // head outside the rect follows
        #expect(buffer[2, 0].style.attributes == .inverse)
        #expect(buffer[3, 0].style.attributes == .inverse)
        #expect(buffer[0, 0].style == .plain)
    }

    @Test func drawingABufferIntoAnother() {
        var row = CellBuffer(width: 4, height: 1)
        row.write("日本", x: 0, y: 0, style: CellStyle(foreground: .red))
        var screen = CellBuffer(width: 5, height: 2)
        screen.draw(row, x: 2, y: 1)
        #expect(text(screen) == "\n  日")
        #expect(screen[2, 1].style.foreground == .red)
        assertWideCharactersWhole(screen)
    }

    @Test func rectHelpers() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect(rect.maxX == 12 && rect.maxY == 7)
        #expect(rect.contains(x: 2, y: 3) && !rect.contains(x: 12, y: 3))
        #expect(rect.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == Rect(x: 10, y: 3, width: 2, height: 2))
        #expect(rect.intersection(Rect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -3, height: 2).width == 0)
        #expect(rect.insetBy(dx: 1, dy: 1) == Rect(x: 3, y: 4, width: 8, height: 2))
        #expect(rect.insetBy(dx: 20, dy: 0).isEmpty)
        let (top, rest) = rect.dividedAtRow(1)
        #expect(top == Rect(x: 2, y: 3, width: 10, height: 1))
        #expect(rest == Rect(x: 2, y: 4, width: 10, height: 3))
        #expect(rect.dividedAtColumn(99).rest.isEmpty)
    }

    /// Every wide character is followed by its continuation, and every continuation
    /// follows a wide character.
    private func assertWideCharactersWhole(_ buffer: CellBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.width == 2 {
                    #expect(x + 1 < buffer.width && buffer[x + 1, y].isContinuation, "wide at \(x),\(y)", sourceLocation: sourceLocation)
                }
                if cell.isContinuation {
                    #expect(x > 0 && buffer[x - 1, y].width == 2, "orphan continuation at \(x),\(y)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
