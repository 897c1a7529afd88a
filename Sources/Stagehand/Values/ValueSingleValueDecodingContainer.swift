/// Reads a decoder's value as one scalar (or, through `decode<T>`, as any `Decodable`).
struct ValueSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: ValueTreeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.value { return true }
        return false
    }

    /// Stands for every scalar overload too: the decoder tells the scalars apart.
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.unbox(type) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decoder.unbox(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decoder.unbox(type) }
}
