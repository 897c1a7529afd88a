import Testing
import Stagehand

/// A long section is decoded in two halves on two threads; what comes out must be what one
/// thread decoding every object in turn gives: the same objects in the same order, and the same
/// problems in the same order.
@Suite struct SectionDecodeTests {
    /// A scene whose views section is long enough to be split, with mistakes in both halves and
    /// at the cut.
    static func scene(views: Int) -> String {
        var text = "stagehand: 1\nscene: long\nviews:\n"
        for i in 0..<views {
            switch i {
            case 3, views / 2 - 1, views / 2, views - 2:
                text += "  - { id: v\(i), type: Label, colour: red }\n"  // an unknown key
            case 10, views / 2 + 7:
                text += "  - { id: 9bad\(i), type: Label }\n"  // an id that is not one
            case 20, views / 2 + 20:
                text += "  - { id: v\(i), properties: [text] }\n"  // no type; properties not a mapping
            case 30:
                text += "  - just a string\n"  // not a mapping
            case views / 2 + 30:
                text += "  - id: v\(i)\n    type: Stack\n    children:\n      - { id: c\(i), type: Label, properties: { text: inner } }\n      - { id: d\(i), typ: Label }\n"
            default:
                text += "  - { id: v\(i), type: Label, properties: { text: \"label \(i)\" } }\n"
            }
        }
        text += "bindings:\n  - { type: TextBinding, outlets: { dataSource: nothing, view: v1 } }\n"
        return text
    }

    /// Each section decoded on one thread, in order, as the decoder did before it split sections.
    static func decodedOnOneThread(_ document: Document) -> (objects: [[ObjectDescription]], diagnostics: [Diagnostic]) {
        var reader = NodeReader()
        var objects: [[ObjectDescription]] = []
        guard let pairs = document.root?.pairs else { return ([], []) }
        for pair in pairs {
            guard let role = Role(sectionKey: pair.key.scalarText ?? "") else { continue }
            objects.append(SceneDecoder.decodeObjects(pair.value, role: role, &reader))
        }
        return (objects, reader.diagnostics)
    }

    private static func summary(_ object: ObjectDescription) -> String {
        let properties = object.properties.map { "\($0.name.value)=\($0.value.scalarText ?? "…")" }.joined(separator: ",")
        let children = object.children.map(summary).joined(separator: ";")
        return "\(object.id?.value ?? "-") \(object.type?.value ?? "-") @\(object.location) [\(properties)] {\(children)}"
    }

    @Test func aSplitSectionDecodesAsOneThreadDoes() throws {
        let views = SceneDecoder.objectsWorthAThread * 2 + 101
        let (parsed, loadProblems) = DocumentLoader.parse(Array(Self.scene(views: views).utf8), file: "long.scene.yaml")
        #expect(loadProblems.isEmpty)
        let document = try #require(parsed)
        let (scene, diagnostics) = SceneDecoder.decode(document)
        let reference = Self.decodedOnOneThread(document)

        #expect(scene.views.count == views - 1)  // the string entry is no object
        #expect(scene.views.map(Self.summary) == reference.objects[0].map(Self.summary))
        #expect(scene.bindings.map(Self.summary) == reference.objects[1].map(Self.summary))
        // The top level adds nothing here, so every problem is a section's, in the same order.
        #expect(diagnostics == reference.diagnostics)
        #expect(diagnostics.filter { $0.code == .unknownKey }.count == 5)
        #expect(diagnostics.contains { $0.code == .invalidId && $0.message.contains("9bad\(views / 2 + 7)") })
        // A check over the split description finds what it finds over the one-thread description.
        let compiled = SceneCompiler(registry: Registry()).compileScene(bytes: Array(Self.scene(views: views).utf8), file: "long.scene.yaml")
        #expect(compiled.diagnostics.contains { $0.code == .unknownId && $0.message.contains("'nothing'") })
    }
}
