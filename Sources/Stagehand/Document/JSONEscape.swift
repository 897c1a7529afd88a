/// What JSON's string escapes stand for: one table for both JSON readers
/// (``JSONEventReader`` and the tree reader), so they decode a string alike.
enum JSONEscape {
    /// The byte a one-letter escape stands for (`\n`, `\"`, `\/` …); nil for `u`, which four
    /// hex digits follow, and for any letter JSON does not escape.
    static func byte(for letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The value of one hex digit of a `\u` escape; nil for any other byte.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// What a `\u` escape decodes to.
    enum Decoded {
        /// The character it stands for.
        case scalar(Unicode.Scalar)
        /// Not a character, for the reason given, at the reader's current position.
        case refused(String)
        /// Reading the low surrogate's digits failed, and the reader has said why.
        case lowDigitsRefused
    }

    /// The character a `\u` escape with the code unit `first` stands for: a high surrogate must
    /// be followed by a `\u` escape of a low one, which `readLow` reads (`.none` when no `\u`
    /// follows, `.some(nil)` when its digits are refused); a low surrogate may not come first.
    static func scalar(first: UInt32, readLow: () -> UInt32??) -> Decoded {
        var scalar = first
        if (0xD800...0xDBFF).contains(first) {
            guard let read = readLow() else { return .refused("a high surrogate escape must be followed by a low one") }
            guard let low = read else { return .lowDigitsRefused }
            guard (0xDC00...0xDFFF).contains(low) else { return .refused("a high surrogate escape must be followed by a low one") }
            scalar = 0x10000 + (first - 0xD800) << 10 + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            return .refused("a low surrogate escape without a high one before it")
        }
        guard let decoded = Unicode.Scalar(scalar) else { return .refused("invalid Unicode escape") }
        return .scalar(decoded)
    }
}
