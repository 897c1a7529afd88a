/// Turns a byte offset into the 1-based line and column libyaml would have reported.
///
/// libyaml's reader stage (invalid UTF-8, control characters) only knows a byte offset, while
/// every diagnostic needs line:column. Columns count Unicode scalars, like libyaml's marks; the
/// bytes before the offset may themselves be invalid, so each undecodable byte counts as one column.
package enum TextPosition {
    package static func mark(atByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLEvent.Mark {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var i = 0
        // libyaml skips a UTF-8 byte-order mark without counting a column for it.
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        while i < end {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
                i += 1
            case UInt8(ascii: "\r"):
                // CR LF is one break (counted at the LF); a lone CR is a break of its own.
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") {
                    i += 1
                } else {
                    line += 1
                    column = 1
                    i += 1
                }
            default:
                i += scalarLength(at: i, in: bytes)
                column += 1
            }
        }
        return YAMLEvent.Mark(line: line, column: column)
    }

    /// The byte length of a well-formed UTF-8 sequence at `i`, or 1 for a byte that starts none.
    private static func scalarLength(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lead = bytes[i]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard i + length <= bytes.count else { return 1 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 {
            return 1
        }
        return length
    }
}
