import Stagehand
import Testing
import StagehandConsole

@Suite("Console: renderers")
struct ConsoleRendererTests {
    @Test func plainRendererTrimsTrailingSpacesAndSkipsContinuations() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("日本 ok", x: 1, y: 0)
        buffer.write("styled", x: 0, y: 1, style: CellStyle(.inverse, foreground: .green))
        buffer.fill(Rect(x: 6, y: 1, width: 4, height: 1), style: CellStyle(.inverse))
        let frame = PlainTextRenderer().render(buffer)
        #expect(frame == " 日本 ok\nstyled\n")
        #expect(!frame.contains("\u{1B}"))
        #expect(PlainTextRenderer(trimsTrailingBlankLines: true).render(buffer) == " 日本 ok\nstyled")
    }

    @Test func plainRendererKeepsInnerSpaces() {
        var buffer = CellBuffer(width: 12, height: 1)
        buffer.write("a", x: 0, y: 0)
        buffer.write("b", x: 10, y: 0)
        #expect(PlainTextRenderer().render(buffer) == "a         b")
    }

    @Test func sgrSequences() {
        #expect(ANSIRenderer.sgr(.plain) == "\u{1B}[0m")
        #expect(ANSIRenderer.sgr(CellStyle([.bold, .inverse], foreground: .red)) == "\u{1B}[0;1;7;31m")
        #expect(ANSIRenderer.sgr(CellStyle([.dim, .underline], foreground: .gray)) == "\u{1B}[0;2;4;90m")
    }

    @Test func ansiRendererEmitsStylesAndResetsEachRow() {
        var buffer = CellBuffer(width: 12, height: 2)
        buffer.write("Hi", x: 0, y: 0)
        buffer.write("OK", x: 3, y: 0, style: CellStyle(.bold))
        buffer.write("日", x: 0, y: 1, style: CellStyle(.inverse))
        let output = ANSIRenderer().render(buffer)
        #expect(output == "Hi \u{1B}[0;1mOK\u{1B}[0m\n\u{1B}[0;7m日\u{1B}[0m")
    }

    @Test func ansiRendererKeepsStyledTrailingSpaces() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.fill(buffer.bounds, style: CellStyle(.inverse))
        #expect(ANSIRenderer().render(buffer) == "\u{1B}[0;7m    \u{1B}[0m")
    }

    @Test func colourNamesBecomePaletteEntries() throws {
        #expect(PaletteColor(try #require(StyleColor("gray"))) == .gray)
        #expect(PaletteColor(try #require(StyleColor("brightRed"))) == .ansi(9))
        #expect(StyleColor("mauve") == nil)
        #expect(StyleColor("#12345") == nil)
        #expect(StyleColor("#A0b1C2") == .rgb(RGBColor(red: 0xa0, green: 0xb1, blue: 0xc2)))
    }

    @Test func everyKindOfColourHasItsSGR() {
        #expect(ANSIRenderer.sgr(CellStyle(foreground: .ansi(9), background: .ansi(4))) == "\u{1B}[0;91;44m")
        #expect(ANSIRenderer.sgr(CellStyle(foreground: .ansi(0), background: .ansi(15))) == "\u{1B}[0;30;107m")
        #expect(ANSIRenderer.sgr(CellStyle(foreground: .indexed(203))) == "\u{1B}[0;38;5;203m")
        #expect(ANSIRenderer.sgr(CellStyle([.italic], background: .rgb(RGBColor(red: 255, green: 216, blue: 102)))) == "\u{1B}[0;3;48;2;255;216;102m")
    }
}
