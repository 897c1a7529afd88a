import OrderedCollections

/// The `Decoder` that walks one ``Value``: each nested value gets its own decoder, carrying the
/// coding path that leads to it so errors can say exactly where they happened.
struct ValueTreeDecoder: Decoder {
    /// The value this decoder reads.
    let value: Value
    let codingPath: [any CodingKey]
    let options: [CodingUserInfoKey: any Sendable]

    var userInfo: [CodingUserInfoKey: Any] { options }

    init(value: Value, codingPath: [any CodingKey] = [], options: [CodingUserInfoKey: any Sendable] = [:]) {
        self.value = value
        self.codingPath = codingPath
        self.options = options
    }

    /// A decoder for a value nested one key below this one.
    func child(_ value: Value, key: any CodingKey) -> ValueTreeDecoder {
        ValueTreeDecoder(value: value, codingPath: codingPath + [key], options: options)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = value else {
            throw mismatch([String: Value].self, expected: "a mapping")
        }
        return KeyedDecodingContainer(ValueKeyedDecodingContainer<Key>(decoder: self, mapping: mapping))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .list(let items) = value else {
            throw mismatch([Value].self, expected: "a list")
        }
        return ValueUnkeyedDecodingContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ValueSingleValueDecodingContainer(decoder: self)
    }
}

// MARK: - Unboxing

extension ValueTreeDecoder {
    /// Decodes any `Decodable` from this decoder's value.
    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        // A `Value` field takes the value as it stands: no round trip through containers,
        // and mapping order is kept exactly.
        if T.self == Value.self, let same = value as? T { return same }
        if let scalar = try unboxScalar(type) { return scalar }
        do {
            return try T(from: self)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.count == codingPath.count {
            // The standard library's message for a bad raw value names neither the allowed
            // values nor the one that was written; for an enum whose cases can be listed, say both.
            guard let cases = T.self as? any (CaseIterable & RawRepresentable).Type else { throw DecodingError.dataCorrupted(context) }
            throw unknownCase(Self.rawValueNames(of: cases), underlying: DecodingError.dataCorrupted(context))
        }
    }

    /// The scalars, read here rather than through their own `init(from:)`, which would ask this
    /// decoder's single-value container for them again. `nil` for any other type.
    ///
    /// The containers have one generic `decode` each, and it stands for every scalar overload
    /// the protocols ask for, so this is the one place a scalar type is told apart. (Not for the
    /// 128-bit integers: the standard library gives those overloads bodies of its own, which
    /// throw, so each container forwards them to its generic body by name.)
    private func unboxScalar<T>(_ type: T.Type) throws -> T? {
        switch type {
        case is String.Type: try unboxString() as? T
        case is Bool.Type: try unboxBool() as? T
        case is Double.Type: try unboxDouble() as? T
        case is Float.Type: try unboxFloat() as? T
        case let integer as any FixedWidthInteger.Type: try unboxInteger(integer) as? T
        default: nil
        }
    }

    func unboxBool() throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(Bool.self, expected: "true or false") }
        return b
    }

    /// Strings come from strings, and also from other scalars: the YAML core schema resolves a
    /// plain `zip: 12345` or `version: 2` to an integer, and an author who declared the field as
    /// text means the text they typed. A double prints in its shortest form, so `1.10` arrives
    /// as `"1.1"`; quote values whose exact spelling matters.
    func unboxString() throws -> String {
        switch value {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return Value.format(d)
        case .bool(let b): return b ? "true" : "false"
        default: throw mismatch(String.self, expected: "a string")
        }
    }

    /// Doubles come from doubles and integers: authors write `width: 2` for a number field.
    func unboxDouble() throws -> Double {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: throw mismatch(Double.self, expected: "a number")
        }
    }

    func unboxFloat() throws -> Float {
        let d = try unboxDouble()
        let f = Float(d)
        // Infinity and NaN pass through as written; a finite number that only overflows on
        // narrowing is a mistake, not a request for infinity.
        if d.isFinite && !f.isFinite {
            throw outOfRange(Value.format(d), Float.self, range: "±\(Float.greatestFiniteMagnitude)")
        }
        return f
    }

    /// Integers of every width, from integers or from doubles with no fraction (`2.0` is 2,
    /// as a JSON producer might write it), with range checks instead of traps.
    func unboxInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        switch value {
        case .int(let i):
            guard let result = I(exactly: i) else { throw outOfRange(String(i), type, range: "\(I.min)...\(I.max)") }
            return result
        case .double(let d):
            guard d.isFinite, d.rounded(.towardZero) == d else { throw mismatch(type, expected: "an integer") }
            guard let result = I(exactly: d) else { throw outOfRange(Value.format(d), type, range: "\(I.min)...\(I.max)") }
            return result
        default:
            throw mismatch(type, expected: "an integer")
        }
    }
}

// MARK: - Errors

extension ValueTreeDecoder {
    /// A type mismatch at this decoder's path; null is reported as a missing value, as
    /// `JSONDecoder` does, so `Optional` handling and messages agree.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        if case .null = value {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
        }
        return .typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.decodingDescription)"))
    }

    func outOfRange(_ text: String, _ type: Any.Type, range: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(text) is out of range for \(type) (\(range))"))
    }

    func unknownCase(_ names: [String], underlying: any Error) -> DecodingError {
        var message = "expected one of " + names.map { "'\($0)'" }.joined(separator: ", ")
        message += ", found \(value.decodingDescription)"
        if case .string(let written) = value, let hint = Suggestion.hint(for: written, in: names) {
            message += "; \(hint)"
        }
        return .dataCorrupted(.init(codingPath: codingPath, debugDescription: message, underlyingError: underlying))
    }

    static func rawValueNames<C: CaseIterable & RawRepresentable>(of type: C.Type) -> [String] {
        type.allCases.map { String(describing: $0.rawValue) }
    }
}
