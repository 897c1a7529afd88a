import Foundation
import Testing
import Stagehand
import StagehandConsole

/// Every scene in `Scenes/` drawn at a small, a usual and a large terminal: its first frame
/// (after the work it starts has settled, its commands answered by its folder's stand-ins), and where the scene is taller than the terminal,
/// the frame after each Tab and then after each PageDown to its end, so the goldens show that everything can be scrolled to and that
/// no view takes lines it does not need. Set `STAGEHAND_UPDATE_GOLDENS=1` to rewrite them.
@Suite("Example scenes at three terminal sizes")
struct SceneSizeGoldenTests {
    static let scenes = Repository.files(under: "Scenes", endingWith: [".scene.yaml", ".scene.yml", ".scene.json"])
    static let sizes = [TerminalSize(columns: 30, rows: 8), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 48)]

    /// The frames of `scene` at `size`, each under a header line.
    static func frames(of scene: String, at size: TerminalSize) throws -> String {
        let copy = try Repository.temporaryCopy(of: "Scenes")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let stage = Stage(registry: try ExampleScriptTests.exampleRegistry())
        // The machine's own programs would draw this machine's disks: commands are answered by
        // the stand-ins of the folder's script, and nothing else runs, the same on every machine.
        stage.sceneOptions.standIns = try standIns(beside: scene, in: copy)
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
        // Then page down to the end: what no view that takes focus reaches is reached so.
        for step in 1...8 {
            KeyRouter(stage: stage).press(.named(.pageDown))
            let frame = plain.render(renderer.render(stage).buffer)
            output += "── \(size.columns)x\(size.rows): then \(step) pagedown\(step == 1 ? "" : "s")\n" + frame
            // The scene's own mark, not a table's, says more lies below.
            if let scroll, scroll.offset + scroll.shownHeight >= scroll.contentHeight { break }
        }
        return output
    }

    /// The stand-ins of the scripts in the scene's folder (none run anything else).
    static func standIns(beside scene: String, in copy: String) throws -> CommandStandIns? {
        let folder = PathResolver.directory(of: scene)
        let scripts = Repository.files(under: folder, endingWith: [".script.yaml"])
            .filter { PathResolver.directory(of: $0) == folder }
        var answers: [CommandStandIns.Answer] = []
        for script in scripts {
            let compiled = SceneCompiler(registry: try ExampleScriptTests.exampleRegistry()).decodeScript(at: copy + "/" + script)
            guard let description = compiled.playable, description.commands != nil else { continue }
            if case .success(let made?) = ScriptStandIns.make(description, onlyStandIns: true, limits: .default) {
                answers += made.answers
            }
        }
        return CommandStandIns(answers: answers, onlyStandIns: true)
    }

    @Test("draws the same frames as its goldens", arguments: scenes)
    func matchesGoldens(_ scene: String) throws {
        let name = scene.dropFirst("Scenes/".count).replacingOccurrences(of: "/", with: "-")
            .replacingOccurrences(of: ".scene.yaml", with: "")
        for size in Self.sizes {
            let text = try Self.frames(of: scene, at: size)
            let same = try Golden.matches(text, "scenes/\(name)-\(size.columns)x\(size.rows).txt")
            #expect(same, "\(scene) at \(size.columns)x\(size.rows) drew:\n\(text)")
        }
    }
}
