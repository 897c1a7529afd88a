import Foundation
import Testing
import Stagehand
import StagehandConsole

/// With `--strict`, a binding's path or format placeholder that finds nothing in a value is a
/// runtime problem, reported once per binding and path at the binding's place, unless the binding
/// has an `empty` text (a missing value is expected there); without it, the run passes.
@Suite struct StrictMissingDataTests {
    static let scene = """
        stagehand: 1
        scene: person
        dataSources:
          - { id: person, type: StaticDataSource, properties: { value: { name: Ada, city: London } } }
          - { id: people, type: StaticDataSource, properties: { value: { list: [ { name: Ada } ] } } }
        views:
          - { id: nameLabel, type: Label }
          - { id: cityLabel, type: Label }
          - { id: fine, type: Label }
          - { id: quiet, type: Label }
          - id: table
            type: Table
            prototype: { type: Label, id: row }
        bindings:
          - { type: TextBinding, outlets: { dataSource: person, view: nameLabel }, properties: { path: nmae } }
          - { type: TextBinding, outlets: { dataSource: person, view: cityLabel }, properties: { format: "{name} of {town}" } }
          - { type: TextBinding, outlets: { dataSource: person, view: fine }, properties: { format: "{name} of {city}" } }
          - { type: TableBinding, outlets: { dataSource: people, view: table }, properties: { path: lists } }
          - { type: TextBinding, outlets: { dataSource: person, view: quiet }, properties: { path: nmae, empty: "?" } }

        """

    static let script = """
        scene: person.scene.yaml
        steps:
          - expect: { view: nameLabel, text: "" }
          - expect: { view: quiet, text: "?" }
          - expect: { view: fine, text: "Ada of London" }

        """

    private func play(strict: Bool) throws -> ScriptPlayer.Result {
        let folder = try LiveDataTestSupport.folder(["person.scene.yaml": Self.scene, "person.script.yaml": Self.script])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return ScriptPlayer(registry: Registry()).play(scriptFile: folder + "/person.script.yaml", options: .init(strict: strict))
    }

    @Test func strictReportsEachPathThatFindsNothingOnceAtItsBinding() throws {
        let result = try play(strict: true)
        let messages = result.runtimeProblems.map(\.message)
        #expect(messages == [
            "the path 'nmae' of TextBinding finds nothing in the value of 'person' (StaticDataSource); the keys there are 'name', 'city'",
            "the format 'town' of TextBinding finds nothing in the value of 'person' (StaticDataSource); the keys there are 'name', 'city'",
            "the path 'lists' of TableBinding finds nothing in the value of 'people' (StaticDataSource); the keys there are 'list'",
        ])
        #expect(result.runtimeProblems.allSatisfy { $0.code == .pathNotInData })
        #expect(result.runtimeProblems.map(\.location.line) == [15, 16, 18])
        #expect(result.exitStatus == 1)
    }

    @Test func withoutStrictTheBindingShowsItsEmptyTextAndTheRunPasses() throws {
        let result = try play(strict: false)
        #expect(result.runtimeProblems.isEmpty)
        #expect(result.exitStatus == 0)
    }
}
