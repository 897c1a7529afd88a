/// A JSON value, as JSON-RPC messages carry them.
///
/// Parsed and written here rather than through Foundation, so every input byte is judged the
/// same on every platform and a malformed message is an error value, never a crash: nesting is
/// bounded, so `[[[[…` cannot exhaust the stack.
public enum JSON: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; whole numbers up to 2^53 are exact.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object; a key written twice keeps its last value.
    case object([String: JSON])

    /// The member `key` of an object; `nil` for a missing key or another kind of value.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a string.
    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// A number that is a whole number.
    public var int: Int? {
        guard case .number(let number) = self, let whole = Int(exactly: number) else { return nil }
        return whole
    }

    /// A boolean's value.
    public var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// An array's items.
    public var array: [JSON]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    /// The compact UTF-8 text of the value; object members sorted by key, so output is stable.
    public var serialized: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    private func write(into out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .number(let number):
            if let whole = Int(exactly: number), abs(whole) < (1 << 53) {
                out += Array(String(whole).utf8)
            } else if number.isFinite {
                out += Array(String(number).utf8)
            } else {
                out += Array("null".utf8)
            }
        case .string(let text): Self.writeString(text, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                members[key]?.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }

    /// A whole number.
    public init(_ value: Int) { self = .number(Double(value)) }
}
