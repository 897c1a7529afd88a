import Testing
import StagehandConsole

@Suite("Pictures: SVG frames")
struct SVGFrameRendererTests {
    @Test("the picture is the grid's size, on the palette's background")
    func size() {
        let svg = SVGFrameRenderer().render(CellBuffer(width: 80, height: 24))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"432\" viewBox=\"0 0 720 432\""))
        #expect(svg.contains("<rect width=\"720\" height=\"432\" fill=\"\(TerminalPalette.dark.background)\"/>"))
        #expect(svg.contains("font-family=\"'DejaVu Sans Mono'"))
        #expect(!svg.contains("<text"))
    }

    @Test("text stays text, in runs of one style, broken at gaps of two spaces")
    func runs() {
        var buffer = CellBuffer(width: 30, height: 1)
        buffer.write("Ada Lovelace", x: 1, y: 0)
        buffer.write("London", x: 16, y: 0)
        let svg = SVGFrameRenderer().render(buffer)
        #expect(svg.contains("<text x=\"9\" y=\"14\" textLength=\"108\" lengthAdjust=\"spacing\" fill=\"#cccccc\">Ada Lovelace</text>"))
        #expect(svg.contains("<text x=\"144\" y=\"14\" textLength=\"54\" lengthAdjust=\"spacing\" fill=\"#cccccc\">London</text>"))
    }

    @Test("bold, colour, dim, inverse and underline are drawn")
    func styles() {
        var buffer = CellBuffer(width: 20, height: 4)
        buffer.write("Title", x: 0, y: 0, style: CellStyle([.bold], foreground: .red))
        buffer.write("faint", x: 0, y: 1, style: CellStyle([.dim]))
        buffer.write("focus", x: 0, y: 2, style: CellStyle([.inverse]))
        buffer.write("field", x: 0, y: 3, style: CellStyle([.underline]))
        let palette = TerminalPalette.dark
        let svg = SVGFrameRenderer().render(buffer)
        #expect(svg.contains("fill=\"\(palette.rgb(.red))\" font-weight=\"bold\">Title</text>"))
        let faint = SVGFrameRenderer.mix(palette.foreground, palette.background)
        #expect(svg.contains("fill=\"\(faint)\">faint</text>"))
        // Inverse: the foreground colour behind, the background colour for the text.
        #expect(svg.contains("<rect x=\"0\" y=\"36\" width=\"45\" height=\"18\" fill=\"\(palette.foreground)\"/>"))
        #expect(svg.contains("fill=\"\(palette.background)\">focus</text>"))
        // Underline: a line under the cells, in the text's colour.
        #expect(svg.contains("<rect x=\"0\" y=\"70\" width=\"45\" height=\"1\" fill=\"\(palette.foreground)\"/>"))
    }

    @Test("a wide character is its own run, centred over its two cells")
    func wide() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("ab日本c", x: 0, y: 0)
        let svg = SVGFrameRenderer().render(buffer)
        #expect(svg.contains("<text x=\"0\" y=\"14\" textLength=\"18\" lengthAdjust=\"spacing\" fill=\"#cccccc\">ab</text>"))
        #expect(svg.contains("<text x=\"27\" y=\"14\" text-anchor=\"middle\" fill=\"#cccccc\">日</text>"))
        #expect(svg.contains("<text x=\"45\" y=\"14\" text-anchor=\"middle\" fill=\"#cccccc\">本</text>"))
        #expect(svg.contains("<text x=\"54\" y=\"14\" textLength=\"9\" lengthAdjust=\"spacing\" fill=\"#cccccc\">c</text>"))
    }

    @Test("text is escaped for XML")
    func escaping() {
        var buffer = CellBuffer(width: 20, height: 1)
        buffer.write("<a & 'b'>\"", x: 0, y: 0)
        let svg = SVGFrameRenderer().render(buffer, title: "Tom & Jerry")
        #expect(svg.contains(">&lt;a &amp; &#39;b&#39;&gt;&quot;</text>"))
        #expect(svg.contains("<title>Tom &amp; Jerry</title>"))
    }

    @Test("the caret is a block cursor: its cell drawn the other way round")
    func caret() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("name", x: 0, y: 0)
        let svg = SVGFrameRenderer().render(buffer, caret: (x: 4, y: 0))
        #expect(svg.contains("<rect x=\"36\" y=\"0\" width=\"9\" height=\"18\" fill=\"\(TerminalPalette.dark.foreground)\"/>"))
    }

    @Test("an HTML page holds the picture and needs nothing from elsewhere")
    func page() {
        let svg = SVGFrameRenderer().render(CellBuffer(width: 10, height: 2))
        let html = HTMLFramePage.page(svg: svg, title: "A <b> scene")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(svg))
        #expect(html.contains("<title>A &lt;b&gt; scene</title>"))
        #expect(!html.contains("src=") && !html.contains("<link"))
    }
}
