import Foundation
import OrderedCollections
import Testing
import Stagehand

/// A JSON data file's value can be made from its text without a document; it must be exactly
/// the value the document gives, keys shared the same way, and refused wherever the document
/// would stop at a limit.
@Suite struct JSONValueTests {
    static func viaDocument(_ text: String, limits: LoadLimits = .default) -> Value? {
        DocumentLoader.parse(Array(text.utf8), file: "t.json", limits: limits).document?.root.map(Value.init)
    }

    static func direct(_ text: String, limits: LoadLimits = .default) -> Value? {
        Array(text.utf8).withUnsafeBufferPointer { Value(json: $0, limits: limits) }
    }

    /// Texts whose documents load; one with a repeated key does not (`duplicate-key`), and is refused.
    static let loading = JSONTreeReaderTests.texts.filter { viaDocumentLoads($0) }

    static func viaDocumentLoads(_ text: String) -> Bool {
        !DocumentLoader.parse(Array(text.utf8), file: "t.json").diagnostics.contains { $0.severity == .error }
    }

    @Test(arguments: loading + [
        #"[{"a": 1, "b": 2}, {"a": 3, "b": 4}, {"b": 5, "a": 6}, {"a": 7, "b": 8}, {"a": 9}, {"a": 11, "b": 1}, {}]"#,
        #"[{"p": {"x": 1, "y": [{"z": 1}]}, "q": [1]}, {"p": {"x": 2, "y": [{"z": 2}, {"z": 3, "w": 0}]}, "q": []}]"#,
        #"{"": "empty key", "k": "", "n": [null, [], {}, [[]]]}"#,
        "[" + (0..<40).map { #"{"first": "First\#($0)", "last": "Last\#($0)", "age": \#(20 + $0 % 60)}"# }.joined(separator: ",") + "]",
    ])
    func matchesTheDocumentsValue(text: String) throws {
        let expected = try #require(Self.viaDocument(text))
        let made = try #require(Self.direct(text))
        // NaN is never equal to itself: compare the text of both too.
        #expect(made == expected)
        #expect(made.jsonText(pretty: false) == expected.jsonText(pretty: false))
    }

    @Test func rowsShareTheirKeysAsTheDocumentsValueDoes() throws {
        let text = #"[{"name": "Ada", "size": 1}, {"name": "Grace", "size": 2}, {"size": 3, "name": "Alan"}, {"size": 4, "name": "Edsger"}]"#
        guard case .list(let rows)? = Self.direct(text) else {
            Issue.record("the text is a list")
            return
        }
        let keys = rows.compactMap { row -> OrderedSet<String>? in
            if case .mapping(let mapping) = row { return mapping.keys }
            return nil
        }
        func storage(_ set: OrderedSet<String>) -> UnsafeRawPointer? {
            set.elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        #expect(keys.count == 4)
        #expect(storage(keys[0]) == storage(keys[1]))
        #expect(storage(keys[2]) == storage(keys[3]))
        #expect(storage(keys[0]) != storage(keys[2]))
    }

    @Test func whatADocumentWouldNotLoadIsRefused() {
        // Past a limit, or not JSON: the caller reads it through a document, for the diagnostic.
        let deep = String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        #expect(Self.direct(deep, limits: LoadLimits(maxDepth: 10)) == nil)
        #expect(Self.viaDocument(deep, limits: LoadLimits(maxDepth: 10)) == nil)
        let long = #"["\#(String(repeating: "x", count: 100))"]"#
        #expect(Self.direct(long, limits: LoadLimits(maxScalarLength: 50)) == nil)
        #expect(Self.direct(long, limits: LoadLimits(maxFileSize: 20)) == nil)
        for text in [#"[{"a": 1, "b": 2}, {"a": 3, "a": 4}]"#, #"{"k": {"x": 1, "y": 2, "x": 3}}"#] {
            #expect(Self.direct(text) == nil, "\(text)")
            #expect(!Self.viaDocumentLoads(text))
        }
        for text in ["[1, 2,]", "{a: 1}", "[1] [2]", "[[1]", "", "  ", "[\"a\tb\"]"] {
            #expect(Self.direct(text) == nil, "\(text)")
        }
        // Within every limit, the same text is taken.
        #expect(Self.direct(deep, limits: LoadLimits(maxDepth: 30)) == Self.viaDocument(deep, limits: LoadLimits(maxDepth: 30)))
    }

    @Test func aLiveSceneTakesAJSONFilesValueAndNotItsDocument() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        // Over the size kept in memory, so the text comes back from the file kept open.
        let rows = (0..<30_000).map { #"{"title": "Book \#($0)", "pages": \#($0 % 700)}"# }
        try TemporaryFiles.write("[" + rows.joined(separator: ",") + "]", to: "shelf.json", in: folder)
        let scene = SceneCompilerTests.shelfScene.replacingOccurrences(of: "shelf.yaml", with: "shelf.json")
        let file = try TemporaryFiles.write(scene, to: "shelf.scene.yaml", in: folder)
        var compiler = SceneCompiler(registry: Registry())
        compiler.preparesForLiveScene = true
        let compiled = compiler.compileScene(at: file, meanwhile: { _, _ in () }).compiled
        let read = try #require(compiled.dataFiles[folder + "/shelf.json"])
        #expect(read.document == nil)
        let expected = try #require(Self.viaDocument("[" + rows.joined(separator: ",") + "]"))
        #expect(read.madeValue == expected)
        // Built later, the scene shows the file as it was checked, without reading it again.
        try FileManager.default.removeItem(atPath: folder + "/shelf.json")
        let live = try #require(LiveScene(compiled: compiled, registry: Registry()))
        #expect(try live.object("count", as: Label.self).text == "30000 books")
    }
}
