import Foundation
import Testing
@testable import Stagehand
@testable import StagehandConsole

/// The garden's scenes drawn as `garden render` and a terminal draw them: the SVG of the first
/// frame at 80x24, and the frames at a small, a usual and a large terminal (after each Tab and
/// PageDown where the scene is taller than the terminal), each matching its golden file under
/// `Tests/GardenTests/Goldens/`. The gauge draws itself, so these show a custom view drawn.
@Suite("Garden scenes drawn")
struct GardenPictureTests {
    static let scenes = GardenPackage.files(under: Garden.scenes, endingWith: [".scene.yaml"])
    static let sizes = [TerminalSize(columns: 30, rows: 8), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 48)]

    /// A scene's name for its golden files: `Scenes/garden.scene.yaml` → `garden`.
    static func name(of scene: String) -> String {
        (scene as NSString).lastPathComponent.replacingOccurrences(of: ".scene.yaml", with: "")
    }

    @Test("renders as its golden SVG", arguments: scenes)
    func svgMatchesGolden(_ scene: String) throws {
        let capture = FrameCapture(registry: try Garden.registry())
        let result = capture.capture(sceneFile: GardenPackage.path(scene), options: .init(size: .standard))
        let frame = try #require(result.frame, "\(scene): \(result.diagnostics.map(\.formatted))")
        let svg = SVGFrameRenderer().render(frame.buffer, caret: frame.caret.map { ($0.x, $0.y) }, title: result.title)
        let same = try Golden.matches(svg, "Render/\(Self.name(of: scene)).svg")
        #expect(same, "\(scene) renders differently from its golden SVG; rerun with STAGEHAND_UPDATE_GOLDENS=1 and review the picture")
    }

    /// The frames of `scene` at `size`, each under a header line.
    static func frames(of scene: String, at size: TerminalSize) throws -> String {
        let copy = try GardenPackage.temporaryCopy(of: Garden.scenes)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let stage = Stage(registry: try Garden.registry())
        let diagnostics = stage.start(sceneFile: copy + "/" + scene)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(scene) does not start")
        stage.settleWork()
        let renderer = FrameRenderer(size: size)
        let plain = PlainTextRenderer()
        var output = "── \(size.columns)x\(size.rows): first frame\n" + plain.render(renderer.render(stage).buffer)
        let scroll = stage.current.map { stage.scroll(of: $0) }
        guard let current = stage.current, scroll?.scrolls == true else { return output }
        for step in 1...max(1, current.focusOrder.count) {
            KeyRouter(stage: stage).press(.named(.tab))
            output += "── \(size.columns)x\(size.rows): after \(step) tab\(step == 1 ? "" : "s")\n" + plain.render(renderer.render(stage).buffer)
        }
        for step in 1...8 {
            KeyRouter(stage: stage).press(.named(.pageDown))
            let frame = plain.render(renderer.render(stage).buffer)
            output += "── \(size.columns)x\(size.rows): then \(step) pagedown\(step == 1 ? "" : "s")\n" + frame
            if !frame.contains("▼") { break }
        }
        return output
    }

    @Test("draws the same frames as its goldens at three terminal sizes", arguments: scenes)
    func sizesMatchGoldens(_ scene: String) throws {
        for size in Self.sizes {
            let text = try Self.frames(of: scene, at: size)
            let same = try Golden.matches(text, "scenes/\(Self.name(of: scene))-\(size.columns)x\(size.rows).txt")
            #expect(same, "\(scene) at \(size.columns)x\(size.rows) drew:\n\(text)")
        }
    }
}
