/// The keyed container of a ``ShapeProbeDecoder``: every key is there (optional ones down to a
/// depth), and each key asked for is recorded with the shape of its value.
struct ShapeProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: ShapeProbe
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { probe.goesDeeper(codingPath) }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    /// Stands for every scalar overload too: the probe tells the scalars apart.
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
