/// The list container of a ``ShapeProbeDecoder``: a list of one item (none past half the depth
/// limit, so a type that holds a list of itself ends), whose shape is recorded.
struct ShapeProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let probe: ShapeProbe
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(probe: ShapeProbe, codingPath: [any CodingKey]) {
        self.probe = probe
        self.codingPath = codingPath
    }

    var count: Int? { probe.goesDeeper(codingPath) ? 1 : 0 }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The probe of the item being decoded, and the next index.
    private mutating func next() -> ShapeProbe {
        currentIndex += 1
        return probe.item()
    }

    mutating func decodeNil() throws -> Bool { false }

    /// Stands for every scalar overload too: the probe tells the scalars apart.
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [ShapeProbeIndexKey(intValue: currentIndex)]
        return try next().decode(type, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let path = codingPath + [ShapeProbeIndexKey(intValue: currentIndex)]
        return try ShapeProbeDecoder(probe: next(), codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [ShapeProbeIndexKey(intValue: currentIndex)]
        return try ShapeProbeDecoder(probe: next(), codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = codingPath + [ShapeProbeIndexKey(intValue: currentIndex)]
        return ShapeProbeDecoder(probe: next(), codingPath: path)
    }
}
