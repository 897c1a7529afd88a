import Testing
import Stagehand
import StagehandConsole

/// How a diagnostic's line and caret are drawn: the same whatever read the line.
@Suite struct SourceLineTests {
    private func excerpt(_ line: String, column: Int) -> String {
        SourceLine(line).excerpt(caretAt: column, width: DisplayWidth.of)
    }

    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func caretGoesUnderTheColumn() {
        #expect(excerpt("  - type: Lable", column: 11) == "      - type: Lable\n" + spaces(4 + 10) + "^\n")
        #expect(excerpt("type: Lable", column: 1) == "    type: Lable\n    ^\n")
    }

    @Test func tabsInTheLineAreTabsInThePadding() {
        // The terminal puts the caret after the same tab stop as the text above it.
        #expect(excerpt("views: [ {\ttype: Lable } ]", column: 18) == "    views: [ {\ttype: Lable } ]\n" + spaces(4 + 10) + "\t" + spaces(6) + "^\n")
    }

    @Test func wideCharactersTakeTwoCellsAndCombiningMarksNone() {
        // "id: " 4 cells, three ideographs 6, ", type: " 8.
        #expect(excerpt("id: 日本語, type: Lable", column: 16) == "    id: 日本語, type: Lable\n" + spaces(4 + 18) + "^\n")
        // "é" written as e and a combining acute is two scalars, one cell.
        #expect(excerpt("a: e\u{301}, b: x", column: 11) == "    a: e\u{301}, b: x\n" + spaces(4 + 9) + "^\n")
    }

    @Test func caretPastTheEndOfTheLineFollowsTheText() {
        #expect(excerpt("title: \"abc", column: 30) == "    title: \"abc\n" + spaces(4 + 11) + "^\n")
        #expect(excerpt("", column: 1) == "    \n    ^\n")
    }

    @Test func longLinesAreCutAfterTwoHundredCharacters() {
        let line = "views: [ { text: \"" + String(repeating: "x", count: 250) + "\", type: Lable } ]"
        let kept = SourceLine(line)
        #expect(kept.text == String(line.prefix(200)))
        // A caret beyond the cut stands just after the text shown.
        let shown = kept.excerpt(caretAt: 278, width: DisplayWidth.of)
        #expect(shown == "    \(line.prefix(200))\n" + spaces(4 + 200) + "^\n")
    }

    @Test func charactersAreCountedAsTheTerminalDrawsThem() {
        // 200 characters, each two scalars: the cut keeps whole characters.
        let line = String(repeating: "e\u{301}", count: 260)
        #expect(SourceLine(line).text.count == 200)
        #expect(SourceLine(line).text.unicodeScalars.count == 400)
    }

    @Test func aColouredCaretIsDrawnAsGiven() {
        let caret = "\u{1B}[1;32m^\u{1B}[0m"
        #expect(SourceLine("a: b").excerpt(caretAt: 4, caret: caret, width: DisplayWidth.of) == "    a: b\n" + spaces(4 + 3) + caret + "\n")
    }
}
