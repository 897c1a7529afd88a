import Foundation
import Stagehand
import StagehandConsole
import Testing

/// `run --script --watch` plays the script again after every save of a file it depends on.
@Suite struct ScriptWatchTests {
    @Test func aSaveReplaysTheScriptAndShowsTheFirstFailure() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let scene = try TemporaryFiles.write("stagehand: 1\nscene: hello\nviews:\n  - { id: greeting, type: Label, properties: { text: Hello } }\n",
                                               to: "hello.scene.yaml", in: folder)
        let script = try TemporaryFiles.write("scene: hello.scene.yaml\nsteps:\n  - expect: { view: greeting, text: Hello }\n",
                                                to: "hello.script.yaml", in: folder)
        #expect(ScriptWatch(player: ScriptPlayer()).files(scriptFile: script, sceneFile: nil).contains(PathResolver.normalize(scene)))

        var results: [ScriptPlayer.Result] = []
        var saved = false
        ScriptWatch(player: ScriptPlayer()).run(
            scriptFile: script, sceneFile: nil, options: .init(), runs: 2,
            show: { results.append($0) },
            sleep: { _ in
                // The author saves the scene while the loop waits.
                guard !saved else { return }
                saved = true
                let text = "stagehand: 1\nscene: hello\nviews:\n  - { id: greeting, type: Label, properties: { text: Goodbye, style: bold } }\n"
                _ = try? TemporaryFiles.write(text, to: "hello.scene.yaml", in: folder)
            })
        #expect(results.count == 2)
        #expect(results.first?.exitStatus == 0)
        #expect(results.last?.exitStatus == 1)
        #expect(results.last?.diagnostics.first?.message.contains("Goodbye") == true)
    }
}
