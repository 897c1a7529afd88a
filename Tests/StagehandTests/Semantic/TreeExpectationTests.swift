import Foundation
import Testing

import Stagehand
import StagehandConsole

/// `expect: { tree: { view: ID, KEY: VALUE, … } }`: a script checks a view's node in the
/// semantic tree; and a `Tree` view lists its shown rows there, as a table does.
@Suite("Semantic tree: expect tree and Tree rows")
struct TreeExpectationTests {
    /// Plays `steps` against the people example.
    static func play(_ steps: String) throws -> ScriptPlayer.Result {
        let folder = try TemporaryFiles.folder("stagehand-expect-tree")
        try FileManager.default.copyItem(atPath: Repository.path("Scenes"), toPath: folder + "/Scenes")
        let script = folder + "/Scenes/check.script.yaml"
        try "scene: people.scene.yaml\nsteps:\n\(steps)".write(toFile: script, atomically: true, encoding: .utf8)
        var options = ScriptPlayer.Options()
        options.playsOnScratchCopy = true
        return ScriptPlayer().play(scriptFile: script, options: options)
    }

    @Test("the node's fields pass when they match, and a mismatch says what the node has")
    func checksFields() throws {
        let passing = try Self.play("""
              - expect: { tree: { view: nameField, role: textInput, focused: true, enabled: true, text: "", visible: true } }
              - expect: { tree: { view: addButton, type: Button, enabled: false, events: [tap] } }
              - expect: { tree: { view: countLabel, text: 4 people } }
            """)
        #expect(passing.exitStatus == 0, "\(passing.diagnostics.map(\.formatted))")
        let failing = try Self.play("""
              - expect: { tree: { view: addButton, enabled: true } }
            """)
        #expect(failing.diagnostics.map(\.message) == ["expected the tree node of 'addButton' to have 'enabled' true, but it has false"])
        #expect(failing.diagnostics.first?.location.line == 3)
        let absent = try Self.play("""
              - expect: { tree: { view: countLabel, checked: true } }
            """)
        #expect(absent.diagnostics.map(\.message) == ["expected the tree node of 'countLabel' to have 'checked' true, but it has no 'checked'"])
    }

    @Test("a tree check needs a view and a known field")
    func decoding() {
        func problems(_ expect: String) -> [String] {
            let text = "scene: people.scene.yaml\nsteps:\n  - expect: \(expect)\n"
            guard let document = DocumentLoader.parse(Array(text.utf8), file: "t.script.yaml").document else { return ["no document"] }
            return ScriptDecoder.decode(document).diagnostics.map(\.message)
        }
        #expect(problems("{ tree: { view: nameField, focused: true } }") == [])
        #expect(problems("{ tree: { focused: true } }") == ["'tree' needs 'view', the id of the view whose node is checked"])
        #expect(problems("{ tree: { view: nameField } }").first?.hasPrefix("'tree' needs a field of the node to check") == true)
        #expect(problems("{ tree: { view: nameField, focussed: true } }").first?.contains("did you mean 'focused'?") == true)
    }

    @Test("a Tree view's shown rows are its children in the semantic tree, with expanded on nodes that open")
    func treeRows() throws {
        let folder = try TemporaryFiles.folder("stagehand-tree-rows")
        defer { TemporaryFiles.remove(folder) }
        let scene = folder + "/files.scene.yaml"
        try """
            stagehand: 1
            scene: files
            title: Files
            dataSources:
              - id: nodes
                type: StaticDataSource
                properties:
                  value:
                    - { name: Sources, children: [ { name: main.swift } ] }
                    - { name: README.md }
            views:
              - id: fileTree
                type: Tree
                properties: { label: "{name}" }
            bindings:
              - { type: TreeBinding, outlets: { dataSource: nodes, view: fileTree } }
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        var options = FrameCapture.Options(size: TerminalSize(columns: 40, rows: 10), allowsCommands: false)
        options.buildsTree = true
        let tree = try #require(FrameCapture(registry: Registry()).capture(sceneFile: scene, options: options).tree)
        let node = try #require(SemanticTreeTests.nodes(tree).first { $0.id == "fileTree" })
        #expect(node.role == "tree")
        let rows = node.fields["children"]?.list?.compactMap(\.mapping) ?? []
        #expect(rows.map { $0["text"]?.string } == ["Sources", "README.md"])
        #expect(rows.map { $0["role"]?.string } == ["row", "row"])
        #expect(rows.first?["expanded"] == false)
        #expect(rows.last?["expanded"] == nil)
    }
}
