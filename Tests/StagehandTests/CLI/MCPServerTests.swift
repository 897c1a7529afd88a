import Foundation
import Testing

/// `stagehand mcp` driven by the official Python MCP client (PyPI `mcp`), a client written
/// independently of this project, as an agent's host would drive it: the people example played
/// through tools only, and the session it saves replayed by `stagehand test`.
@Suite("Agents: the MCP server with a real client", .serialized)
struct MCPServerTests {
    @Test("the people example plays through tools, and the saved session replays green under test")
    func peopleThroughTools() throws {
        let binary = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        try TemporaryFiles.withFolder("stagehand-mcp") { work in
            // A copy, so whatever the scene saves never touches the examples.
            let scenes = work + "/Scenes"
            try FileManager.default.copyItem(atPath: Repository.path("Scenes"), toPath: scenes)
            let client = Repository.path("Tests/MCP/play_people.py")
            let played = try ExternalTools.run("python3", [client, binary, scenes, "people-session.script.yaml"])
            // 127: `env` found no python3; 3: the client found no `mcp` module.
            if played.status == 127 || played.status == 3 {
                if ExternalTools.onCI {
                    Issue.record("the MCP test needs python3 with the mcp package; .ci/run installs it")
                } else {
                    print("skipped: the MCP test needs python3 with the mcp package (`pip install mcp`)")
                }
                return
            }
            #expect(played.status == 0, "the client failed: \(played.error)")
            #expect(played.output == "done\n", "\(played.output)\(played.error)")

            let saved = try String(contentsOfFile: scenes + "/people-session.script.yaml", encoding: .utf8)
            #expect(saved.contains("scene: \"people.scene.yaml\"\nsize: 60x20\nsteps:\n"), "\(saved)")
            #expect(!saved.contains("nameFeld"), "a failed step was saved:\n\(saved)")
            let replay = try ExternalTools.run(binary, ["test", scenes + "/people-session.script.yaml"])
            #expect(replay.status == 0, "\(replay.output)\(replay.error)")
            #expect(replay.output.hasSuffix("1 passed, 0 failed\n"), "\(replay.output)")
        }
    }
}
