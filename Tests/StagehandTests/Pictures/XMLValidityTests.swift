import Foundation
import Testing
import Stagehand
import StagehandConsole

/// SVG and HTML stay valid whatever a title holds: every control character is replaced by a
/// visible U+FFFD (XML 1.0 forbids most C0 controls), and a long title is cut to its box with
/// `…`. Parsed by a real XML parser (Python's `xml.etree`).
@Suite("Pictures are valid XML whatever the text holds")
struct XMLValidityTests {
    /// Every C0 and C1 control, DEL, and the noncharacters XML forbids.
    static let controls: String = {
        var text = ""
        for value in Array(UInt32(0)...0x20) + Array(UInt32(0x7F)...0x9F) + [0xFFFE, 0xFFFF] {
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
        return text
    }()

    /// A title of 500 characters.
    static let longTitle = String(repeating: "Long title ", count: 46).prefix(500) + ""

    /// Parses `xml` with Python's `xml.etree`; nil when it parsed, else the parser's complaint.
    static func parseProblem(_ xml: String) throws -> String? {
        let file = TemporaryFiles.path("stagehand-xml", suffix: ".xml")
        try Data(xml.utf8).write(to: URL(fileURLWithPath: file))
        defer { TemporaryFiles.remove(file) }
        let result = try ExternalTools.run("python3", ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1]); print('parsed')", file])
        return result.status == 0 && result.output == "parsed\n" ? nil : result.error + result.output
    }

    @Test("XML text of every control character, and every character up to U+FFFF, parses and reads back with controls replaced")
    func xmlTextParses() throws {
        var everything = ""
        for value in UInt32(0)...0xFFFF { if let scalar = Unicode.Scalar(value) { everything.unicodeScalars.append(scalar) } }
        everything += "😀"
        let escaped = XMLText.escape(everything)
        #expect(try Self.parseProblem("<t a=\"\(escaped)\">\(escaped)</t>") == nil)
        #expect(XMLText.escape("a\u{1B}]0;x\u{07}\u{9B}b") == "a\u{FFFD}]0;x\u{FFFD}\u{FFFD}b")
        #expect(XMLText.escape("tab\tline\n") == "tab\tline\n")
    }

    @Test("an SVG frame whose title and text hold every control character is valid XML")
    func svgFrameParses() throws {
        var buffer = CellBuffer(width: 60, height: 3)
        buffer.write("cells: " + Self.controls, x: 0, y: 0)
        buffer.write(String(Self.longTitle), x: 0, y: 1)
        let svg = SVGFrameRenderer().render(buffer, title: Self.controls + String(Self.longTitle))
        #expect(try Self.parseProblem(svg) == nil)
        #expect(!svg.unicodeScalars.contains { TerminalText.isControl($0) })
        let html = HTMLFramePage.page(svg: svg, title: Self.controls + "page")
        #expect(!html.unicodeScalars.contains { TerminalText.isControl($0) })
    }

    @Test("a frame draws a control character as a visible U+FFFD")
    func framesShowControls() {
        var buffer = CellBuffer(width: 20, height: 1)
        buffer.write("a\u{1B}b\u{9B}c\u{7F}d", x: 0, y: 0)
        #expect(PlainTextRenderer().render(buffer).hasPrefix("a\u{FFFD}b\u{FFFD}c\u{FFFD}d"))
    }

    /// A storyboard of two scenes whose titles hold every control character and 500 characters.
    static func hostileStoryboard() throws -> (folder: String, storyboard: Storyboard) {
        let folder = try TemporaryFiles.folder("stagehand-hostile-titles")
        var escapedControls = ""
        for scalar in controls.unicodeScalars { escapedControls += String(format: "\\u%04X", scalar.value) }
        try TemporaryFiles.write("""
            stagehand: 1
            scene: first
            title: "One \(escapedControls)"
            views:
              - { id: go, type: Button, properties: { title: "Go \(escapedControls)" } }
            responders:
              - { type: SegueResponder, on: [go.tap], properties: { segue: next } }
            segues:
              - { id: next, to: second.scene.yaml, style: push }
            """, to: "first.scene.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: second\ntitle: \"\(longTitle)\"\n", to: "second.scene.yaml", in: folder)
        let reader = StoryboardReader(compiler: SceneCompiler(registry: Registry()))
        return (folder, try reader.read(folder).get())
    }

    @Test("the graph handed to dot holds no control character, and long titles are cut to their boxes")
    func dotLabels() throws {
        let (folder, storyboard) = try Self.hostileStoryboard()
        defer { TemporaryFiles.remove(folder) }
        let thumbnail = (width: 288.0, height: 172.8)
        let dot = StoryboardDOT(thumbnail: thumbnail).text(storyboard)
        #expect(!dot.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\r" })
        #expect(dot.contains("One \u{FFFD}"))
        let fitting = DOTText.characters(fitting: thumbnail.width + 2 * StoryboardDOT.padding, fontSize: 12)
        let cut = String(Self.longTitle.prefix(fitting - 1)) + "…"
        #expect(dot.contains("label=\"\(cut)\""), "the long title is cut to \(fitting) characters")
        #expect(!dot.contains(String(Self.longTitle.prefix(fitting + 1))))
        let plain = StoryboardDOT().text(storyboard)
        #expect(plain.contains(String(Self.longTitle.prefix(StoryboardDOT.longestLabel - 1)) + "…"))
    }

    @Test("the storyboard's SVG and HTML are valid whatever the titles hold",
          .enabled(if: ExternalTools.available(.dot), "dot is not installed (Debian: graphviz)"))
    func storyboardParses() throws {
        let (folder, storyboard) = try Self.hostileStoryboard()
        defer { TemporaryFiles.remove(folder) }
        let maker = StoryboardMaker(registry: Registry())
        let svg = String(decoding: try maker.draw(storyboard, as: .svg).get(), as: UTF8.self)
        #expect(try Self.parseProblem(svg) == nil)
        #expect(svg.contains("…"))
        #expect(!svg.contains(String(Self.longTitle.prefix(100))))
        let html = String(decoding: try maker.draw(storyboard, as: .html).get(), as: UTF8.self)
        #expect(!html.unicodeScalars.contains { TerminalText.isControl($0) })
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>", options: .backwards))
        #expect(try Self.parseProblem(String(html[start.lowerBound..<end.upperBound])) == nil)
    }
}
