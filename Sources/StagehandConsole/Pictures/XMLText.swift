import Stagehand

/// Escaping text for XML and HTML: element content and attribute values alike.
package enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, and characters XML 1.0 does
    /// not allow (C0 controls other than tab, line feed and carriage return) left out.
    package static func escape(_ text: String) -> String {
        escaper(text)
    }

    private static let escaper = TextEscaper(
        ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
    ) { scalar in
        switch scalar {
        case "\t", "\n", "\r": .keep
        case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": .drop
        default: .keep
        }
    }
}
