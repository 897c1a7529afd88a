import Foundation
import OrderedCollections
import Testing
@testable import Stagehand

/// A scene or data file nested a hundred thousand levels deep, with `--max-depth` raised to
/// allow it, is loaded and checked without a crash, in every shape a user may write: block lists
/// (`- - - …`) load whole with exact positions; flow lists and mappings (`[[[…]]]`, `{a: {a: …}}`)
/// and JSON are refused with `nesting-too-deep` where they pass the flow-style limit, since
/// libyaml's time grows with the square of flow depth. No test here times anything.
@Suite("Deep nesting")
struct DeepNestingTests {
    static let depth = 100_000
    static let limits = LoadLimits(maxDepth: 200_000)
    static let compiler = SceneCompiler(registry: Registry(), limits: limits)

    /// A scene whose Label's `text` (block style, under `text:`) is `value`.
    static func labelScene(_ value: String) -> String {
        "stagehand: 1\nscene: deep\nviews:\n  - id: v\n    type: Label\n    properties:\n      text:\n        \(value)\n"
    }

    /// A scene whose StaticDataSource holds `value`.
    static func staticScene(_ value: String) -> String {
        "stagehand: 1\nscene: deep\ndataSources:\n  - id: s\n    type: StaticDataSource\n    properties:\n      value:\n        \(value)\n"
            + "views:\n  - id: v\n    type: Label\n"
    }

    static let blockList = String(repeating: "- ", count: depth) + "x"
    static let flowList = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
    static let flowMapping = String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth)
    static let json = String(repeating: "{\"a\": ", count: depth) + "1" + String(repeating: "}", count: depth)

    func compile(_ text: String) -> CompiledScene {
        Self.compiler.compileScene(bytes: Array(text.utf8), file: "/deep.scene.yaml")
    }

    @Test("block lists 100,000 deep load whole, down to the innermost scalar's column")
    func blockListLoads() throws {
        let (document, diagnostics) = DocumentLoader.parse(Array(("- " + Self.blockList + "\n").utf8), file: "deep.yaml", limits: Self.limits)
        #expect(diagnostics.isEmpty)
        var node = try #require(document?.root)
        var levels = 0
        while let first = node.items?.first {
            node = first
            levels += 1
        }
        #expect(levels == Self.depth + 1)
        #expect(node.scalarText == "x")
        #expect(node.docPos == "1:\(2 * (Self.depth + 1) + 1)")
    }

    @Test("a scene with a block list 100,000 deep is checked", arguments: ["label", "static"])
    func blockListScene(place: String) {
        let scene = compile(place == "label" ? Self.labelScene(Self.blockList) : Self.staticScene(Self.blockList))
        #expect(scene.document != nil)
        #expect(!scene.diagnostics.contains { $0.code == .nestingTooDeep })
        if place == "label" {
            #expect(scene.diagnostics.map(\.code) == [.invalidProperty])
        } else {
            #expect(scene.diagnostics.filter { $0.severity == .error } == [])
        }
    }

    @Test("flow lists, flow mappings and JSON 100,000 deep are refused where they pass the flow limit",
          arguments: ["list", "mapping", "json"])
    func flowIsRefused(shape: String) {
        let value = shape == "list" ? Self.flowList : shape == "mapping" ? Self.flowMapping : Self.json
        let scene = compile(Self.staticScene(value))
        #expect(scene.document == nil)
        #expect(scene.diagnostics.map(\.code) == [.nestingTooDeep])
        // The flow collection one past the limit, on line 8 after eight spaces.
        let width = shape == "list" ? 1 : shape == "mapping" ? 4 : 6
        #expect(scene.diagnostics.first?.docPos == "8:\(9 + LibYAMLParser.maxFlowDepth * width)")
        #expect(scene.diagnostics.first?.message.contains("flow style") == true)
    }

    @Test("flow nesting up to the flow limit loads")
    func flowUpToTheLimit() {
        let depth = LibYAMLParser.maxFlowDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(DocumentLoader.parse(Array(text.utf8), file: "f.json", limits: Self.limits).diagnostics.isEmpty)
        let deeper = "[" + text + "]"
        #expect(DocumentLoader.parse(Array(deeper.utf8), file: "f.json", limits: Self.limits).diagnostics.map(\.code) == [.nestingTooDeep])
    }

    @Test("data files 100,000 deep are loaded or refused, never a crash", arguments: ["deep.yaml", "deep.json"])
    func dataFiles(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-deep-\(UInt64.random(in: 0 ... .max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = name.hasSuffix(".json") ? Self.json : Self.blockList
        try data.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let scene = "stagehand: 1\nscene: deep\ndataSources:\n  - id: s\n    type: FileDataSource\n    properties:\n      path: \(name)\n"
            + "views:\n  - id: v\n    type: Label\n"
        try scene.write(toFile: folder + "/deep.scene.yaml", atomically: true, encoding: .utf8)
        let file = LoadedDataFile.read(folder + "/" + name, limits: Self.limits)
        let errors = Self.compiler.compileScene(at: folder + "/deep.scene.yaml").diagnostics.filter { $0.severity == .error }
        if name.hasSuffix(".json") {
            #expect(file.problem?.code == .nestingTooDeep)
            #expect(errors.count == 1)
            #expect(errors.first?.message.contains("flow style") == true)
        } else {
            #expect(file.document != nil)
            #expect(file.problem == nil)
            #expect(errors == [])
        }
    }

    @Test("a value 100,000 levels deep is freed without overflowing the stack")
    func deepValueIsDiscarded() {
        var value = Value.string("x")
        for level in 0..<Self.depth {
            value = level.isMultiple(of: 2) ? .list([value, .int(level)]) : .mapping(["a": value, "b": .null])
        }
        // Handed over, not copied: a copy left anywhere (an expectation's captured operands
        // included) would be freed the recursive way.
        Value.discard(consume value)
    }

    @Test("the display text of a value 100,000 deep is made without recursion")
    func deepDisplayText() {
        var list = Value.string("x")
        var mapping = Value.string("x")
        for _ in 0..<Self.depth {
            list = .list([list])
            mapping = .mapping(["a": mapping])
        }
        let listText = list.displayText
        let mappingText = mapping.displayText
        Value.discard(consume list)
        Value.discard(consume mapping)
        #expect(listText == "x")
        #expect(mappingText == String(repeating: "{a: ", count: Self.depth) + "x" + String(repeating: "}", count: Self.depth))
        let mixed = Value.list([.int(1), .mapping(["k": .list([.null, .bool(true)]), "l": .double(2.5)]), .string("s")])
        #expect(mixed.displayText == "1, {k: , true, l: 2.5}, s")
    }

    @Test("a value shared with another owner is left whole by discarding one copy")
    func sharedValueSurvives() {
        let inner = Value.list([.mapping(["a": .list([.int(1), .int(2)])]), .string("x")])
        let outer = Value.list([inner, inner])
        Value.discard(outer)
        #expect(inner == .list([.mapping(["a": .list([.int(1), .int(2)])]), .string("x")]))
    }
}
