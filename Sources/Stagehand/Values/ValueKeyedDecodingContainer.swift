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

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(for: key).unboxBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(for: key).unboxString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(for: key).unboxDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(for: key).unboxFloat() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(for: key).unboxInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(for: key).unboxInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(for: key).unboxInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(for: key).unboxInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(for: key).unboxInteger(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try child(for: key).unboxInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(for: key).unboxInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(for: key).unboxInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(for: key).unboxInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(for: key).unboxInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(for: key).unboxInteger(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try child(for: key).unboxInteger(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(for: key).unbox(type) }

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
