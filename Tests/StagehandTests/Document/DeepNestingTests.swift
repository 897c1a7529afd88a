import Foundation
import OrderedCollections
import Testing
import Stagehand

/// A scene or data file nested a hundred thousand levels deep, with `--max-depth` raised to
/// allow it, is loaded and checked without a crash, in every shape a user may write: block lists
/// (`- - - …`) and files that are JSON throughout load whole with exact positions; flow lists and
/// mappings in YAML (`{a: {a: …}}`, or JSON under a YAML key) are refused with `nesting-too-deep`
/// where they pass the flow-style limit, since libyaml's time grows with the square of flow
/// depth. No test here times anything.
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

    @Test("flow nesting up to the flow limit loads; past it only a JSON file does")
    func flowUpToTheLimit() {
        let depth = LibYAMLParser.maxFlowDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(DocumentLoader.parse(Array(text.utf8), file: "f.json", limits: Self.limits).diagnostics.isEmpty)
        let deeper = "[" + text + "]"
        #expect(DocumentLoader.parse(Array(deeper.utf8), file: "f.json", limits: Self.limits).diagnostics.isEmpty)
        let yaml = "key: " + deeper
        let refused = DocumentLoader.parse(Array(yaml.utf8), file: "f.yaml", limits: Self.limits)
        #expect(refused.diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(refused.diagnostics.first?.docPos == "1:\(6 + depth)")
    }

    @Test("a JSON file 100,000 deep loads whole, down to the innermost value's line and column", arguments: ["list", "object", "lines"])
    func jsonLoads(shape: String) throws {
        let text = switch shape {
        case "list": String(repeating: "[", count: Self.depth) + "1" + String(repeating: "]", count: Self.depth)
        case "object": Self.json
        default: "\u{FEFF}" + String(repeating: "[\"é\",\r\n", count: Self.depth) + " true" + String(repeating: "]", count: Self.depth) + "\n"
        }
        let (document, diagnostics) = DocumentLoader.parse(Array(text.utf8), file: "deep.json", limits: Self.limits)
        #expect(diagnostics.isEmpty)
        var node = try #require(document?.root)
        var levels = 0
        while let child = shape == "object" ? node.pairs?.first?.value : node.items?.last {
            node = child
            levels += 1
        }
        #expect(levels == Self.depth)
        switch shape {
        case "list":
            #expect(node.scalarText == "1")
            #expect(node.docPos == "1:\(Self.depth + 1)")
        case "object":
            #expect(node.scalarText == "1")
            #expect(node.docPos == "1:\(6 * Self.depth + 1)")
        default:
            #expect(node.scalarText == "true")
            #expect(node.docPos == "\(Self.depth + 1):2")
            let first = try #require(document?.root?.items?.first)
            #expect(first.scalarText == "é")
            #expect(first.docPos == "1:2")
        }
    }

    @Test("past the flow limit, a file that is not JSON is refused, and broken JSON is a syntax error where it breaks",
          arguments: ["yaml", "comment", "unclosed", "bad item", "trailing", "bad string"])
    func deepNonJSON(shape: String) {
        let depth = 2_000
        let open = String(repeating: "[", count: depth)
        let close = String(repeating: "]", count: depth)
        let text = switch shape {
        case "yaml": String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        case "comment": "# data\n" + open + close
        case "unclosed": open + "1" + String(repeating: "]", count: depth - 1)
        case "bad item": open + "1,\n x" + close
        case "trailing": open + close + "\n]"
        default: open + "1,\n" + String(repeating: "2,", count: depth) + "\"a\\q\"" + close
        }
        let (document, diagnostics) = DocumentLoader.parse(Array(text.utf8), file: "deep.json", limits: Self.limits)
        #expect(document == nil)
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        switch shape {
        case "yaml", "comment":
            #expect(diagnostic?.code == .nestingTooDeep)
            #expect(diagnostic?.message.contains("JSON value throughout") == true)
            #expect(diagnostic?.docPos == (shape == "yaml" ? "1:\(4 * LibYAMLParser.maxFlowDepth + 1)" : "2:\(LibYAMLParser.maxFlowDepth + 1)"))
        default:
            #expect(diagnostic?.code == .yamlSyntax)
            let position = switch shape {
            case "unclosed": "1:\(2 * depth + 1)"
            case "bad item": "2:2"
            case "trailing": "2:1"
            default: "2:\(2 * depth + 4)"
            }
            #expect(diagnostic?.docPos == position)
            if shape == "unclosed" { #expect(diagnostic?.message.contains("1 JSON arrays and objects are still open (the innermost needs ']')") == true) }
            #expect(diagnostic?.notes.contains { $0.message.hasPrefix("read as JSON") } == true)
        }
    }

    @Test("deep JSON cut short or with bytes changed at random gives a document or a diagnostic with a place, never a crash")
    func brokenDeepJSON() {
        let depth = 1_200
        let valid = Array((String(repeating: "{\"k\": [\"é\\u00e9\\n\", -1.5e3, ", count: depth) + "null"
            + String(repeating: "]}", count: depth)).utf8)
        #expect(DocumentLoader.parse(valid, file: "deep.json", limits: Self.limits).diagnostics.isEmpty)
        var random = SeededGenerator(state: 25)
        let replacements = Array("[]{}\",:\\u0e-. \n\r\tx".utf8) + [0x00, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        for round in 0..<200 {
            var bytes = valid
            if round.isMultiple(of: 2) {
                bytes.removeLast(Int.random(in: 1..<bytes.count, using: &random))
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = replacements.randomElement(using: &random) ?? 0
                }
            }
            let (document, diagnostics) = DocumentLoader.parse(bytes, file: "deep.json", limits: Self.limits)
            #expect(document != nil || diagnostics.contains { $0.location.line >= 1 && $0.location.column >= 1 },
                    "round \(round)")
        }
    }

    @Test("the JSON reader joins a surrogate pair escape into one character and refuses a lone surrogate")
    func surrogates() {
        for (text, expected) in [("[\"a\\ud83d\\ude00b\"]", "a😀b"), ("[\"\\ude00\"]", nil), ("[\"\\ud83d x\"]", nil)] {
            Array(text.utf8).withUnsafeBufferPointer { input in
                let reader = JSONEventReader(input: input)
                var scalar: String?
                while let event = reader.next() {
                    if event == .scalar { scalar = String(decoding: reader.scalarBytes, as: UTF8.self) }
                }
                #expect(scalar == expected)
                #expect((reader.failure == nil) == (expected != nil))
            }
        }
    }

    @Test("below the flow limit, JSON read by the JSON reader gives libyaml's events, texts and positions",
          arguments: [
              "{\"a\": [1, -2.5e+3, 0, true, false, null, \"x\"], \"b\": {}, \"c\": []}",
              "\u{FEFF}[\"é→😀\", \"tab\\t\\\"q\\\" \\u00e9\\/\", 1E2]\n",
              "\r\n  {\"k\":\r\n\t{\"l\" :[\"日本\",\n\n 7]}}  \n\n",
              "\"only a string\"",
              " 42 ",
              String(repeating: "{\"a\": [", count: 450) + "\"deep\"" + String(repeating: "]}", count: 450),
          ])
    func jsonMatchesLibYAML(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { input in
            let yaml = YAMLEventReader(input: input)
            let json = JSONEventReader(input: input)
            var events = 0
            while true {
                let expected = yaml.next()
                let found = json.next()
                #expect(found == expected, "event \(events)")
                guard let expected, found == expected else { break }
                events += 1
                // After its end libyaml gives no event but says none.
                if expected == .streamEnd { break }
                if expected == .scalar || expected == .sequenceStart || expected == .mappingStart {
                    #expect(json.mark.line == yaml.mark.line && json.mark.column == yaml.mark.column,
                            "event \(events): \(json.mark) against \(yaml.mark)")
                }
                if expected == .scalar {
                    #expect(Array(json.scalarBytes) == Array(yaml.scalarBytes))
                    #expect(json.scalarKind == yaml.scalarKind)
                    #expect(json.scalarTag == yaml.scalarTag && json.anchor == yaml.anchor)
                }
            }
            #expect(yaml.failure == nil && json.failure == nil)
            #expect(events > 4)
        }
    }

    @Test("data files 100,000 deep, YAML or JSON, are loaded", arguments: ["deep.yaml", "deep.json"])
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
        #expect(file.document != nil)
        #expect(file.problem == nil)
        #expect(errors == [])
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
