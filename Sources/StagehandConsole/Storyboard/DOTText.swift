import Stagehand

/// Quoting for Graphviz's DOT language.
package enum DOTText {
    /// `text` as a double-quoted DOT string: quotes and backslashes escaped, so a label shows
    /// exactly the text (a `\n` written in the text is not a line break); line breaks become
    /// centred line breaks. Other control characters become U+FFFD: `dot` would copy them into
    /// the SVG it writes, where XML 1.0 forbids most of them.
    package static func quoted(_ text: String) -> String {
        "\"" + escaper(text) + "\""
    }

    private static let escaper = TextEscaper(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": " ", "\t": " "]) { scalar in
        XMLText.isReplaced(scalar) ? .text(XMLText.replacement) : .keep
    }

    /// Several lines as one quoted label, each line escaped and centred.
    static func lines(_ lines: [String]) -> String {
        quoted(lines.map { $0.replacingNewlines() }.joined(separator: "\n"))
    }

    /// `text` cut to at most `characters` characters, the cut marked with `…`, so a label stays
    /// inside the box drawn around it.
    static func fitted(_ text: String, characters: Int) -> String {
        guard text.count > characters else { return text }
        return String(text.prefix(max(0, characters - 1))) + "…"
    }

    /// How many characters of a label at `fontSize` points fit in `width` points: DejaVu Sans
    /// averages about 0.62 em a character, and a little room is left either side.
    package static func characters(fitting width: Double, fontSize: Double) -> Int {
        max(4, Int((width - 8) / (fontSize * 0.62)))
    }
}

private extension String {
    func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
