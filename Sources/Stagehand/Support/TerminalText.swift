/// Text bound for a terminal or a report, with every control character written so it can be
/// read and cannot act: a scene's ids, titles and values come from folders anyone may have
/// written, and an escape sequence among them could retitle the terminal or write the clipboard.
///
/// Control characters (C0 but tab and line break, DEL, C1) are written escaped: ESC as `\e`, the
/// others as `\u{XX}` (`\u{9b}`). ``oneLine(_:)`` escapes tab and line break too (`\t`, `\n`),
/// for formats where a message is one line (a diagnostic's message, GitHub annotations).
/// Every printer that shows such text goes through one of these two, so there is one rule.
package enum TerminalText {
    /// `text` with control characters escaped; tabs and line breaks kept.
    package static func escaped(_ text: String) -> String {
        needsEscaping(text, oneLine: false) ? multiLine(text) : text
    }

    /// `text` with control characters escaped, tabs and line breaks too, so it stays one line.
    package static func oneLine(_ text: String) -> String {
        needsEscaping(text, oneLine: true) ? singleLine(text) : text
    }

    /// The escaped form of one scalar, or `nil` when it is written as it is.
    ///
    /// - Parameters:
    ///   - scalar: The scalar.
    ///   - oneLine: Whether tab and line break are escaped too.
    package static func escape(_ scalar: Unicode.Scalar, oneLine: Bool) -> String? {
        switch scalar.value {
        case 0x09: return oneLine ? "\\t" : nil
        case 0x0A: return oneLine ? "\\n" : nil
        case 0x1B: return "\\e"
        case 0x00...0x1F, 0x7F...0x9F: return "\\u{" + hex(scalar.value) + "}"
        default: return nil
        }
    }

    /// Whether `scalar` is one that ``escaped(_:)`` writes another way (tab and line break are not).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Most text holds no control character: one scan of its bytes decides, and it is returned as
    /// it is. C1 controls are two bytes in UTF-8, `C2 80` to `C2 9F`.
    private static func needsEscaping(_ text: String, oneLine: Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 && (oneLine || (byte != 0x09 && byte != 0x0A)) { return true }
            if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
            previous = byte
        }
        return false
    }

    private static let multiLine = TextEscaper([:]) { scalar in
        escape(scalar, oneLine: false).map(TextEscaper.Replacement.text) ?? .keep
    }

    private static let singleLine = TextEscaper([:]) { scalar in
        escape(scalar, oneLine: true).map(TextEscaper.Replacement.text) ?? .keep
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }
}
