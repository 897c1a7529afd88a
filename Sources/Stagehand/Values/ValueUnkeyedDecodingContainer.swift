/// Reads a ``Value/list(_:)`` item by item.
struct ValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    /// The decoder for the list itself; children extend its path with their index.
    let decoder: ValueTreeDecoder
    let items: [Value]
    private(set) var currentIndex = 0

    init(decoder: ValueTreeDecoder, items: [Value]) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The decoder for the current item. The index only moves once an item decodes, so a caller
    /// that catches an error can retry the same item as another type.
    private func current(_ type: Any.Type) throws -> ValueTreeDecoder {
        guard !isAtEnd else {
            let noun = items.count == 1 ? "item" : "items"
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [ValueCodingKey(intValue: currentIndex)],
                    debugDescription: "expected another item, but the list has only \(items.count) \(noun)"))
        }
        return decoder.child(items[currentIndex], key: ValueCodingKey(intValue: currentIndex))
    }

    private mutating func advance<T>(_ type: T.Type, _ read: (ValueTreeDecoder) throws -> T) throws -> T {
        let result = try read(try current(type))
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try current(Never.self).value else { return false }
        currentIndex += 1
        return true
    }

    /// Stands for every scalar overload too: the item's decoder tells the scalars apart.
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try advance(type) { try $0.unbox(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try advance(type) { try $0.unbox(type) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try advance(type) { try $0.unbox(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try advance(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advance((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try advance((any Decoder).self) { $0 }
    }
}
