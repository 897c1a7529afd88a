/// Turns a command's standard output into a value, in one of the ``CommandOutputFormat``s: `json`,
/// `yaml`, `lines`, `text`, `jsonl`, `csv`, `tsv` or `columns`. Lint reads a `sample` file through
/// the same function, so what it checks paths against is what the command's output would give.
///
/// JSON goes through the same libyaml loader as data files, then is held to JSON's own syntax:
/// keys and strings double-quoted, bare words only `true`, `false`, `null` and numbers. So
/// output that happens to be valid YAML (a plain line of text) is still refused as JSON. The
/// tables (`csv`, `tsv`, `columns`) are read by ``TextTableReader``.
///
/// Output that is empty or only white space reads as `empty` when it is given; else as an empty
/// list (`lines`, `jsonl`, `csv`, `tsv`, `columns`) or an empty string (`text`), and is a failure
/// for `json` and `yaml`.
package enum CommandOutputParser {
    /// The value, or why the output does not parse.
    ///
    /// - Parameters:
    ///   - output: What the command printed.
    ///   - format: How to read it.
    ///   - limits: The bounds JSON and YAML are parsed with.
    ///   - empty: What blank output holds, when the scene says.
    package static func parse(_ output: [UInt8], format: CommandOutputFormat, limits: LoadLimits,
                      empty: Value? = nil) -> Result<Value, CommandOutputProblem> {
        if let held = blankValue(output, format: format, empty: empty) { return .success(held) }
        if !format.readsBlankOutput, !output.contains(where: { !Self.isBlank($0) }) {
            return .failure(CommandOutputProblem("printed nothing, not \(format.displayName)"))
        }
        switch format {
        case .lines:
            // "\r\n" is one Character in Swift, so both line endings are named.
            var lines = String(decoding: output, as: UTF8.self)
                .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            if lines.last?.isEmpty == true { lines.removeLast() }
            return .success(.list(lines.map { .string(String($0)) }))
        case .text:
            var end = output.endIndex
            if end > output.startIndex, output[end - 1] == 0x0A {
                end -= 1
                if end > output.startIndex, output[end - 1] == 0x0D { end -= 1 }
            }
            return .success(.string(String(decoding: output[..<end], as: UTF8.self)))
        case .json, .yaml:
            return parseDocument(output, format: format, limits: limits).mapError { problem in
                CommandOutputProblem("printed something that is not \(format.displayName) (\(problem.line):\(problem.column): \(problem.message))",
                                     line: problem.line)
            }
        case .jsonl:
            return parseJSONLines(output, limits: limits)
        case .csv, .tsv, .columns:
            return TextTableReader(format: format).read(output)
        }
    }

    /// What output that is empty or only white space holds: `empty` when given, else an empty
    /// list, or an empty string for `text`; nil for output that is not blank, and for blank
    /// `json` or `yaml` output without `empty` (which fails).
    static func blankValue(_ output: [UInt8], format: CommandOutputFormat, empty: Value?) -> Value? {
        guard !output.contains(where: { !Self.isBlank($0) }) else { return nil }
        if let empty { return empty }
        switch format {
        case .text: return .string("")
        case .json, .yaml: return nil
        default: return .list([])
        }
    }

    /// Where a JSON or YAML document went wrong.
    struct DocumentProblem: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// JSON Lines: each line that is not blank one JSON value; a line that is not JSON is named.
    private static func parseJSONLines(_ output: [UInt8], limits: LoadLimits) -> Result<Value, CommandOutputProblem> {
        var values: [Value] = []
        // Lines are documents of their own; records with the same keys still share one list of them.
        var sharing = MappingKeySharing()
        var lineNumber = 0
        for line in output.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { !Self.isBlank($0) }) else { continue }
            switch parseDocument(Array(line), format: .json, limits: limits) {
            case .success(let value): values.append(sharing.shared(value))
            case .failure(let problem):
                return .failure(CommandOutputProblem(
                    "printed something that is not JSON Lines (line \(lineNumber), column \(problem.column): \(problem.message))",
                    line: lineNumber))
            }
        }
        return .success(.list(values))
    }

    /// JSON or YAML output as one document, which is not blank.
    private static func parseDocument(_ output: [UInt8], format: CommandOutputFormat, limits: LoadLimits) -> Result<Value, DocumentProblem> {
        let (document, diagnostics) = DocumentLoader.parse(output, file: "output", limits: limits)
        if let problem = diagnostics.first(where: { $0.severity == .error }) {
            return .failure(DocumentProblem(line: problem.location.line, column: problem.location.column, message: problem.message))
        }
        guard let root = document?.root else { return .failure(DocumentProblem(line: 1, column: 1, message: "no value")) }
        if format == .json, let first = output.firstIndex(where: { !Self.isBlank($0) }), !Self.startsJSON(output[first...]) {
            let line = output[..<first].filter { $0 == 0x0A }.count + 1
            let column = first - (output[..<first].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return .failure(DocumentProblem(line: line, column: column, message: "text that is not a JSON value"))
        }
        if format == .json, let problem = jsonProblem(in: root) {
            return .failure(DocumentProblem(line: problem.location.line, column: problem.location.column, message: problem.message))
        }
        // Held to JSON as strictly as a `.json` file: no trailing comma, comment, tag or anchor,
        // which libyaml took as YAML.
        if format == .json, let fault = output.withUnsafeBufferPointer(JSONStrictness.fault(in:)) {
            return .failure(DocumentProblem(line: fault.line, column: fault.column, message: fault.what))
        }
        return .success(Value(root))
    }

    /// Whether text starts as a JSON value may: YAML's block syntax (`- item`) does not.
    private static func startsJSON(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first else { return false }
        if first == UInt8(ascii: "-") {
            let next = text.dropFirst().first
            return next.map { (48...57).contains($0) } ?? false
        }
        return "{[\"0123456789tfn".utf8.contains(first)
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The first place where YAML-only syntax was used, if any.
    private static func jsonProblem(in node: Node) -> (location: SourceLocation, message: String)? {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.style {
            case .doubleQuoted: return nil
            case .plain where isJSONLiteral(scalar.text): return nil
            default: return (node.location, "text without double quotes")
            }
        case .sequence(let items):
            for item in items { if let problem = jsonProblem(in: item) { return problem } }
            return nil
        case .mapping(let pairs):
            for pair in pairs {
                if case .scalar(let key) = pair.key.content, key.style != .doubleQuoted {
                    return (pair.key.location, "a key without double quotes")
                }
                if let problem = jsonProblem(in: pair.value) { return problem }
            }
            return nil
        }
    }

    /// `true`, `false`, `null` or a JSON number.
    private static func isJSONLiteral(_ text: String) -> Bool {
        if text == "true" || text == "false" || text == "null" { return true }
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let digits = bytes.prefix { (48...57).contains($0) }
        guard !digits.isEmpty, digits.first != 48 || digits.count == 1 else { return false }
        bytes = bytes.dropFirst(digits.count)
        if bytes.first == UInt8(ascii: ".") {
            let fraction = bytes.dropFirst().prefix { (48...57).contains($0) }
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix { (48...57).contains($0) }
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }
}
