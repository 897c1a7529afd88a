import Foundation
import Testing
import Stagehand

/// A custom view that takes typed text, to show inputs are judged by the registry, not class names.
final class CodeField: View {
    override class var summary: String { "A field for short codes" }
    override class var events: [String] { ["change", "submit"] }
    override class var capabilities: Set<ViewCapability> { [.text, .textInput] }
}

@Suite struct ScriptCheckerTests {
    private let sceneText = """
        stagehand: 1
        scene: test
        dataSources:
          - { id: people, type: StaticDataSource }
        views:
          - { id: title, type: Label }
          - type: HStack
            children:
              - { id: nameField, type: TextField }
              - { id: addButton, type: Button }
          - { id: darkMode, type: Switch }
          - id: peopleTable
            type: Table
            prototype:
              views: [ { id: rowName, type: Label } ]
        bindings:
          - { type: TableBinding, outlets: { dataSource: people, view: peopleTable } }

        """

    private func scene(_ extra: String = "") -> SceneDescription {
        let (document, _) = DocumentLoader.parse(Array((sceneText + extra).utf8), file: "test.scene.yaml")
        return document.map { SceneDecoder.decode($0).scene } ?? SceneDescription(file: "test.scene.yaml")
    }

    private func script(_ steps: String, header: String = "scene: test.scene.yaml\n") -> ScriptDescription {
        let (document, _) = DocumentLoader.parse(Array((header + "steps:\n" + steps).utf8), file: "test.script.yaml")
        return document.map { ScriptDecoder.decode($0).script } ?? ScriptDescription(file: "test.script.yaml")
    }

    private func check(_ steps: String, registry: Registry = Registry(), extra: String = "") -> [Diagnostic] {
        ScriptChecker(registry: registry, fileExists: { _ in true }).check(script(steps), scene: scene(extra))
    }

    @Test func stepsThatFitTheirViewsAreClean() {
        let diagnostics = check("""
              - tap: addButton
              - type: { into: nameField, text: Ada }
              - submit: nameField
              - toggle: darkMode
              - select: { table: peopleTable, row: 0 }
              - expect: { view: peopleTable, rows: 1, selected: 0 }
              - expect: { view: title, text: People }
              - expect: { screen: People }
              - key: tab
              - wait: 300ms
              - back
              - snapshot
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func backAndSnapshotTakeNoValue() throws {
        let text = "scene: test.scene.yaml\nsteps:\n  - snapshot: [1, 2]\n  - back: { to: home }\n  - snapshot: 1\n  - back:\n  - snapshot: ~\n"
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "test.script.yaml").document)
        let (script, found) = ScriptDecoder.decode(document)
        #expect(found.map(\.formatted) == [
            "test.script.yaml:3:15: error: 'snapshot' takes no value, not a list; write it alone, as '- snapshot' [wrong-kind]",
            "test.script.yaml:4:11: error: 'back' takes no value, not a mapping; write it alone, as '- back' [wrong-kind]",
            "test.script.yaml:5:15: error: 'snapshot' takes no value, not an integer; write it alone, as '- snapshot' [wrong-kind]",
        ])
        // Nothing after the colon is the step written alone.
        #expect(script.steps.map(\.keyword) == ["back", "snapshot"])
    }

    @Test func unknownViewSuggestsTheClosestViewId() {
        let diagnostics = check("  - tap: addButon\n")
        #expect(diagnostics.map(\.formatted) == ["test.script.yaml:3:10: error: unknown view 'addButon'; did you mean 'addButton'? [unknown-view]"])
    }

    @Test func aDataSourceIsNotAView() {
        let diagnostics = check("  - tap: people\n")
        #expect(diagnostics.codes == [.unknownView])
        #expect(diagnostics.first?.message.contains("not a view") == true)
    }

    @Test func prototypeViewsAreNotTheScenesViews() {
        let diagnostics = check("  - expect: { view: rowName, text: Ada }\n")
        #expect(diagnostics.codes == [.unknownView])
        #expect(diagnostics.first?.message.contains("once per row") == true)
    }

    @Test func inputsAViewCannotTakeAreReported() {
        let diagnostics = check("""
              - type: { into: title, text: x }
              - submit: addButton
              - tap: title
              - toggle: addButton
              - select: { table: addButton, row: 0 }
              - expect: { view: title, rows: 2 }
              - expect: { view: darkMode, selected: 1 }
            """)
        #expect(diagnostics.codes == Array(repeating: .unsupportedInput, count: 7))
        #expect(diagnostics[0].message == "'type' needs a text field, but 'title' is a Label")
        #expect(diagnostics[0].checkPos == "3:19")
        #expect(diagnostics[4].message == "'select' needs a table, tree, tabs, select or radio group, but 'addButton' is a Button")
    }

    @Test func checkedNeedsAToggleAndValueAChoice() {
        let diagnostics = check("""
              - expect: { view: title, checked: true }
              - expect: { view: darkMode, value: x }
              - expect: { view: darkMode, checked: true }
            """)
        #expect(diagnostics.codes == [.unsupportedInput, .unsupportedInput])
        #expect(diagnostics.first?.message.contains("a switch or checkbox") == true)
        #expect(diagnostics.last?.message.contains("a select or radio group") == true)
    }

    @Test func customViewsTakeInputByCapability() throws {
        let registry = Registry()
        try registry.register(CodeField.self)
        let diagnostics = ScriptChecker(registry: registry, fileExists: { _ in true })
            .check(script("  - type: { into: code, text: X1 }\n  - tap: code\n"),
                   scene: scene(inViews: "  - { id: code, type: CodeField }\n"))
        #expect(diagnostics.codes == [.unsupportedInput])
        #expect(diagnostics.first?.message == "'tap' needs a button, but 'code' is a CodeField")
    }

    private func scene(inViews extra: String) -> SceneDescription {
        let text = sceneText.checksReplacingFirst("views:\n", with: "views:\n" + extra)
        let (document, _) = DocumentLoader.parse(Array(text.utf8), file: "test.scene.yaml")
        return document.map { SceneDecoder.decode($0).scene } ?? SceneDescription(file: "test.scene.yaml")
    }

    @Test func withoutASceneOnlyAMissingSceneIsReported() {
        let checker = ScriptChecker(registry: Registry(), fileExists: { _ in false })
        let unnamed = checker.check(script("  - tap: nothing\n", header: ""), scene: nil)
        #expect(unnamed.codes == [.missingScene])
        #expect(unnamed.first?.checkPos == "1:1")
        let missing = checker.check(script("  - tap: nothing\n"), scene: nil)
        #expect(missing.codes == [.missingScene])
        #expect(missing.first?.checkPos == "1:8")
        let present = ScriptChecker(registry: Registry(), fileExists: { _ in true }).check(script("  - tap: nothing\n"), scene: nil)
        #expect(present.isEmpty)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func checksReplacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
