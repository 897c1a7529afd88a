import Foundation
import Stagehand
import StagehandConsole
import Testing

/// Every garden script plays to the end with the garden's types, and its frames match the golden
/// file under `Tests/GardenTests/Goldens/` byte for byte. Set `STAGEHAND_UPDATE_GOLDENS=1` to
/// rewrite the goldens after a deliberate change, then review the diff like code.
@Suite("Garden scripts and golden frames")
struct GardenScriptTests {
    static let scripts = GardenPackage.files(under: Garden.scenes, endingWith: [".script.yaml"])

    @Test("the garden and the nursery have scripts, one of them on a stand-in store")
    func scriptsExist() {
        #expect(Self.scripts == ["Scenes/garden.script.yaml", "Scenes/nursery-stocked.script.yaml", "Scenes/nursery.script.yaml"])
    }

    @Test("plays and matches its golden frames", arguments: scripts)
    func playsAndMatchesGolden(_ script: String) throws {
        let result = try Garden.playOnCopy(script, strict: true)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        // A script that checks the status line provokes its problem on purpose; the others play
        // clean under --strict.
        let provokes = try String(contentsOfFile: GardenPackage.path(script), encoding: .utf8).contains("status:")
        if !provokes {
            #expect(result.runtimeProblems.map(\.formatted) == [], "\(script) meets runtime problems")
        }
        let name = (script as NSString).lastPathComponent.replacingOccurrences(of: ".script.yaml", with: "")
        let same = try Golden.matches(result.output, "\(name).frames.txt")
        #expect(same, "frames of \(script) differ from Goldens/\(name).frames.txt; rerun with STAGEHAND_UPDATE_GOLDENS=1 and review the diff")
    }

    @Test("plays the same bytes twice", arguments: scripts)
    func deterministic(_ script: String) throws {
        // A fresh copy and registry for each run, as each run of the app has: the plant store
        // keeps what a run stored.
        let first = try Garden.playOnCopy(script)
        let second = try Garden.playOnCopy(script)
        #expect(first.output == second.output)
    }
}
