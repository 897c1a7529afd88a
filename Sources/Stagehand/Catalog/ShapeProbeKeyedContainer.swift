/// The keyed container of a ``ShapeProbeDecoder``: every key is there (optional ones down to a
/// depth), and each key asked for is recorded with the shape of its value.
struct ShapeProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: ShapeProbe
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { probe.goesDeeper(codingPath) }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    private func scalar<T>(_ key: Key, _ result: T, _ example: Value) -> T {
        probe.child(forKey: key.stringValue).scalar(result, example)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { scalar(key, false, .bool(false)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { scalar(key, "", .string("")) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { scalar(key, 0, .double(0)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { scalar(key, 0, .double(0)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { scalar(key, 0, .int(0)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { scalar(key, 0, .int(0)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { scalar(key, 0, .int(0)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { scalar(key, 0, .int(0)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { scalar(key, 0, .int(0)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { scalar(key, 0, .int(0)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { scalar(key, 0, .int(0)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { scalar(key, 0, .int(0)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { scalar(key, 0, .int(0)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { scalar(key, 0, .int(0)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try probe.child(forKey: key.stringValue).decode(type, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ShapeProbeDecoder(probe: probe.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ShapeProbeDecoder(probe: probe.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { ShapeProbeDecoder(probe: probe, codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ShapeProbeDecoder(probe: probe.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}
