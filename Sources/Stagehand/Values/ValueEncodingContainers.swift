/// Writes a mapping by the keys an `Encodable` type hands over, in the order it hands them.
struct ValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The encoder for the mapping itself; children extend its path.
    let encoder: ValueTreeEncoder
    let mapping: ValueEncodingMapping

    var codingPath: [any CodingKey] { encoder.codingPath }

    func encodeNil(forKey key: Key) { mapping.entries[key.stringValue] = .value(.null) }

    /// Stands for every scalar overload too: the encoder tells the scalars apart.
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { mapping.entries[key.stringValue] = try encoder.entry(for: value, at: key) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: Int128, forKey key: Key) throws { mapping.entries[key.stringValue] = try encoder.entry(for: value, at: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: UInt128, forKey key: Key) throws { mapping.entries[key.stringValue] = try encoder.entry(for: value, at: key) }

    /// A new box at `key`, replacing whatever was encoded there, as encoding the key again would.
    private func childEncoder(forKey key: any CodingKey) -> ValueTreeEncoder {
        let node = ValueEncodingNode()
        mapping.entries[key.stringValue] = .node(node)
        return encoder.child(node, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        childEncoder(forKey: key).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        childEncoder(forKey: key).unkeyedContainer()
    }

    /// The superclass's values go under `super`, as `JSONEncoder` puts them.
    func superEncoder() -> any Encoder { childEncoder(forKey: ValueCodingKey.super) }

    func superEncoder(forKey key: Key) -> any Encoder { childEncoder(forKey: key) }
}

/// Writes a list item by item.
struct ValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    /// The encoder for the list itself; children extend its path with their index.
    let encoder: ValueTreeEncoder
    let list: ValueEncodingList

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { list.items.count }

    /// The key the next item will have, for its coding path.
    private var nextKey: ValueCodingKey { ValueCodingKey(intValue: list.items.count) }

    func encodeNil() { list.items.append(.value(.null)) }

    /// Stands for every scalar overload too: the encoder tells the scalars apart. The entry is
    /// built before it is appended, so a failing item leaves no hole in the list.
    func encode<T: Encodable>(_ value: T) throws { list.items.append(try encoder.entry(for: value, at: nextKey)) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { list.items.append(try encoder.entry(for: value, at: nextKey)) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { list.items.append(try encoder.entry(for: value, at: nextKey)) }

    /// A new box appended as the next item.
    private func childEncoder() -> ValueTreeEncoder {
        let key = nextKey
        let node = ValueEncodingNode()
        list.items.append(.node(node))
        return encoder.child(node, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        childEncoder().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        childEncoder().unkeyedContainer()
    }

    func superEncoder() -> any Encoder { childEncoder() }
}

/// Writes one value into the encoder's node.
struct ValueSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: ValueTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// A second value would silently replace the first, or clash with a container already
    /// written here; either is a bug in the encoding type, so say so instead.
    private func checkEmpty(_ value: Any) throws {
        guard case .empty = encoder.node.content else {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: codingPath,
                    debugDescription: "a single value was encoded where \(encoder.node.contentDescription) was already encoded"))
        }
    }

    func encodeNil() throws { try assign(Value.null) }

    /// The value encodes straight into this node, so a wrapper type that encodes its one field
    /// through a single-value container adds no level of nesting. Stands for every scalar
    /// overload too: the encoder tells the scalars apart.
    func encode<T: Encodable>(_ value: T) throws { try assign(value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { try assign(value) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { try assign(value) }

    private func assign<T: Encodable>(_ value: T) throws {
        try checkEmpty(value)
        try encoder.encodeValue(value)
    }
}
