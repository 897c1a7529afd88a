import Foundation
import Testing
import Stagehand
import StagehandConsole

/// A `TextArea` edits text of several lines with the keys a text field has, within and across
/// lines, and saves and reloads through a `FileDataSource` like a field does.
@Suite("Console: TextArea")
struct TextAreaTests {
    static let scene = """
        stagehand: 1
        scene: note
        title: Note
        dataSources:
          - { id: note, type: FileDataSource, properties: { path: note.yaml, save: true } }
          - { id: typed, type: TextInputDataSource, outlets: { field: body } }
        views:
          - { id: body, type: TextArea, properties: { height: 4, placeholder: Write here } }
          - { id: saveButton, type: Button, properties: { title: Save } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: note, view: body }, properties: { path: body } }
        responders:
          - { type: SetResponder, on: [saveButton.tap], outlets: { target: note, value: typed }, properties: { path: body } }
        """

    static let note = "First paragraph, 日本語で。\n\nSecond 👩‍👩‍👧 paragraph, café.\n\nThird: 한국어 and done."

    private func folder() throws -> String {
        let folder = TemporaryFiles.path("textarea")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.scene.write(toFile: folder + "/note.scene.yaml", atomically: true, encoding: .utf8)
        try "body: \"\"\n".write(toFile: folder + "/note.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    private func play(_ steps: String, in folder: String, name: String) throws -> ScriptPlayer.Result {
        let script = "scene: note.scene.yaml\nsize: 40x10\nsteps:\n" + steps
        try script.write(toFile: folder + "/\(name).script.yaml", atomically: true, encoding: .utf8)
        return ScriptPlayer().play(scriptFile: folder + "/\(name).script.yaml", options: .init(frames: .final, strict: true))
    }

    @Test func editsSavesAndReloadsAThreeParagraphNote() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Typed with keys across lines: the first paragraph with a typo fixed by moving back up.
        let edit = try play("""
              - type: { into: body, text: "First paragraph, 日本語で。" }
              - key: enter
              - key: enter
              - type: { into: body, text: "Second 👩‍👩‍👧 paragraph, cafe" }
              - key: backspace
              - type: { into: body, text: "é." }
              - key: enter
              - key: enter
              - type: { into: body, text: "Third: 한국어 done." }
              - key: left
              - key: left
              - key: left
              - key: left
              - key: left
              - type: { into: body, text: "and " }
              - expect: { view: body, text: "\(Self.note.replacingOccurrences(of: "\n", with: "\\n"))" }
              - click: saveButton

            """, in: folder, name: "edit")
        #expect(edit.diagnostics.map(\.formatted) == [])
        #expect(edit.runtimeProblems.map(\.formatted) == [])
        let (document, _) = DocumentLoader.load(contentsOf: folder + "/note.yaml")
        let saved = try #require(document?.root.map(Value.init))
        #expect(saved == ["body": .string(Self.note)])

        // Played again, the scene loads the note back into the area, every line of it.
        let reload = try play("""
              - expect: { view: body, text: "\(Self.note.replacingOccurrences(of: "\n", with: "\\n"))" }
              - snapshot

            """, in: folder, name: "reload")
        #expect(reload.diagnostics.map(\.formatted) == [])
        #expect(reload.output.contains("Second 👩‍👩‍👧 paragraph, café."))
        #expect(reload.output.contains("│Third: 한국어 and done."))
    }

    @Test func lintTakesTypeAndClearOnATextAreaButNotSubmit() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = "scene: note.scene.yaml\nsteps:\n  - type: { into: body, text: a }\n  - clear: body\n  - submit: body\n"
        try script.write(toFile: folder + "/lint.script.yaml", atomically: true, encoding: .utf8)
        let compiled = SceneCompiler(registry: Registry()).compileScript(at: folder + "/lint.script.yaml")
        #expect(compiled.diagnostics.map(\.code) == [.unsupportedInput])
        #expect(compiled.diagnostics.first?.location.line == 5)
    }

    @Test func upDownHomeEndAndDeletionsWorkOnLines() throws {
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: area, type: TextArea, properties: { text: "abc\\nde\\nfghij" } }
            """)
        let area = try scene.object("area", as: TextArea.self)
        #expect(area.cursorPosition == (line: 2, column: 5))
        #expect(area.moveLine(by: -1))
        #expect(area.cursorPosition == (line: 1, column: 2))   // the shorter line's end
        #expect(area.moveLine(by: -1))
        #expect(area.cursorPosition == (line: 0, column: 2))
        #expect(!area.moveLine(by: -1))                        // Up on the first line moves focus
        area.moveToLineEnd()
        area.deleteForward()                                   // joins the next line
        #expect(area.text == "abcde\nfghij")
        area.moveToLineStart()
        area.deleteToEnd()
        #expect(area.text == "\nfghij")
        area.paste("one\r\ntwo")
        #expect(area.text == "one\ntwo\nfghij")
        #expect(area.cursorPosition == (line: 1, column: 3))
        area.deleteToStart()
        #expect(area.text == "one\n\nfghij")
    }

    @Test func scrollsInsideItsHeightAndKeepsTheCaretInView() throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: area, type: TextArea, properties: { height: 2, text: "one\\ntwo\\nthree\\nfour" } }
            """, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        // The box's top and bottom lines come on top of its two lines of text.
        let renderer = FrameRenderer(size: TerminalSize(columns: 20, rows: 8))
        var frame = renderer.render(stage)
        var text = PlainTextRenderer().render(frame.buffer)
        #expect(text.contains("│three") && text.contains("│four") && !text.contains("│one"))
        #expect(frame.caret == ConsoleFrame.Caret(x: 7, y: 4))
        KeyRouter(stage: stage).press(.named(.up))
        KeyRouter(stage: stage).press(.named(.up))
        frame = renderer.render(stage)
        text = PlainTextRenderer().render(frame.buffer)
        #expect(text.contains("│two") && text.contains("│three") && !text.contains("│four"))
        #expect(frame.caret == ConsoleFrame.Caret(x: 6, y: 3))
    }
}
