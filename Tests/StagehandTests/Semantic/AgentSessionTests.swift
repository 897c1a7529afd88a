import Foundation
import Testing

import Stagehand
import StagehandConsole

/// The session `stagehand mcp` serves: steps as JSON on the virtual clock, failures with a
/// script's messages, a scratch copy of the folder, and a saved script that replays green.
@Suite("Agents: the session behind the MCP tools")
struct AgentSessionTests {
    /// A session on a copy of the examples, its working folder the copy.
    static func session(in work: String) throws -> AgentSession {
        try FileManager.default.copyItem(atPath: Repository.path("Scenes"), toPath: work + "/Scenes")
        return AgentSession(registry: Registry(), workingFolder: work + "/Scenes")
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("steps as JSON act as a script's; the tree follows; a save replays green and the originals never change")
    func playSaveReplay() throws {
        try TemporaryFiles.withFolder("stagehand-agent") { work in
            let session = try Self.session(in: work)
            let original = try String(contentsOfFile: work + "/Scenes/Data/people.json", encoding: .utf8)
            let opened = try Self.json(session.open("people.scene.yaml", size: "60x20").get())
            #expect(opened["focus"] as? String == "nameField")
            _ = try session.act(#"{"type": {"into": "nameField", "text": "Ada Lovelace"}}"#).get()
            // The text of a step is YAML as a script holds it, JSON included.
            _ = try session.act("tap: addButton").get()
            let tree = try Self.json(session.act(#"{"select": {"table": "peopleTable", "row": 1}}"#).get())
            #expect(tree["stack"] as? [String] == ["people", "person"])
            #expect(try session.frame().get().contains("Ada Lovelace"))
            _ = try session.act("back").get()
            _ = try session.act(#"{"expect": {"tree": {"view": "peopleTable", "focused": true}}}"#).get()
            #expect(try session.save(to: "saved.script.yaml").get() == "saved 5 steps to saved.script.yaml")
            session.close()
            // The scene saved nothing into the examples' copy: it played on a scratch copy.
            #expect(try String(contentsOfFile: work + "/Scenes/Data/people.json", encoding: .utf8) == original)
            let saved = try String(contentsOfFile: work + "/Scenes/saved.script.yaml", encoding: .utf8)
            #expect(saved.hasSuffix("""
                scene: "people.scene.yaml"
                size: 60x20
                steps:
                  - {"type":{"into":"nameField","text":"Ada Lovelace"}}
                  - {"tap":"addButton"}
                  - {"select":{"table":"peopleTable","row":1}}
                  - "back"
                  - {"expect":{"tree":{"view":"peopleTable","focused":true}}}

                """), "\(saved)")
            let replay = ScriptPlayer().play(scriptFile: work + "/Scenes/saved.script.yaml")
            #expect(replay.exitStatus == 0, "\(replay.diagnostics.map(\.formatted))")
        }
    }

    @Test("a failed step answers with the message a script step gets, and is not saved")
    func failuresSayWhatScriptsSay() throws {
        try TemporaryFiles.withFolder("stagehand-agent") { work in
            let session = try Self.session(in: work)
            #expect(session.act("back").failure?.description == "error: no scene is open; call 'open' with a scene file first")
            _ = try session.open("people.scene.yaml").get()
            #expect(session.act(#"{"tap": "nameFeld"}"#).failure?.description
                == "error: scene 'People' has no view 'nameFeld'; did you mean 'nameField'? [unknown-view]")
            #expect(session.act(#"{"tap": "addButton"}"#).failure?.description == "error: cannot tap 'addButton': it is disabled [step-failed]")
            #expect(session.act(#"{"tapp": "addButton"}"#).failure?.description.hasPrefix("error: unknown step 'tapp'; did you mean 'tap'?") == true)
            #expect(session.act("back").failure?.description == "error: cannot go back: 'People' is the first scene [step-failed]")
            #expect(session.act(#"{"expect": {"tree": {"view": "addButton", "enabled": true}}}"#).failure?.description
                == "error: expected the tree node of 'addButton' to have 'enabled' true, but it has false [expectation-failed]")
            #expect(session.open("missing.scene.yaml").failure?.description.contains("[file-not-found]") == true)
            #expect(session.open("people.scene.yaml", size: "huge").failure != nil)
            _ = try session.open("people.scene.yaml").get()
            #expect(try session.save(to: "none.script.yaml").get() == "saved 0 steps to none.script.yaml")
        }
    }
}

extension Result {
    /// The error, when this is one.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
