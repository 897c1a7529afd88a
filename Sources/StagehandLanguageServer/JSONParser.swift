/// Parses JSON text into ``JSON`` values, refusing anything malformed with a reason.
///
/// Nesting deeper than ``maxDepth`` is refused, so no input can exhaust the stack.
package struct JSONParser {
    /// Why text is not JSON.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// What is wrong, and the byte offset where.
        package let description: String
    }

    /// The deepest nesting of arrays and objects accepted.
    package static let maxDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    /// Strings longer than this many bytes (as written) are checked but not decoded.
    private let elisionLimit: Int
    private var elided = false

    /// Parses one JSON value filling all of `bytes` (surrounding whitespace allowed).
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSON {
        var parser = JSONParser(bytes: bytes, elisionLimit: .max)
        return try parser.document()
    }

    /// Reads the shape of a message without decoding its long strings: each string longer than
    /// `limit` bytes as written is checked as carefully as ``parse(_:)`` checks it but read as
    /// `""`, and `elided` says whether any was. Text that ``parse(_:)`` refuses is refused here.
    ///
    /// A message loop looks at a megabyte-long `didChange` this way to see whether a later one
    /// replaces it, before paying for its text.
    package static func skim(_ bytes: [UInt8], elidingStringsLongerThan limit: Int) throws(Failure) -> (value: JSON, elided: Bool) {
        var parser = JSONParser(bytes: bytes, elisionLimit: limit)
        let value = try parser.document()
        return (value, parser.elided)
    }

    private init(bytes: [UInt8], elisionLimit: Int) {
        self.bytes = bytes
        self.elisionLimit = elisionLimit
    }

    private mutating func document() throws(Failure) -> JSON {
        let value = try value(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw failure("text after the value") }
        return value
    }

    private func failure(_ what: String) -> Failure {
        Failure(description: "\(what) at byte \(position)")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSON {
        guard depth < Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth)") }
        skipWhitespace()
        guard position < bytes.count else { throw failure("missing value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<(position + expected.count)]) == expected else {
            throw failure("invalid literal")
        }
        position += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSON {
        var members: [String: JSON] = [:]
        try elements(closing: "}", of: "object") { (parser) throws(Failure) in
            guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "\"") else {
                throw parser.failure("expected a key")
            }
            let key = try parser.string()
            parser.skipWhitespace()
            guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: ":") else {
                throw parser.failure("expected ':'")
            }
            parser.position += 1
            members[key] = try parser.value(depth: depth + 1)
        }
        return .object(members)
    }

    private mutating func array(depth: Int) throws(Failure) -> JSON {
        var items: [JSON] = []
        try elements(closing: "]", of: "array") { (parser) throws(Failure) in items.append(try parser.value(depth: depth + 1)) }
        return .array(items)
    }

    /// Reads the elements of an object or an array, from its opening bracket past its closing
    /// one: `element` reads one, at its first byte after any white space; commas go between.
    private mutating func elements(
        closing: Unicode.Scalar, of what: String, _ element: (inout JSONParser) throws(Failure) -> Void
    ) throws(Failure) {
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: closing) {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard position < bytes.count else { throw failure("unterminated \(what)") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: closing) {
                position += 1
                return
            } else {
                throw failure("expected ',' or '\(closing)'")
            }
        }
    }

    /// A string's text. Bytes are collected as they are (escapes written as their UTF-8) and
    /// decoded once at the end: a megabyte of editor text with thousands of `\n` escapes costs
    /// one pass, not one string append per escape. Invalid UTF-8 becomes U+FFFD.
    private mutating func string() throws(Failure) -> String {
        position += 1
        let start = position
        if elisionLimit < .max {
            try skipString()
            if position - start - 1 > elisionLimit {
                elided = true
                return ""
            }
            position = start
        }
        // Most strings have no escape: decoded straight from the input.
        let firstRunEnd = runEnd(from: position)
        if firstRunEnd < bytes.count, bytes[firstRunEnd] == UInt8(ascii: "\"") {
            position = firstRunEnd + 1
            return String(decoding: bytes[start..<firstRunEnd], as: UTF8.self)
        }
        var out: [UInt8] = []
        while position < bytes.count {
            // Copy the run up to the next quote, backslash or control character in one go.
            let runStart = position
            position = runEnd(from: position)
            if position > runStart { out.append(contentsOf: bytes[runStart..<position]) }
            guard position < bytes.count else { break }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    var scalar: Unicode.Scalar?
                    if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
                        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                    {
                        position += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            out.append(contentsOf: Array("\u{FFFD}".utf8))
                            code = low
                        }
                    }
                    scalar = Unicode.Scalar(code)
                    out.append(contentsOf: Array(String(Character(scalar ?? "\u{FFFD}")).utf8))
                default:
                    throw failure("invalid escape")
                }
            default:
                throw failure("control character in a string")
            }
        }
        throw failure("unterminated string")
    }

    /// Where the run of plain string bytes from `start` ends: at the first quote, backslash or
    /// control character, or the end of the input. The hot loop of a megabyte-long text (an
    /// editor sends a whole file on every keystroke), so it reads the bytes without a bounds
    /// check on each and skips eight at a time while none of them ends the run.
    private func runEnd(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return start }
            let raw = UnsafeRawPointer(base)
            var i = start
            while true {
                while i + 8 <= buffer.count, !Self.mayEndRun(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { i += 8 }
                // At most eight bytes one by one: the word that may end the run, or the tail.
                let limit = min(i + 8, buffer.count)
                while i < limit {
                    let byte = buffer[i]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return i }
                    i += 1
                }
                if i == buffer.count { return i }
            }
        }
    }

    /// Whether any of the eight bytes of `word` may be a quote, a backslash or a control
    /// character: never false when one is (a true answer is checked byte by byte). A byte is
    /// zero after the XOR exactly where it equals the one looked for; `x - 0x01` borrows into
    /// the high bit of a byte that was zero, `x - 0x20` of one below 0x20, and `& ~x` drops
    /// the bytes whose high bit was set to begin with.
    package static func mayEndRun(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highBits != 0
    }

    /// Moves past the rest of a string (its opening quote already read) and its closing quote,
    /// refusing what ``string()`` refuses, without decoding anything.
    private mutating func skipString() throws(Failure) {
        while true {
            position = runEnd(from: position)
            guard position < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    _ = try hex4()
                default:
                    throw failure("invalid escape")
                }
            default:
                throw failure("control character in a string")
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("short \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid \\u escape")
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }

    private mutating func number() throws(Failure) -> Double {
        let start = position
        while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
        guard position > start, let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
            number.isFinite
        else { throw failure("invalid number") }
        return number
    }
}
