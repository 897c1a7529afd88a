extension Value {
    /// The value as JSON text, byte-for-byte the same every time for the same value.
    ///
    /// Mappings keep their order, so generated files (the JSON Schema, `stagehand types --json`)
    /// diff cleanly. Integers print as integers and doubles in their shortest form that reads
    /// back to the same double (always with a point or an exponent, so they stay doubles);
    /// NaN and infinities, which JSON cannot write, print as `null`. Strings escape `"`, `\`
    /// and every control character; other characters are written as UTF-8.
    ///
    /// - Parameter pretty: two-space indentation and one member per line when true; no
    ///   whitespace at all when false. There is no trailing newline either way.
    public func jsonText(pretty: Bool = true) -> String {
        var output = ""
        writeJSON(to: &output, pretty: pretty, depth: 0)
        return output
    }

    /// Appends the value's JSON text.
    ///
    /// Recursive: values reaching it come from the loader, which bounds nesting at 256 levels, or
    /// from code building schemas, which nests a handful of levels.
    private func writeJSON(to output: inout String, pretty: Bool, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let b): output += b ? "true" : "false"
        case .int(let i): output += String(i)
        // Swift's `description` of a finite double is already the shortest text that reads back
        // to the same double, and always valid JSON (`1.0`, `1e-07`, `1e+20`, `-0.0`).
        case .double(let d): output += d.isFinite ? d.description : "null"
        case .string(let s): Value.writeJSONString(s, to: &output)
        case .list(let items):
            Value.writeJSONContainer("[", "]", count: items.count, to: &output, pretty: pretty, depth: depth) {
                items[$1].writeJSON(to: &$0, pretty: pretty, depth: depth + 1)
            }
        case .mapping(let members):
            Value.writeJSONContainer("{", "}", count: members.count, to: &output, pretty: pretty, depth: depth) {
                let member = members.elements[$1]
                Value.writeJSONString(member.key, to: &$0)
                $0 += pretty ? ": " : ":"
                member.value.writeJSON(to: &$0, pretty: pretty, depth: depth + 1)
            }
        }
    }

    /// Writes brackets around `count` elements; empty containers stay on one line (`[]`, `{}`).
    private static func writeJSONContainer(
        _ open: String, _ close: String, count: Int, to output: inout String, pretty: Bool, depth: Int,
        element: (inout String, Int) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        for index in 0..<count {
            if index > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: "  ", count: depth + 1) }
            element(&output, index)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: depth) }
        output += close
    }

    private static func writeJSONString(_ text: String, to output: inout String) {
        output += "\""
        jsonEscaper.append(text, to: &output)
        output += "\""
    }

    /// The characters a JSON string escapes.
    private static let jsonEscaper = TextEscaper(
        ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{08}": "\\b", "\u{0C}": "\\f"]
    ) { scalar in
        // Control characters must be escaped in JSON; DEL, the C1 controls and the line and
        // paragraph separators need not be, but escaping them keeps the text safe to paste
        // anywhere, and JSON printed to a terminal cannot carry a C1 sequence (U+009B is CSI).
        guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" else { return .keep }
        let hex = String(scalar.value, radix: 16)
        return .text("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex)
    }
}
