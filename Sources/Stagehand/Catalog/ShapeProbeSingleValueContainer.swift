/// The single value container of a ``ShapeProbeDecoder``: a scalar placeholder, or a nested
/// `Decodable` decoded into the same probe.
struct ShapeProbeSingleValueContainer: SingleValueDecodingContainer {
    let probe: ShapeProbe
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }

    /// Stands for every scalar overload too: the probe tells the scalars apart.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try probe.decode(type, codingPath: codingPath)
    }
}
