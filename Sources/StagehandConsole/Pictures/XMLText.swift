import Stagehand

/// Escaping text for XML and HTML: element content and attribute values alike.
package enum XMLText {
    /// What a control character is drawn as in a picture: visible, and allowed in XML 1.0.
    package static let replacement = "\u{FFFD}"

    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, and control characters (C0
    /// but tab and line feed, DEL, C1) and the noncharacters U+FFFE and U+FFFF
    /// written as ``replacement``: XML 1.0 forbids most C0 controls and the two noncharacters,
    /// and a picture shows the others as a replacement character, as a frame does. Whatever the
    /// text holds, the result is well-formed XML character data.
    package static func escape(_ text: String) -> String {
        escaper(text)
    }

    /// Whether `scalar` is written as ``replacement``.
    package static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    private static let escaper = TextEscaper(
        ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
    ) { scalar in
        isReplaced(scalar) ? .text(replacement) : .keep
    }
}
