/// A `Decoder` that decodes a plain `Decodable` type from nothing, answering every question with
/// a placeholder (keys present, lists of one item, empty strings, zeros) and recording what was
/// asked in a ``ShapeProbe``: how ``ValueShape/init(decoding:)`` learns a type's shape.
struct ShapeProbeDecoder: Decoder {
    let probe: ShapeProbe
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        probe.becomeMapping()
        return KeyedDecodingContainer(ShapeProbeKeyedContainer<Key>(probe: probe, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        probe.becomeList()
        return ShapeProbeUnkeyedContainer(probe: probe, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ShapeProbeSingleValueContainer(probe: probe, codingPath: codingPath)
    }
}
