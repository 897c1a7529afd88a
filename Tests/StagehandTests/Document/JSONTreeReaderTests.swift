import Testing
import Stagehand

/// `.json` files are read by the loader's own JSON reader. Each test compares what it gives with
/// what libyaml gives for the same bytes in the same test (the text read as `.yaml`, which only
/// libyaml reads), so a drift in nodes, texts, positions or values shows here.
@Suite("JSON tree reader")
struct JSONTreeReaderTests {
    /// Every node of a document in document order: kind, style, text and position.
    static func dump(_ document: Document?) -> [String] {
        guard let root = document?.root else { return ["no root"] }
        var lines: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .mapping(let pairs):
                lines.append("mapping \(pairs.count) @\(node.docPos)")
                for pair in pairs.reversed() {
                    stack.append(pair.value)
                    stack.append(pair.key)
                }
            case .sequence(let items):
                lines.append("sequence \(items.count) @\(node.docPos)")
                stack.append(contentsOf: items.reversed())
            case .scalar(let scalar):
                lines.append("\(scalar.style) \(Array(scalar.text.unicodeScalars).map { String($0.value, radix: 16) }) @\(node.docPos)")
            }
        }
        return lines
    }

    static func load(_ text: String, as file: String, limits: LoadLimits = .default) -> (document: Document?, diagnostics: [Diagnostic]) {
        DocumentLoader.parse(Array(text.utf8), file: file, limits: limits)
    }

    /// What the JSON reader alone says about `text`: nil when it is JSON, else where it stops.
    static func readerFailure(_ text: [UInt8]) -> YAMLEvent.Mark? {
        text.withUnsafeBufferPointer { input in
            var builder = TreeBuilder(file: "x.json", limits: .default, inputSize: input.count)
            var reader = JSONTreeReader(input: input)
            if case .notJSON(let failure) = reader.read(into: &builder) { return failure.mark }
            return nil
        }
    }

    /// Where the event reader that held `.json` files to JSON before stops, or nil.
    static func eventReaderFailure(_ text: [UInt8]) -> YAMLEvent.Mark? {
        text.withUnsafeBufferPointer { input in
            let reader = JSONEventReader(input: input)
            while reader.next() != nil {}
            switch reader.failure {
            case .syntax(_, let mark, _, _)?: return mark
            case .flowTooDeep(let mark)?: return mark
            case .encoding(_, let offset, _)?: return TextPosition.mark(atByteOffset: offset, in: input)
            case nil: return nil
            }
        }
    }

    static let texts = [
        #"{"a": [1, -2.5e+3, 0, true, false, null, "x"], "b": {}, "c": []}"#,
        "\u{FEFF}[\"é→😀\", \"tab\\t\\\"q\\\" \\u00e9\\/\", 1E2]\n",
        "\r\n  {\"k\":\r\n\t{\"l\" :[\"日本\",\n\n 7]}}  \n\n",
        "\"only a string\"",
        " 42 ",
        "[\"a\u{2028}b\", 3, \"é\u{2029}\", {\"x\":\r1}]",
        #"[{"id": 1, "name": "Ada", "tags": ["x", "y"]}, {"id": 2, "name": "Bo\u00efs", "tags": []}]"#,
        #"{"k": "a\u00e9b", "long": "\#(String(repeating: "é", count: 700))", "after": [1, 2]}"#,
        #"[12345678901234567890123, 1e400, -0, 0.5, 1E-7, -1.0e+2, 9223372036854775807, -9223372036854775808]"#,
        String(repeating: "{\"a\": [", count: 100) + "\"deep\"" + String(repeating: "]}", count: 100),
        #"{"same": 1, "same": 2, "other": {"x": 1, "x": [3]}, "<<": {"m": 1}}"#,
        "{" + (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k7\": 0}",
    ]

    @Test("nodes, texts, positions and diagnostics are libyaml's for the same bytes", arguments: texts)
    func matchesLibYAML(text: String) {
        let json = Self.load(text, as: "x.json")
        let yaml = Self.load(text, as: "x.yaml")
        #expect(json.document != nil)
        #expect(Self.dump(json.document) == Self.dump(yaml.document))
        #expect(json.diagnostics.map { "\($0.code) \($0.docPos) \($0.message) \($0.notes.map { $0.location.map { "\($0.line):\($0.column)" } })" }
                == yaml.diagnostics.map { "\($0.code) \($0.docPos) \($0.message) \($0.notes.map { $0.location.map { "\($0.line):\($0.column)" } })" })
        #expect(Self.readerFailure(Array(text.utf8)) == nil)
    }

    @Test("numbers, strings, escapes and duplicate keys make libyaml's values")
    func values() throws {
        let text = ##"{"i": 42, "neg": -7, "zero": -0, "big": 123456789012345678901234567890, "huge": 1e400, "d": 0.25, "e": 5E3, "# # #": "\"\\\/\b\f\n\r\t\u0041\u00e9", "dup": 1, "dup": 2, "n": null, "t": true, "f": false}"##
        let json = try #require(Self.load(text, as: "x.json").document?.root)
        let yaml = try #require(Self.load(text, as: "x.yaml").document?.root)
        let value = Value(json)
        #expect(value == Value(yaml))
        guard case .mapping(let mapping) = value else { Issue.record("not a mapping: \(value)"); return }
        #expect(mapping["i"] == .int(42))
        #expect(mapping["zero"] == .int(0))
        #expect(mapping["big"] == .double(123456789012345678901234567890))
        #expect(mapping["huge"] == .double(.infinity))
        #expect(mapping["e"] == .double(5000))
        #expect(mapping["# # #"] == .string("\"\\/\u{8}\u{C}\n\r\tAé"))
        #expect(mapping["dup"] == .int(1))
        #expect(mapping["n"] == .null)
    }

    /// Texts that are not JSON, where they stop being JSON, and the code the loader gives: the
    /// code a `.json` file got before (libyaml's own where libyaml refuses the text).
    static let rejections: [(String, String, Int, Int, DiagnosticCode)] = [
        ("trailing comma in a list", "[1, 2,]", 1, 7, .notJSON),
        ("trailing comma in an object", "{\"a\": 1,\n}", 2, 1, .notJSON),
        ("line comment", "{\"a\": 1 // note\n}", 1, 9, .notJSON),
        ("block comment", "/* x */ {}", 1, 1, .notJSON),
        ("hash comment", "[1, # x\n 2]", 1, 5, .notJSON),
        ("single quotes", "{\"a\": 'x'}", 1, 7, .notJSON),
        ("unquoted key", "{a: 1}", 1, 2, .notJSON),
        ("NaN", "[1, NaN]", 1, 5, .notJSON),
        ("Infinity", "[-Infinity]", 1, 3, .notJSON),
        ("leading zero", "[01]", 1, 3, .notJSON),
        ("negative leading zero", "{\"n\": -007}", 1, 9, .notJSON),
        ("plus sign", "[+1]", 1, 2, .notJSON),
        ("bare fraction", "[.5]", 1, 2, .notJSON),
        ("no fraction digits", "[1.]", 1, 4, .notJSON),
        ("hex", "[0x1F]", 1, 3, .notJSON),
        ("line break in a string", "[\"a\nb\"]", 1, 4, .notJSON),
        ("tab in a string", "[\"a\tb\"]", 1, 4, .notJSON),
        ("missing comma", "[1\n 2]", 2, 2, .notJSON),
        ("two values", "{} {}", 1, 4, .yamlSyntax),
        ("unclosed", "[[1]", 1, 5, .yamlSyntax),
        ("bad escape", "[\"a\\qb\"]", 1, 5, .yamlSyntax),
        ("short unicode escape", "[\"\\u12G4\"]", 1, 7, .yamlSyntax),
        ("control character", "[\"a\u{1}b\"]", 1, 4, .invalidEncoding),
        ("DEL", "[\"a\u{7F}b\"]", 1, 4, .invalidEncoding),
    ]

    @Test("what is not JSON is refused where it stops being JSON, with the code it had before",
          arguments: rejections.indices)
    func rejection(index: Int) throws {
        let (name, text, line, column, code) = Self.rejections[index]
        let bytes = Array(text.utf8)
        let mark = try #require(Self.readerFailure(bytes), "\(name): accepted")
        #expect("\(mark.line):\(mark.column)" == "\(line):\(column)", "\(name)")
        // The event reader that held `.json` files to JSON stops at the same place (it took a tab
        // or DEL in a string; libyaml refuses DEL).
        if name != "tab in a string", name != "DEL" {
            #expect(Self.eventReaderFailure(bytes).map { "\($0.line):\($0.column)" } == "\(line):\(column)", "\(name)")
        }
        for file in ["x.json", "x.scene.json", "x.script.json"] {
            let (document, diagnostics) = Self.load(text, as: file)
            #expect(document == nil, "\(name)")
            let error = try #require(diagnostics.first { $0.severity == .error }, "\(name)")
            #expect(error.code == code, "\(name): \(error.code) \(error.message)")
            if code == .notJSON {
                #expect(error.docPos == "\(line):\(column)", "\(name): \(error.docPos)")
            }
        }
    }

    @Test("a raw NEL in a string is kept as JSON has it, and starts a line for positions as in libyaml")
    func nextLine() throws {
        let text = "[\"c\u{85}d\", 7]"
        let items = try #require(Self.load(text, as: "x.json").document?.root?.items)
        let yaml = try #require(Self.load(text, as: "x.yaml").document?.root?.items)
        #expect(items.first?.scalarText == "c\u{85}d")
        #expect(items.last?.docPos == yaml.last?.docPos)
        #expect(items.last?.docPos == "2:5")
    }

    @Test("lone surrogate escapes are refused; a pair is one character")
    func surrogates() throws {
        for text in [#"["\ud800"]"#, #"["\udc00"]"#, #"["\ud83d x"]"#, #"["\ud83d\u0041"]"#] {
            let mark = try #require(Self.readerFailure(Array(text.utf8)), "\(text) accepted")
            #expect(mark.line == 1 && mark.column > 2)
            let (document, diagnostics) = Self.load(text, as: "x.json")
            #expect(document == nil)
            #expect(diagnostics.contains { $0.severity == .error }, "\(text)")
        }
        // libyaml refuses surrogate escapes ("invalid Unicode character escape code"); JSON has them.
        let pair = try #require(Self.load(#"["a\ud83d\ude00b"]"#, as: "x.json").document?.root?.items?.first)
        #expect(pair.scalarText == "a😀b")
        #expect(Self.load(#"["a\ud83d\ude00b"]"#, as: "x.yaml").document == nil)
    }

    @Test("every load limit holds, at libyaml's position")
    func limits() throws {
        let deep = String(repeating: "[", count: 6) + String(repeating: "]", count: 6)
        let limits = LoadLimits(maxDepth: 4, maxScalarLength: 8)
        let tooDeep = Self.load(" " + deep, as: "x.json", limits: limits)
        #expect(tooDeep.document == nil)
        #expect(tooDeep.diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(tooDeep.diagnostics.map(\.docPos) == ["1:6"])
        #expect(tooDeep.diagnostics.map(\.docPos) == Self.load(" " + deep, as: "x.yaml", limits: limits).diagnostics.map(\.docPos))

        let long = #"{"a": "123456789", "b": "1234"}"#
        let tooLong = Self.load(long, as: "x.json", limits: limits)
        #expect(tooLong.diagnostics.map(\.code) == [.scalarTooLong])
        #expect(tooLong.diagnostics.map(\.docPos) == ["1:7"])
        #expect(Self.dump(tooLong.document) == Self.dump(Self.load(long, as: "x.yaml", limits: limits).document))

        let big = Self.load("[" + String(repeating: "1,", count: 100) + "1]", as: "x.json", limits: LoadLimits(maxFileSize: 100))
        #expect(big.document == nil)
        #expect(big.diagnostics.map(\.code) == [.fileTooLarge])

        let duplicate = Self.load("{\"a\": 1,\n \"a\": 2}", as: "x.json")
        let error = try #require(duplicate.diagnostics.first)
        #expect(error.code == .duplicateKey)
        #expect(error.docPos == "2:2")
        #expect(error.notes.first?.location.map { "\($0.line):\($0.column)" } == "1:2")
        #expect(duplicate.document?.root?.docKeys == ["a"])
    }

    @Test("empty and blank files are empty files, as before")
    func empty() {
        for text in ["", "  \n", "\u{FEFF}"] {
            let (document, diagnostics) = Self.load(text, as: "x.json")
            #expect(document?.root == nil)
            #expect(diagnostics.map(\.code) == [.emptyFile])
        }
    }

    @Test("malformed JSON never crashes; what the JSON reader takes, libyaml reads the same")
    func fuzz() {
        let valid = Array(#"{"rows": [{"id": 1, "name": "Ada é", "score": -1.5e3, "ok": true, "tags": ["a\"b", "\u00e9\u0041"], "none": null}, {"id": 2, "name": "B\/o", "score": 0, "ok": false, "tags": [], "none": null}], "n": 2}"#.utf8)
        var random = SeededGenerator(state: 2026)
        let replacements = Array("[]{}\",:\\u0e-+.1 \n\r\t/#'xtfn".utf8) + [0x00, 0x7F, 0x80, 0x85, 0xC2, 0xE2, 0xED, 0xEF, 0xF4, 0xFF]
        var accepted = 0
        for round in 0..<3_000 {
            var bytes = valid
            switch round % 3 {
            case 0:
                bytes.removeLast(Int.random(in: 1..<bytes.count, using: &random))
            case 1:
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = replacements.randomElement(using: &random) ?? 0
                }
            default:
                let at = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(replacements.randomElement(using: &random) ?? 0, at: at)
            }
            let (document, diagnostics) = DocumentLoader.parse(bytes, file: "fuzz.json")
            #expect(document != nil || diagnostics.contains { $0.severity == .error && $0.location.line >= 1 && $0.location.column >= 1 },
                    "round \(round)")
            guard Self.readerFailure(bytes) == nil else { continue }
            accepted += 1
            let yaml = DocumentLoader.parse(bytes, file: "fuzz.yaml")
            if yaml.document != nil, !yaml.diagnostics.contains(where: { $0.severity == .error }) {
                #expect(Self.dump(document) == Self.dump(yaml.document), "round \(round)")
            }
        }
        // Some changes keep the text JSON (a digit for a digit, a letter in a string).
        #expect(accepted > 0)
    }
}
