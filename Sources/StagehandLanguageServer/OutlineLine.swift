/// One line of YAML text as the completion context sees it, read without a parser so text that
/// is mid-edit and does not parse can still be understood: its indentation, the `- ` markers that
/// open sequence items, and a `key: value` it holds.
struct OutlineLine {
    /// The 0-based line number.
    let number: Int
    /// Whether the line holds nothing but spaces and perhaps a comment.
    let isBlank: Bool
    /// The byte column of the first character that is not a space.
    let indent: Int
    /// The byte columns of `- ` item markers at the start of the line, outermost first.
    let dashes: [Int]
    /// The byte column where the content after the markers starts.
    let contentColumn: Int
    /// The key, when the content is `key:` or `key: value`.
    let key: String?
    /// The value after the key, without a comment or quotes; `nil` when none is written there.
    let value: String?

    /// Reads line `number` from `bytes`.
    init(number: Int, bytes: ArraySlice<UInt8>) {
        self.number = number
        let text = Array(bytes)
        var i = 0
        while i < text.count, text[i] == UInt8(ascii: " ") { i += 1 }
        indent = i
        var dashes: [Int] = []
        while i < text.count, text[i] == UInt8(ascii: "-"), i + 1 == text.count || text[i + 1] == UInt8(ascii: " ") {
            dashes.append(i)
            i += 1
            while i < text.count, text[i] == UInt8(ascii: " ") { i += 1 }
        }
        self.dashes = dashes
        contentColumn = i
        let content = Array(text[i...])
        isBlank = dashes.isEmpty && (content.isEmpty || content.first == UInt8(ascii: "#")
            || content.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
        (key, value) = Self.keyValue(content)
    }

    /// Splits `key: value` content; a key must be followed by `:` and a space or the line's end.
    static func keyValue(_ content: [UInt8]) -> (String?, String?) {
        guard let first = content.first, ![UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "#")].contains(first) else {
            return (nil, nil)
        }
        var i = 0
        var key: String
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let close = content[1...].firstIndex(of: first) else { return (nil, nil) }
            key = String(decoding: content[1..<close], as: UTF8.self)
            i = close + 1
            while i < content.count, content[i] == UInt8(ascii: " ") { i += 1 }
            guard i < content.count, content[i] == UInt8(ascii: ":") else { return (nil, nil) }
        } else {
            while i < content.count {
                if content[i] == UInt8(ascii: ":"), i + 1 == content.count || content[i + 1] == UInt8(ascii: " ") { break }
                if content[i] == UInt8(ascii: "#"), i > 0, content[i - 1] == UInt8(ascii: " ") { return (nil, nil) }
                i += 1
            }
            guard i < content.count else { return (nil, nil) }
            key = String(decoding: content[0..<i], as: UTF8.self)
            while key.hasSuffix(" ") { key.removeLast() }
        }
        var rest = Array(content[(i + 1)...])
        if let hash = rest.indices.first(where: { rest[$0] == UInt8(ascii: "#") && ($0 == 0 || rest[$0 - 1] == UInt8(ascii: " ")) }) {
            rest = Array(rest[..<hash])
        }
        var value = String(decoding: rest, as: UTF8.self).trimmingSpaces
        if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q {
            value = String(value.dropFirst().dropLast())
        }
        return (key, value.isEmpty ? nil : value)
    }

    /// The column where this line's mapping keys start (after any item markers).
    var keyColumn: Int { contentColumn }
}
