import Foundation
import Testing
import Stagehand

/// `select` computed from an `input`: a `FileDataSource` holds the part of its file that the
/// input names now, a `CommandDataSource` the part of what its run printed; edits go to that part.
@Suite("Selects computed from data")
struct ComputedSelectTests {
    static let scene = """
        stagehand: 1
        scene: notes
        dataSources:
          - { id: key, type: TextInputDataSource, outlets: { field: keyField } }
          - { id: note, type: FileDataSource, outlets: { input: key }, properties: { path: notes.json, select: "{}", save: true } }
          - { id: info, type: CommandDataSource, outlets: { input: key }, properties: { command: [info, "--", "{}"], select: "{}" } }
          - { id: noteText, type: TextInputDataSource, outlets: { field: noteField } }
        views:
          - { id: keyField, type: TextField }
          - { id: noteLabel, type: Label }
          - { id: infoLabel, type: Label }
          - { id: noteField, type: TextField }
          - { id: saveButton, type: Button, properties: { title: Save } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: note, view: noteLabel }, properties: { empty: "no note" } }
          - { type: TextBinding, outlets: { dataSource: info, view: infoLabel }, properties: { path: size, empty: "?" } }
        responders:
          - { type: SetResponder, on: [saveButton.tap], outlets: { target: note, value: noteText } }
        """

    static let script = """
        scene: notes.scene.yaml
        commands:
          - match: [info, "--", "**"]
            output: '{"a.b": {"size": 3}, "new": {"size": 9}}'
        steps:
          - expect: { view: noteLabel, text: "no note" }
          - type: { into: keyField, text: "a.b" }
          - wait: 100ms
          - expect: { view: noteLabel, text: "first" }
          - expect: { view: infoLabel, text: "3" }
          - clear: keyField
          - type: { into: keyField, text: "new" }
          - wait: 100ms
          - expect: { view: noteLabel, text: "no note" }
          - expect: { view: infoLabel, text: "9" }
          - type: { into: noteField, text: "written" }
          - tap: saveButton
          - expect: { view: noteLabel, text: "written" }
          - expect: { file: notes.json, equals: after.json }
        """

    @Test("the finding: select: \"{}\" on a file and a command follows the key typed, one key dots and all; a note saved under a new key")
    func scriptFollowsTheKey() async throws {
        let folder = try LiveDataTestSupport.folder([
            "notes.scene.yaml": Self.scene,
            "notes.script.yaml": Self.script,
            "notes.json": #"{"a.b": "first", "a": {"b": "not this"}}"#,
            "after.json": #"{"a.b": "first", "a": {"b": "not this"}, "new": "written"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lint = Linter(registry: Registry()).lintScene(source: Self.scene, file: folder + "/notes.scene.yaml")
        #expect(lint.filter { $0.severity == .error }.map(\.formatted) == [])
        let result = await LiveDataTestSupport.play("notes.script.yaml", in: folder)
        #expect(result.errors == [])
        #expect(result.problems == [])
    }

    static let files = """
        dataSources:
          - { id: chosen, type: StaticDataSource }
          - { id: note, type: FileDataSource, outlets: { input: chosen }, properties: { path: notes.json, select: "notes.{hash}" } }
        views:
          - { id: shown, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: note, view: shown }, properties: { empty: "none" } }
        """

    static func fileScene(strict: Bool = false) throws -> (LiveScene, String) {
        let folder = try LiveDataTestSupport.folder(["notes.json": #"{"notes": {"a.b": "dotted", "c": "plain"}}"#])
        let file = folder + "/test.scene.yaml"
        let compiled = SceneCompiler(registry: Registry()).compileScene(bytes: Array((RuntimeTestSupport.header + files).utf8), file: file)
        #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        var options = LiveSceneOptions()
        options.reportsMissingData = strict
        let scene = try #require(LiveScene(compiled: compiled, registry: Registry(), options: options))
        return (scene, folder)
    }

    @Test("a FileDataSource selects again when its input changes; with no value it holds nothing, in the input's state")
    func fileSelectsAgain() throws {
        let (scene, folder) = try Self.fileScene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let note = try scene.object("note", as: DataSource.self), chosen = try scene.object("chosen", as: DataSource.self)
        let shown = try scene.object("shown", as: Label.self)
        #expect(note.value == .null && note.state == .ready && shown.text == "none")
        chosen.setValue(["hash": "a.b"])
        #expect(note.value == "dotted" && shown.text == "dotted")
        chosen.setValue(["hash": "c"])
        #expect(shown.text == "plain")
        // A key the file has not got yet: nothing there, and no failure.
        chosen.setValue(["hash": "zz"])
        #expect(note.value == .null && note.state == .ready)
        chosen.setValue(.null, state: .loading)
        #expect(note.value == .null && note.state == .loading && shown.text == "none")
        chosen.setValue(.null, state: .failed("no commit"))
        #expect(note.state.failureMessage == "no commit")
    }

    @Test("with --strict a select the input cannot fill is a runtime problem; nothing is held")
    func fileUnfilledIsReported() throws {
        let (scene, folder) = try Self.fileScene(strict: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try scene.object("chosen", as: DataSource.self).setValue(["id": 1])
        #expect(try scene.object("note", as: DataSource.self).value == .null)
        let reports = scene.diagnostics.filter { $0.code == .pathNotInData }.map(\.message)
        #expect(reports.contains { $0.contains("select 'notes.{hash}'") && $0.contains("{hash}") }, "\(reports)")
    }

    @Test("a CommandDataSource whose select the input cannot fill fails without running, naming the placeholder")
    func commandUnfilledFails() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: chosen, type: StaticDataSource, properties: { value: { id: 1 } } }
              - { id: info, type: CommandDataSource, outlets: { input: chosen }, properties: { command: [echo, "{}"], select: "{name}" } }
            """)
        let info = try scene.object("info", as: CommandDataSource.self)
        #expect(info.runCount == 0)
        #expect(info.state.failureMessage?.contains("{name}") == true, "\(info.state)")
        #expect(info.state.failureMessage?.contains("'select'") == true)
    }
}
