/// The single value container of a ``ShapeProbeDecoder``: a scalar placeholder, or a nested
/// `Decodable` decoded into the same probe.
struct ShapeProbeSingleValueContainer: SingleValueDecodingContainer {
    let probe: ShapeProbe
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { probe.scalar(false, .bool(false)) }
    func decode(_ type: String.Type) throws -> String { probe.scalar("", .string("")) }
    func decode(_ type: Double.Type) throws -> Double { probe.scalar(0, .double(0)) }
    func decode(_ type: Float.Type) throws -> Float { probe.scalar(0, .double(0)) }
    func decode(_ type: Int.Type) throws -> Int { probe.scalar(0, .int(0)) }
    func decode(_ type: Int8.Type) throws -> Int8 { probe.scalar(0, .int(0)) }
    func decode(_ type: Int16.Type) throws -> Int16 { probe.scalar(0, .int(0)) }
    func decode(_ type: Int32.Type) throws -> Int32 { probe.scalar(0, .int(0)) }
    func decode(_ type: Int64.Type) throws -> Int64 { probe.scalar(0, .int(0)) }
    func decode(_ type: UInt.Type) throws -> UInt { probe.scalar(0, .int(0)) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { probe.scalar(0, .int(0)) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { probe.scalar(0, .int(0)) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { probe.scalar(0, .int(0)) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { probe.scalar(0, .int(0)) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try probe.decode(type, codingPath: codingPath)
    }
}
