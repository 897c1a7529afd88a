import Testing
import StagehandConsole

@Suite("Console: display width")
struct ConsoleDisplayWidthTests {
    @Test func asciiIsOneCellPerPrintableCharacter() {
        #expect(DisplayWidth.of("hello, world") == 12)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of(Character("a")) == 1)
        #expect(DisplayWidth.of(Character(" ")) == 1)
    }

    @Test func controlCharactersTakeNoCells() {
        #expect(DisplayWidth.of(Character("\n")) == 0)
        #expect(DisplayWidth.of(Character("\r\n")) == 0)
        #expect(DisplayWidth.of(Character("\u{7F}")) == 0)
        #expect(DisplayWidth.of("a\tb\u{1B}") == 2)
        #expect(DisplayWidth.of(Character("\u{85}")) == 0)
    }

    @Test func cjkAndHangulAreWide() {
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of(Character("語")) == 2)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("日本 and 中文") == 13)
        // Conjoining jamo form one syllable: as wide as the leading consonant.
        #expect(DisplayWidth.of(Character("\u{1100}\u{1161}\u{11A8}")) == 2)
    }

    @Test func fullwidthFormsAreWide() {
        #expect(DisplayWidth.of("ＡＢＣ") == 6)
        #expect(DisplayWidth.of(Character("！")) == 2)
        #expect(DisplayWidth.of(Character("\u{3000}")) == 2)  // ideographic space
        // Halfwidth katakana stays narrow.
        #expect(DisplayWidth.of(Character("ｶ")) == 1)
    }

    @Test func emojiAreWide() {
        #expect(DisplayWidth.of(Character("👍")) == 2)
        #expect(DisplayWidth.of(Character("👍🏽")) == 2)  // skin tone modifier
        #expect(DisplayWidth.of(Character("👨‍👩‍👧‍👦")) == 2)  // family ZWJ sequence
        #expect(DisplayWidth.of(Character("🏳️‍🌈")) == 2)
        #expect(DisplayWidth.of(Character("🇯🇵")) == 2)  // flag
        #expect(DisplayWidth.of(Character("❤️")) == 2)  // text-default emoji + VS16
        #expect(DisplayWidth.of(Character("1️⃣")) == 2)  // keycap
        #expect(DisplayWidth.of("👍👍") == 4)
    }

    @Test func textPresentationSymbolsAreNarrow() {
        #expect(DisplayWidth.of(Character("❤")) == 1)
        #expect(DisplayWidth.of(Character("©")) == 1)
        #expect(DisplayWidth.of(Character("…")) == 1)
        #expect(DisplayWidth.of(Character("→")) == 1)
    }

    @Test func combiningAndZeroWidthCharactersTakeNoExtraCells() {
        #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
        #expect(DisplayWidth.of("e\u{301}te\u{301}") == 3)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)  // lone ZWJ
        #expect(DisplayWidth.of(Character("\u{FE0F}")) == 0)  // lone variation selector
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)  // lone combining mark
        #expect(DisplayWidth.of(Character("\u{FEFF}")) == 0)
    }

    @Test func otherScriptsAreNarrow() {
        #expect(DisplayWidth.of("Ελληνικά") == 8)
        #expect(DisplayWidth.of("Привет") == 6)
        #expect(DisplayWidth.of("naïve café") == 10)
    }

    @Test func extensionsAgree() {
        let text = "a日👍e\u{301}"
        #expect(text.displayWidth == DisplayWidth.of(text))
        #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth })
        #expect(text.displayWidth == 6)
    }
}
