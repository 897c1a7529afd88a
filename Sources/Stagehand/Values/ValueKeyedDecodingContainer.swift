import OrderedCollections

/// Reads a ``Value/mapping(_:)`` by the keys a `Decodable` type asks for.
struct ValueKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder for the mapping itself; children extend its path.
    let decoder: ValueTreeDecoder
    let mapping: OrderedDictionary<String, Value>

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// In the order the scene wrote them, so `[String: T]` and error messages are predictable.
    var allKeys: [Key] { mapping.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { mapping[key.stringValue] != nil }

    /// The decoder for the value at `key`, or a `keyNotFound` error that points at a likely
    /// misspelling among the keys the type does not know.
    private func child(for key: Key) throws -> ValueTreeDecoder {
        guard let value = mapping[key.stringValue] else {
            var message = "missing required key '\(key.stringValue)'"
            let unknown = mapping.keys.filter { Key(stringValue: $0) == nil }
            if let near = Suggestion.closest(to: key.stringValue, in: unknown) {
                message += " (is '\(near)' a misspelling of it?)"
            }
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: message))
        }
        return decoder.child(value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try child(for: key).value { return true }
        return false
    }

    /// Stands for every scalar overload too: the value's decoder tells the scalars apart.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(for: key).unbox(type) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try child(for: key).unbox(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try child(for: key).unbox(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(for: key).unkeyedContainer()
    }

    /// A missing `super` key decodes as null rather than failing, as `JSONDecoder` does, so a
    /// superclass with only optional properties still decodes.
    func superDecoder() throws -> any Decoder {
        decoder.child(mapping[ValueCodingKey.super.stringValue] ?? .null, key: ValueCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(mapping[key.stringValue] ?? .null, key: key)
    }
}
