import Foundation
import Stagehand
import StagehandConsole
import Testing

/// `stagehand render` of every example scene in `Scenes/` at 80x24, as SVG, matches its reviewed
/// golden file under `Tests/StagehandTests/Goldens/Render/`. Set `STAGEHAND_UPDATE_GOLDENS=1` to
/// rewrite the goldens after a deliberate change, then review the pictures and the diff.
@Suite("Pictures: rendered example scenes")
struct RenderGoldenTests {
    static let scenes = Repository.files(under: "Scenes", endingWith: [".scene.yaml", ".scene.yml", ".scene.json"])

    /// The golden file of a scene: `Scenes/Contacts/contact.scene.yaml` → `Contacts-contact.svg`.
    static func golden(for scene: String) -> String {
        var name = String(scene.dropFirst("Scenes/".count))
        for suffix in [".scene.yaml", ".scene.yml", ".scene.json"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return Repository.path("Tests/StagehandTests/Goldens/Render/" + name.replacingOccurrences(of: "/", with: "-") + ".svg")
    }

    /// The SVG `stagehand render SCENE --format svg` writes, with the example app's types: commands
    /// show their samples, so the picture is the same on every machine.
    static func render(_ scene: String) throws -> String {
        let capture = FrameCapture(registry: try ExampleScriptTests.exampleRegistry())
        let result = capture.capture(sceneFile: Repository.path(scene), options: .init(size: .standard, allowsCommands: false))
        let frame = try #require(result.frame, "\(scene): \(result.diagnostics.map(\.formatted))")
        return SVGFrameRenderer(palette: TerminalPalette.dark.themed(by: result.styleSheet)).render(frame.buffer, caret: frame.caret.map { ($0.x, $0.y) }, title: result.title)
    }

    @Test("every example folder has scenes to render")
    func scenesExist() {
        #expect(Self.scenes.count >= 10)
    }

    @Test("renders as its golden SVG", arguments: scenes)
    func matchesGolden(_ scene: String) throws {
        let svg = try Self.render(scene)
        let golden = Self.golden(for: scene)
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(atPath: PathResolver.directory(of: golden), withIntermediateDirectories: true)
            try svg.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(svg == expected, "\(scene) renders differently from \(golden); rerun with STAGEHAND_UPDATE_GOLDENS=1 and review the picture")
    }

    @Test("the SVG shows the same characters as the text frame")
    func sameAsText() throws {
        let capture = FrameCapture(registry: try ExampleScriptTests.exampleRegistry())
        let result = capture.capture(sceneFile: Repository.path("Scenes/people.scene.yaml"), options: .init())
        let frame = try #require(result.frame)
        let svg = SVGFrameRenderer().render(frame.buffer)
        var shown = ""
        for piece in svg.components(separatedBy: "</text>").dropLast() {
            guard let start = piece.range(of: ">", options: .backwards) else { continue }
            shown += piece[start.upperBound...]
        }
        shown = shown.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        let text = PlainTextRenderer().render(frame.buffer)
        func letters(_ text: String) -> [Character] { text.filter { !$0.isWhitespace }.sorted() }
        #expect(letters(shown) == letters(text))
    }

    @Test("a PNG drawn from the SVG has the frame's size and is not blank",
          .enabled(if: ExternalTools.available(.rsvgConvert), "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func png() throws {
        let svg = try Self.render("Scenes/Contacts/contacts.scene.yaml")
        let bytes = try ExternalProgram.png(fromSVG: svg).get()
        let png = try #require(PNGFile(bytes), "rsvg-convert wrote something that is not a PNG")
        #expect(png.width == 720 && png.height == 432)
        #expect(try png.distinctPixels() > 1, "the PNG is blank")
        let blank = try #require(PNGFile(try ExternalProgram.png(fromSVG: SVGFrameRenderer().render(CellBuffer(width: 80, height: 24))).get()))
        #expect(try blank.distinctPixels() == 1, "the blank frame should draw as one colour")
    }
}
