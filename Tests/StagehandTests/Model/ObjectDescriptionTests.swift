import Testing
import Stagehand

/// An object's description keeps `properties:` and `outlets:` as the mapping nodes written and
/// `type`, `id` and its place compactly; reading them gives what the decoder accepted, and
/// changing them in code gives back exactly what was set.
@Suite struct ObjectDescriptionTests {
    private func decoded(_ text: String) throws -> (SceneDescription, [Diagnostic]) {
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "scene.yaml").document)
        let (scene, diagnostics) = SceneDecoder.decode(document)
        return (scene, diagnostics)
    }

    @Test("a description's box stays a 64-byte heap block: a scene of 75,000 objects holds 75,000 of them")
    func fieldsFitTheirBlock() {
        // 16 bytes of object header, and a block holds its size less 8: 56 bytes in a 64-byte block.
        #expect(ObjectDescription.fieldsSize + 16 <= 56, "\(ObjectDescription.fieldsSize) bytes of fields")
    }

    @Test func outletsReadFromTheMappingLeaveOutWhatTheDecoderRejected() throws {
        let (scene, diagnostics) = try decoded("""
            stagehand: 1
            scene: s
            bindings:
              - type: TextBinding
                outlets: { dataSource: people, view: [title, { not: an id }, ~, subtitle], broken: { a: b }, gone: ~ }
            """)
        let binding = try #require(scene.bindings.first)
        #expect(binding.outlets.map(\.name.value) == ["dataSource", "view"])
        #expect(binding.outlets.map { $0.targets.map(\.value) } == [["people"], ["title", "subtitle"]])
        #expect(binding.outlets.map(\.isList) == [false, true])
        #expect(binding.outlet("view")?.targets.map(\.location.line) == [5, 5])
        #expect(binding.outlet("view")?.targets.first?.location.file == "scene.yaml")
        #expect(binding.outlet("broken") == nil)
        // The decoder reported each rejected value once, where it was written.
        #expect(diagnostics.filter { $0.code == .wrongKind }.count == 4)
    }

    @Test func typeIDAndPlaceComeBackAsWritten() throws {
        let (scene, _) = try decoded("""
            stagehand: 1
            scene: s
            views:
              - id: title
                type: Label
            """)
        let view = try #require(scene.views.first)
        #expect(view.type?.value == "Label")
        #expect(view.type?.location == SourceLocation(file: "scene.yaml", line: 5, column: 11))
        #expect(view.id?.location == SourceLocation(file: "scene.yaml", line: 4, column: 9))
        #expect(view.location == SourceLocation(file: "scene.yaml", line: 4, column: 5))
    }

    @Test func fieldsSetInCodeKeepTheirOwnFiles() throws {
        var object = ObjectDescription(section: .view, location: SourceLocation(file: "a.yaml", line: 3, column: 1))
        object.type = Located("Label", at: SourceLocation(file: "a.yaml", line: 3, column: 9))
        object.id = Located("title", at: SourceLocation(file: "b.yaml", line: 7, column: 2))
        object.outlets = [.init(name: Located("view", at: SourceLocation(file: "a.yaml", line: 4, column: 3)),
                                targets: [Located("x", at: SourceLocation(file: "a.yaml", line: 4, column: 9))], isList: false)]
        let copy = object
        object.location = SourceLocation(file: "c.yaml", line: 1, column: 1)
        #expect(object.type?.location == SourceLocation(file: "a.yaml", line: 3, column: 9))
        #expect(object.id?.location == SourceLocation(file: "b.yaml", line: 7, column: 2))
        #expect(object.location == SourceLocation(file: "c.yaml", line: 1, column: 1))
        #expect(object.outlet("view")?.targets.map(\.value) == ["x"])
        // A copy made before the change keeps what it had.
        #expect(copy.location == SourceLocation(file: "a.yaml", line: 3, column: 1))
        #expect(copy.hasID)
        object.id = nil
        #expect(!object.hasID && object.id == nil)
    }
}
