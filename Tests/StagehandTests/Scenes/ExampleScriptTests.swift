import Foundation
import Stagehand
import StagehandConsole
import Testing

/// Every example script in `Scenes/` plays to the end, and its frames match the golden file
/// under `Tests/StagehandTests/Goldens/` byte for byte. Set `STAGEHAND_UPDATE_GOLDENS=1` to
/// rewrite the goldens after a deliberate change, then review the diff like code.
@Suite("Example scripts and golden frames")
struct ExampleScriptTests {
    static let scripts = Repository.files(under: "Scenes", endingWith: [".script.yaml", ".script.json"])

    /// The registry the examples need: the standard library alone (an app's examples with types
    /// of its own live in its package, as the garden's do in `Examples/Garden`).
    static func exampleRegistry() throws -> Registry {
        Registry()
    }

    @Test("there are example scripts to play")
    func examplesExist() {
        #expect(Self.scripts.count >= 2)
    }

    /// Plays a script on a copy of `Scenes/`, so examples that save their data start from the
    /// shipped files every time and never change the checkout; paths print as in the checkout.
    static func playOnCopy(_ script: String, strict: Bool = false) throws -> ScriptPlayer.Result {
        let copy = try Repository.temporaryCopy(of: "Scenes")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        var result = ScriptPlayer(registry: try exampleRegistry()).play(scriptFile: copy + "/" + script, options: .init(frames: .each, strict: strict))
        result.output = Repository.relativize(result.output.replacingOccurrences(of: copy + "/", with: ""))
        return result
    }

    @Test("plays and matches its golden frames", arguments: scripts)
    func playsAndMatchesGolden(_ script: String) throws {
        let result = try Self.playOnCopy(script, strict: true)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        // A script that checks the status line provokes its problem on purpose; the others play
        // clean under --strict.
        let provokes = try String(contentsOfFile: Repository.path(script), encoding: .utf8).contains("status:")
        if !provokes {
            #expect(result.runtimeProblems.map(\.formatted) == [], "\(script) meets runtime problems")
        }
        let frames = result.output
        let name = (script as NSString).lastPathComponent.replacingOccurrences(of: ".script.yaml", with: "")
            .replacingOccurrences(of: ".script.json", with: "")
        let golden = Repository.path("Tests/StagehandTests/Goldens/\(name).frames.txt")
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDENS"] == "1" {
            try frames.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(frames == expected, "frames of \(script) differ from \(golden); rerun with STAGEHAND_UPDATE_GOLDENS=1 and review the diff")
    }

    @Test("plays the same bytes twice", arguments: scripts)
    func deterministic(_ script: String) throws {
        // A fresh copy and registry for each run, as each run of the app has: examples that save
        // change their copy.
        let first = try Self.playOnCopy(script)
        let second = try Self.playOnCopy(script)
        #expect(first.output == second.output)
    }
}
