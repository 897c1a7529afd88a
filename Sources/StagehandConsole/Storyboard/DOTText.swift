import Stagehand

/// Quoting for Graphviz's DOT language.
enum DOTText {
    /// `text` as a double-quoted DOT string: quotes and backslashes escaped, so a label shows
    /// exactly the text (a `\n` written in the text is not a line break); line breaks become
    /// centred line breaks.
    static func quoted(_ text: String) -> String {
        "\"" + escaper(text) + "\""
    }

    private static let escaper = TextEscaper(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": " ", "\t": " "])

    /// Several lines as one quoted label, each line escaped and centred.
    static func lines(_ lines: [String]) -> String {
        quoted(lines.map { $0.replacingNewlines() }.joined(separator: "\n"))
    }
}

private extension String {
    func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
