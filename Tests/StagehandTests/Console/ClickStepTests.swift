import Foundation
import Stagehand
import StagehandConsole
import Testing

/// The `click` step acts as a person's click: it focuses the view, then taps a button, toggles
/// a switch, only focuses a field, or selects a table row; lint knows which views take one.
@Suite("Console: the click step")
struct ClickStepTests {
    static let scene = """
        stagehand: 1
        scene: click
        title: Click
        dataSources:
          - { id: said, type: StaticDataSource, properties: { value: "" } }
          - { id: birds, type: StaticDataSource, properties: { value: [Robin, Wren, Jay] } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: list } }
        views:
          - { id: note, type: Label }
          - { id: go, type: Button, properties: { title: Go } }
          - { id: loud, type: Switch, properties: { title: Loud } }
          - { id: name, type: TextField }
          - id: list
            type: Table
            properties: { height: 3 }
            prototype:
              type: HStack
              children: [{ id: cell, type: Label }]
              bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
          - { id: picked, type: Label }
        bindings:
          - { type: TableBinding, outlets: { dataSource: birds, view: list } }
          - { type: TextBinding, outlets: { dataSource: chosen, view: picked }, properties: { empty: none } }
          - { type: TextBinding, outlets: { dataSource: said, view: note }, properties: { empty: Nothing yet } }
        responders:
          - { type: SetResponder, on: [go.tap], outlets: { target: said }, properties: { to: tapped } }
        """

    /// Plays `steps` against the scene above; the result and the script's path.
    private func play(_ steps: String) throws -> (ScriptPlayer.Result, String) {
        let folder = TemporaryFiles.path("click")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.scene.write(toFile: folder + "/click.scene.yaml", atomically: true, encoding: .utf8)
        let script = "scene: click.scene.yaml\nsize: 40x14\nsteps:\n" + steps
        try script.write(toFile: folder + "/click.script.yaml", atomically: true, encoding: .utf8)
        return (ScriptPlayer().play(scriptFile: folder + "/click.script.yaml", options: .init(frames: .final, strict: true)), folder)
    }

    @Test func aClickTapsTogglesFocusesAndSelects() throws {
        let (result, folder) = try play("""
              - click: go
              - expect: { view: note, text: tapped }
              - expect: { view: go, focused: true }
              - click: loud
              - expect: { view: loud, text: "Loud", focused: true }
              - expect: { screen: "[x] Loud" }
              - click: name
              - expect: { view: name, focused: true }
              - expect: { view: note, text: tapped }
              - click: { table: list, row: 2 }
              - expect: { view: list, focused: true, selected: 2 }
              - expect: { view: picked, text: Jay }

            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.runtimeProblems.map(\.formatted) == [])
        #expect(result.exitStatus == 0)
    }

    @Test func aClickOnALabelIsNotTakenAndLintSaysSo() throws {
        let (result, folder) = try play("  - click: note\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(result.exitStatus != 0)
        let compiled = SceneCompiler(registry: Registry()).compileScript(at: folder + "/click.script.yaml")
        let codes = compiled.diagnostics.map(\.code)
        #expect(codes == [.unsupportedInput])
        #expect(compiled.diagnostics.first?.message.contains("'click' needs a view that takes a click") == true)
    }

    @Test func aClickOnAMissingViewOrRowFailsAtItsPlace() throws {
        let (missing, folder) = try play("  - click: nowhere\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(missing.diagnostics.map(\.code) == [.unknownView])
        let (row, other) = try play("  - click: { table: list, row: 7 }\n")
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect(row.diagnostics.map(\.code) == [.stepFailed])
        #expect(row.diagnostics.first?.location.line == 4)
        let (negative, third) = try play("  - click: { table: list, row: -1 }\n")
        defer { try? FileManager.default.removeItem(atPath: third) }
        #expect(negative.diagnostics.map(\.code) == [.invalidStep])
    }
}
