/// The `Encoder` that fills one ``ValueEncodingNode``: each nested value gets its own encoder,
/// carrying the coding path that leads to it so errors can say exactly where they happened.
struct ValueTreeEncoder: Encoder {
    /// The box this encoder's containers write into.
    let node: ValueEncodingNode
    let codingPath: [any CodingKey]
    let state: ValueEncodingState

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    /// An encoder for a value nested one key below this one.
    func child(_ node: ValueEncodingNode, key: any CodingKey) -> ValueTreeEncoder {
        ValueTreeEncoder(node: node, codingPath: codingPath + [key], state: state)
    }

    /// Asking for a keyed container again returns the same one, so a subclass and its superclass
    /// can both write into one mapping, as with `JSONEncoder`.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let mapping: ValueEncodingMapping
        switch node.content {
        case .mapping(let existing):
            mapping = existing
        case .empty:
            mapping = ValueEncodingMapping()
            node.content = .mapping(mapping)
        case .value, .list:
            recordMisuse(asking: "a keyed container")
            // Writes through this container are thrown away; the recorded error fails the call.
            mapping = ValueEncodingMapping()
        }
        return KeyedEncodingContainer(ValueKeyedEncodingContainer<Key>(encoder: self, mapping: mapping))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let list: ValueEncodingList
        switch node.content {
        case .list(let existing):
            list = existing
        case .empty:
            list = ValueEncodingList()
            node.content = .list(list)
        case .value, .mapping:
            recordMisuse(asking: "an unkeyed container")
            list = ValueEncodingList()
        }
        return ValueUnkeyedEncodingContainer(encoder: self, list: list)
    }

    /// The single-value container checks for an earlier value when it encodes, where it can throw.
    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValueSingleValueEncodingContainer(encoder: self)
    }

    private func recordMisuse(asking requested: String) {
        state.record(
            .invalidValue(
                node.contentDescription,
                .init(
                    codingPath: codingPath,
                    debugDescription: "asked for \(requested) where \(node.contentDescription) was already encoded")))
    }
}

// MARK: - Boxing

/// Marks the standard library's `Dictionary`, whose encoding order changes from run to run.
protocol ValueEncodingUnorderedMapping {
    /// Whether the keys are integers, which sort by number rather than as text.
    static var valueEncodingHasIntegerKeys: Bool { get }
}

extension Dictionary: ValueEncodingUnorderedMapping {
    static var valueEncodingHasIntegerKeys: Bool { Key.self == Int.self }
}

extension ValueTreeEncoder {
    /// The value for the types that need no container: `Value` itself, which must pass through
    /// exactly (its own `encode(to:)` would rebuild it key by key for no gain), and the scalars
    /// arrays and dictionaries hand over through the generic `encode`.
    static func directValue<T: Encodable>(_ value: T) -> Value? {
        if let value = value as? Value { return value }
        if let string = value as? String { return .string(string) }
        if let int = value as? Int { return .int(int) }
        if let double = value as? Double { return .double(double) }
        if let bool = value as? Bool { return .bool(bool) }
        return nil
    }

    /// Encodes any `Encodable` into this encoder's node, which must be empty.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if let direct = Self.directValue(value) {
            node.content = .value(direct)
            return
        }
        try value.encode(to: self)
        if let unordered = T.self as? any ValueEncodingUnorderedMapping.Type {
            node.sortKeys(numerically: unordered.valueEncodingHasIntegerKeys)
        }
    }

    /// The entry a container stores for a value encoded at `key` below this encoder.
    func entry<T: Encodable>(for value: T, at key: any CodingKey) throws -> ValueEncodingEntry {
        if let direct = Self.directValue(value) { return .value(direct) }
        let node = ValueEncodingNode()
        try child(node, key: key).encodeValue(value)
        return .node(node)
    }

    /// Any integer as an ``Value/int(_:)``; a value that does not fit in `Int` (a large `UInt64`)
    /// is an error rather than a wrapped or truncated number. `key` is `nil` for a single value.
    func integer<I: FixedWidthInteger>(_ value: I, at key: (any CodingKey)?) throws -> Value {
        guard let int = Int(exactly: value) else {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: key.map { codingPath + [$0] } ?? codingPath,
                    debugDescription: "\(value) is out of range for an integer value (\(Int.min)...\(Int.max))"))
        }
        return .int(int)
    }

    /// A `Float` as the double its shortest text spells, so `0.1` encodes as `0.1` rather than
    /// `0.10000000149011612`; the decoder narrows that double back to the same `Float`.
    static func double(_ value: Float) -> Value {
        .double(Double(value.description) ?? Double(value))
    }
}
