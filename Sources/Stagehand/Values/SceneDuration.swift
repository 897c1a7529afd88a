/// A length of time written in a scene: `300ms`, `1.5s`, `2s`, `2m`, `0`, or a bare number of
/// milliseconds.
///
/// Durations are whole milliseconds from zero up to `Int32.max` (about 24.8 days): enough for any
/// animation, delay or timeout, and small enough that no arithmetic on them overflows.
public struct SceneDuration: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The length in milliseconds.
    public var milliseconds: Int

    /// The largest duration a scene can write, in milliseconds.
    public static let maximumMilliseconds = Int(Int32.max)

    /// No time at all.
    public static let zero = SceneDuration(milliseconds: 0)

    /// Creates a duration of the given number of milliseconds, as given; only the parsing
    /// initializers enforce the range a scene may write.
    ///
    /// - Parameter milliseconds: The length.
    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// Reads a duration from a scene value: a string such as `300ms` or `1.5s`, or a bare
    /// non-negative integer or number meaning milliseconds.
    ///
    /// A fractional number of milliseconds is rounded to the nearest one. Returns `nil` for
    /// other kinds of value, negatives, NaN, infinity and anything over ``maximumMilliseconds``.
    ///
    /// - Parameter value: A value as a scene writes it: a number of milliseconds or a text such as `300ms`.
    public init?(_ value: Value) {
        switch value {
        case .int(let i):
            guard let d = SceneDuration(exactMilliseconds: Double(i)) else { return nil }
            self = d
        case .double(let d):
            guard let d = SceneDuration(exactMilliseconds: d) else { return nil }
            self = d
        case .string(let s):
            guard let d = SceneDuration(parsing: s) else { return nil }
            self = d
        default:
            return nil
        }
    }

    /// Parses a duration: a non-negative decimal number (`2`, `1.5`, `.5`) followed by `ms`, `s`
    /// or `m`, or by nothing for milliseconds. Whitespace around the text and before the unit
    /// is allowed.
    ///
    /// Signs, exponents and other units are rejected rather than guessed at, so `-1s`, `1e3ms`
    /// and `2h` are `nil`.
    ///
    /// - Parameter text: A duration such as `300ms`, `1.5s` or `2m`, or a bare number of milliseconds.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard let start = bytes.firstIndex(where: { !Self.isSpace($0) }),
            let last = bytes.lastIndex(where: { !Self.isSpace($0) })
        else { return nil }
        let trimmed = bytes[start...last]
        let digits = trimmed.prefix(while: { Self.isDigit($0) || $0 == UInt8(ascii: ".") })
        let unit = trimmed[digits.endIndex...].drop(while: Self.isSpace)
        guard Self.isDecimal(digits), let number = Double(String(decoding: digits, as: UTF8.self)) else { return nil }
        let scale: Double
        switch String(decoding: unit, as: UTF8.self) {
        case "", "ms": scale = 1
        case "s": scale = 1_000
        case "m": scale = 60_000
        default: return nil
        }
        guard let d = SceneDuration(exactMilliseconds: number * scale) else { return nil }
        self = d
    }

    /// Rounds to whole milliseconds and checks the range; `nil` for NaN, infinity or out of range.
    private init?(exactMilliseconds ms: Double) {
        guard ms.isFinite, ms >= 0 else { return nil }
        let rounded = ms.rounded()
        guard rounded <= Double(Self.maximumMilliseconds) else { return nil }
        self.milliseconds = Int(rounded)
    }

    /// Whole seconds print as `2s`, anything else as milliseconds (`1500ms`, `0ms`), so the text
    /// parses back to the same duration and never needs a decimal point.
    public var description: String {
        if milliseconds != 0 && milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return "\(milliseconds)ms"
    }

    /// The same length as a standard library `Duration`, for clocks and tasks.
    public var duration: Duration { .milliseconds(milliseconds) }

    /// Whether the first duration is the shorter.
    public static func < (lhs: SceneDuration, rhs: SceneDuration) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `[0-9]+(\.[0-9]*)?|\.[0-9]+`: at least one digit and at most one point.
    private static func isDecimal(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.contains(where: isDigit) && bytes.count(where: { $0 == UInt8(ascii: ".") }) <= 1
    }
}

extension SceneDuration: Codable {
    /// Decodes from anything ``init(_:)`` accepts, so a `Decodable` type can have a duration field.
    public init(from decoder: any Decoder) throws {
        let value = try Value(from: decoder)
        guard let duration = SceneDuration(value) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a duration such as 300ms, found \(value.decodingDescription)"))
        }
        self = duration
    }

    /// Encodes as the ``description`` text, which parses back to the same duration.
    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(description)
    }
}

extension SceneDuration {
    /// How messages list the forms a duration takes.
    public static let formsText = "a number and a unit, ms, s or m (300ms, 1.5s, 2m; a space before the unit is allowed), or a bare number of milliseconds"

    /// The valid duration nearest to text that is not one, for a did-you-mean: `5 secs` → `5s`,
    /// `2 minutes` → `2m`, `1h` → `60m`, `250 millis` → `250ms`; nil when nothing is near.
    ///
    /// - Parameter text: What a scene wrote.
    /// - Returns: A duration as it should be written, or nil.
    public static func suggestion(for text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        let number = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !number.isEmpty, let amount = Double(number) else { return nil }
        let unit = String(trimmed.dropFirst(number.count)).trimmingWhitespace().lowercased()
        let minutesPerUnit: [String: Double] = ["h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60]
        let units: [String: String] = [
            "ms": "ms", "msec": "ms", "msecs": "ms", "millis": "ms", "millisecond": "ms", "milliseconds": "ms",
            "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
            "m": "m", "min": "m", "mins": "m", "minute": "m", "minutes": "m",
        ]
        if let minutes = minutesPerUnit[unit] {
            let total = amount * minutes
            let written = total.rounded() == total ? String(Int(total)) : String(total)
            let suggestion = written + "m"
            return SceneDuration(parsing: suggestion) == nil ? nil : suggestion
        }
        guard let canonical = units[unit] else { return nil }
        let suggestion = String(number) + canonical
        return SceneDuration(parsing: suggestion) == nil ? nil : suggestion
    }
}
