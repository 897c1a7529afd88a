import OrderedCollections

/// An immutable data value as data sources hold it: what a YAML or JSON value decodes to.
///
/// Values are never mutated in place; a responder builds a new value and replaces the data
/// source's value with it, and every binding that reads the data source updates.
public enum Value: Hashable, Sendable {
    /// No value: YAML `null` or `~`, JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// Text.
    case string(String)
    /// An ordered list of values.
    case list([Value])
    /// String keys to values, in the order they were written.
    case mapping(OrderedDictionary<String, Value>)
}

extension Value {
    /// The value at a dot path such as `address.city` or `people.0.name`; the empty path is the value itself.
    /// On a list, the segment `count` is the number of items (`{count} people`).
    ///
    /// Returns `nil` where the path leads nowhere (a missing key, an index out of range, a scalar in the way).
    ///
    /// - Parameter path: A dot path; empty for the value itself.
    public func value(atPath path: String) -> Value? {
        if path.isEmpty { return self }
        var current = self
        // Segments are read between the dots in place: every binding reads its path on every
        // change, and splitting it into an array of substrings each time cost more than the walk.
        var rest = path[...]
        while true {
            let dot = rest.utf8.firstIndex(of: UInt8(ascii: "."))
            let segment = dot.map { rest[..<$0] } ?? rest
            switch current {
            case .mapping(let m):
                guard let next = m[String(segment)] else { return nil }
                current = next
            case .list(let items):
                if segment == "count" {
                    current = .int(items.count)
                } else {
                    guard let index = Int(segment), items.indices.contains(index) else { return nil }
                    current = items[index]
                }
            default:
                return nil
            }
            guard let dot else { return current }
            rest = rest[rest.utf8.index(after: dot)...]
        }
    }

    /// Whether the value counts as true: not null, not false, not zero, not empty.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .int(let i): i != 0
        case .double(let d): d != 0 && !d.isNaN
        case .string(let s): !s.isEmpty
        case .list(let l): !l.isEmpty
        case .mapping(let m): !m.isEmpty
        }
    }

    /// The text a view shows for the value: strings as they are, numbers in their shortest form,
    /// lists joined with ", ", mappings as `{key: value, …}`, null as the empty string.
    ///
    /// Built from a stack of its own rather than by recursion, so a value nested as deep as
    /// `--max-depth` allows cannot overflow the call stack.
    public var displayText: String {
        // A scalar, what nearly every property and label holds, needs no stack.
        switch self {
        case .list, .mapping: break
        default: return scalarText
        }
        /// What is left to write, the next piece last.
        enum Piece {
            case value(Value)
            case text(String)
        }
        var result = ""
        var pieces = [Piece.value(self)]
        while let piece = pieces.popLast() {
            switch piece {
            case .text(let text):
                result += text
            case .value(.list(let items)):
                for (index, item) in items.enumerated().reversed() {
                    pieces.append(.value(item))
                    if index > 0 { pieces.append(.text(", ")) }
                }
            case .value(.mapping(let pairs)):
                pieces.append(.text("}"))
                for (index, pair) in pairs.enumerated().reversed() {
                    pieces.append(.value(pair.value))
                    pieces.append(.text(pair.key + ": "))
                    if index > 0 { pieces.append(.text(", ")) }
                }
                pieces.append(.text("{"))
            case .value(let scalar):
                result += scalar.scalarText
            }
        }
        return result
    }

    /// The display text of a scalar; "" for a list or mapping.
    private var scalarText: String {
        switch self {
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .double(let d): Value.format(d)
        case .string(let s): s
        case .list, .mapping: ""
        }
    }

    /// The number the value holds, if it is an int or a double (or a string that spells one).
    public var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        case .string(let s): Double(s)
        default: nil
        }
    }

    /// The string the value holds, or `nil` for other kinds.
    public var string: String? { if case .string(let s) = self { s } else { nil } }

    /// The whole number the value holds, or `nil` for other kinds (a double included).
    public var int: Int? { if case .int(let i) = self { i } else { nil } }

    /// The number with a fraction the value holds, or `nil` for other kinds (an int included).
    public var double: Double? { if case .double(let d) = self { d } else { nil } }

    /// The boolean the value holds, or `nil` for other kinds.
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }

    /// The items of a list, or `nil`.
    public var list: [Value]? { if case .list(let l) = self { l } else { nil } }

    /// The members of a mapping, in the order written, or `nil`.
    public var mapping: OrderedDictionary<String, Value>? { if case .mapping(let m) = self { m } else { nil } }

    /// A word for the value's kind, as messages say it.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .list: "a list"
        case .mapping: "a mapping"
        }
    }

    static func format(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String(d)
    }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string literal is a ``string(_:)``: `let name: Value = "Ada"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal is an ``int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// `true` and `false` are ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A literal with a fraction is a ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// An array literal is a ``list(_:)``: `["a", 1]`.
    public init(arrayLiteral elements: Value...) { self = .list(elements) }
    /// A dictionary literal is a ``mapping(_:)`` in the order written: `["name": "Ada", "age": 36]`.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self = .mapping(OrderedDictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `nil` is ``null``.
    public init(nilLiteral: ()) { self = .null }
}
