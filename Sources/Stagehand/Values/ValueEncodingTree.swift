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
        let mapping = box(asking: "a keyed container", held: { $0.mapping }, store: { .mapping($0) })
        return KeyedEncodingContainer(ValueKeyedEncodingContainer<Key>(encoder: self, mapping: mapping))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        ValueUnkeyedEncodingContainer(encoder: self, list: box(asking: "an unkeyed container", held: { $0.list }, store: { .list($0) }))
    }

    /// The box a container writes into: the node's own when it holds one of this kind, else a new
    /// one, stored in the node when it is empty. When the node holds something else the misuse is
    /// recorded and the new box is thrown away with whatever is written to it; the recorded error
    /// fails the call.
    ///
    /// - Parameters:
    ///   - requested: The container asked for, for the message.
    ///   - held: The box of this kind a node's content holds, if any.
    ///   - store: The node's content holding a box.
    private func box<Holder: ValueEncodingBox>(
        asking requested: String,
        held: (ValueEncodingNode.Content) -> Holder?,
        store: (Holder) -> ValueEncodingNode.Content
    ) -> Holder {
        if let existing = held(node.content) { return existing }
        let box = Holder()
        if case .empty = node.content {
            node.content = store(box)
        } else {
            recordMisuse(asking: requested)
        }
        return box
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
    /// exactly (its own `encode(to:)` would rebuild it key by key for no gain), and the scalars.
    /// The containers' one generic `encode` stands for all their scalar overloads, so this is the
    /// one place a scalar is told apart (the 128-bit integers' overloads, which the standard
    /// library gives throwing bodies of its own, are forwarded to it by name). `key` is where the
    /// value goes below this encoder, `nil` for its own node.
    func directValue<T: Encodable>(_ value: T, at key: (any CodingKey)?) throws -> Value? {
        switch value {
        case let value as Value: value
        case let string as String: .string(string)
        case let int as Int: .int(int)
        case let double as Double: .double(double)
        case let bool as Bool: .bool(bool)
        case let float as Float: Self.double(float)
        case let other as any FixedWidthInteger: try integer(other, at: key)
        default: nil
        }
    }

    /// Encodes any `Encodable` into this encoder's node, which must be empty.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if let direct = try directValue(value, at: nil) {
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
        if let direct = try directValue(value, at: key) { return .value(direct) }
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
