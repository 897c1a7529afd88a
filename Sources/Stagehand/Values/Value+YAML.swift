extension Value {
    /// The value as block-style YAML text, ending with a newline, that reads back to the same
    /// value with Stagehand's loader.
    ///
    /// Mappings keep their key order and every item or member sits on a line of its own, so when
    /// a saved data file changes, a line-based diff shows only the lines whose values changed.
    /// Strings are written plain where the plain form reads back as the same string, otherwise
    /// double-quoted; empty lists and mappings are written `[]` and `{}`.
    public func yamlText() -> String {
        var output = ""
        switch self {
        case .list(let items) where !items.isEmpty: Value.writeYAMLList(items, to: &output, indent: 0)
        case .mapping(let members) where !members.isEmpty: Value.writeYAMLMapping(members.elements, to: &output, indent: 0)
        default: output += yamlScalarText + "\n"
        }
        return output
    }

    /// Writes list items at `indent`; a nested non-empty collection starts on the dash's line.
    ///
    /// Recursive, bounded by the loader's nesting limit like every walk over values.
    private static func writeYAMLList(_ items: [Value], to output: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            output += pad + "-"
            writeYAMLNested(item, to: &output, indent: indent + 2, inlineAfterDash: true)
        }
    }

    private static func writeYAMLMapping(
        _ members: some Collection<(key: String, value: Value)>, to output: inout String, indent: Int, firstInline: Bool = false
    ) {
        let pad = String(repeating: " ", count: indent)
        var first = firstInline
        for (key, value) in members {
            output += (first ? " " : pad) + yamlString(key) + ":"
            first = false
            writeYAMLNested(value, to: &output, indent: indent + 2, inlineAfterDash: false)
        }
    }

    /// Writes what follows `- ` or `key:`: a scalar on the same line, or a collection below it
    /// (a mapping in a list starts on the dash's line, as people write it).
    private static func writeYAMLNested(_ value: Value, to output: inout String, indent: Int, inlineAfterDash: Bool) {
        switch value {
        case .list(let items) where !items.isEmpty:
            if inlineAfterDash {
                output += " "
                var nested = ""
                writeYAMLList(items, to: &nested, indent: indent)
                output += nested.drop { $0 == " " }
            } else {
                output += "\n"
                writeYAMLList(items, to: &output, indent: indent)
            }
        case .mapping(let members) where !members.isEmpty:
            if inlineAfterDash {
                writeYAMLMapping(members.elements, to: &output, indent: indent, firstInline: true)
            } else {
                output += "\n"
                writeYAMLMapping(members.elements, to: &output, indent: indent)
            }
        default:
            output += " " + value.yamlScalarText + "\n"
        }
    }

    /// A scalar (or an empty collection) as YAML.
    private var yamlScalarText: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .double(let d):
            if d.isNaN { ".nan" } else if d.isInfinite { d < 0 ? "-.inf" : ".inf" } else { d.description }
        case .string(let s): Value.yamlString(s)
        case .list: "[]"
        case .mapping: "{}"
        }
    }

    /// A string plain when that reads back as the same string, else double-quoted.
    static func yamlString(_ text: String) -> String {
        isPlainSafe(text) ? text : jsonText(of: text)
    }

    private static func jsonText(of text: String) -> String { Value.string(text).jsonText(pretty: false) }

    /// Whether `text` written plain reads back as this string: it must resolve to a string, start
    /// with no indicator, hold no `: ` or ` #`, and have no edge spaces or control characters.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if ScalarResolver.resolvePlain(text) != .string { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) {
            // `-`, `?` and `:` start a plain scalar only when a non-space follows.
            let second = text.unicodeScalars.dropFirst().first
            guard "-?:".unicodeScalars.contains(first), let second, second != " " else { return false }
        }
        if first == " " || last == " " || last == ":" { return false }
        if text.contains(": ") || text.contains(" #") { return false }
        // Flow indicators are fine in block context, but control characters and line breaks are not.
        return !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FEFF}" || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }
}
