/// Turns a command's standard output into a value: `json`, `yaml`, or `lines` (a list of strings,
/// one per line).
///
/// JSON goes through the same libyaml loader as data files, then is held to JSON's own syntax:
/// keys and strings double-quoted, bare words only `true`, `false`, `null` and numbers. So
/// output that happens to be valid YAML (a plain line of text) is still refused as JSON.
enum CommandOutputParser {
    /// The value, or why the output does not parse.
    static func parse(_ output: [UInt8], format: CommandOutputFormat, limits: LoadLimits) -> Result<Value, WorkError> {
        switch format {
        case .lines:
            // "\r\n" is one Character in Swift, so both line endings are named.
            var lines = String(decoding: output, as: UTF8.self)
                .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            if lines.last?.isEmpty == true { lines.removeLast() }
            return .success(.list(lines.map { .string(String($0)) }))
        case .json, .yaml:
            return parseDocument(output, format: format, limits: limits)
        }
    }

    /// JSON or YAML output as one document.
    private static func parseDocument(_ output: [UInt8], format: CommandOutputFormat, limits: LoadLimits) -> Result<Value, WorkError> {
        let name = format.displayName
        guard output.contains(where: { !Self.isBlank($0) }) else {
            return .failure(WorkError("printed nothing, not \(name)"))
        }
        let (document, diagnostics) = DocumentLoader.parse(output, file: "output", limits: limits)
        if let problem = diagnostics.first(where: { $0.severity == .error }) {
            let at = "\(problem.location.line):\(problem.location.column)"
            return .failure(WorkError("printed something that is not \(name) (\(at): \(problem.message))"))
        }
        guard let root = document?.root else { return .failure(WorkError("printed nothing, not \(name)")) }
        if format == .json, let first = output.firstIndex(where: { !Self.isBlank($0) }), !Self.startsJSON(output[first...]) {
            let line = output[..<first].filter { $0 == 0x0A }.count + 1
            let column = first - (output[..<first].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return .failure(WorkError("printed something that is not JSON (\(line):\(column): text that is not a JSON value)"))
        }
        if format == .json, let problem = jsonProblem(in: root) {
            return .failure(WorkError("printed something that is not JSON (\(problem.location.line):\(problem.location.column): \(problem.message))"))
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

    private static func isBlank(_ byte: UInt8) -> Bool {
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
