import OrderedCollections

/// `Value` decodes from any decoder and encodes to any encoder, so it can be a field of a
/// `Codable` type, and it encodes as the natural JSON: null, booleans, numbers, strings,
/// arrays and objects. Mapping keys are handed to the encoder in order; whether the output keeps
/// that order is up to the encoder.
extension Value: Codable {
    /// Decodes whatever the decoder holds. From a ``ValueDecoder`` this is the value exactly as
    /// it stands; from other decoders, scalars are tried as null, boolean, integer, number and
    /// string in turn, then a list, then a mapping.
    public init(from decoder: any Decoder) throws {
        if let tree = decoder as? ValueTreeDecoder {
            self = tree.value
            return
        }
        if let single = try? decoder.singleValueContainer(), let scalar = Self.scalar(from: single) {
            self = scalar
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [Value] = []
            if let count = unkeyed.count { items.reserveCapacity(count) }
            // Records with the same keys share one list of them, as they do read from a file.
            var sharing = MappingKeySharing()
            while !unkeyed.isAtEnd { items.append(sharing.shared(try unkeyed.decode(Value.self))) }
            self = .list(items)
            return
        }
        let keyed = try decoder.container(keyedBy: ValueCodingKey.self)
        var mapping = OrderedDictionary<String, Value>(minimumCapacity: keyed.allKeys.count)
        for key in keyed.allKeys {
            mapping[key.stringValue] = try keyed.decode(Value.self, forKey: key)
        }
        self = .mapping(mapping)
    }

    /// The scalar a single-value container holds, tried as null, boolean, integer, number and
    /// string in turn; `nil` when it holds none of them.
    private static func scalar(from single: any SingleValueDecodingContainer) -> Value? {
        if single.decodeNil() { return .null }
        return (try? .bool(single.decode(Bool.self)))
            ?? (try? .int(single.decode(Int.self)))
            ?? (try? .double(single.decode(Double.self)))
            ?? (try? .string(single.decode(String.self)))
    }

    /// Encodes the value as the natural JSON for it. Non-finite doubles are handed to the encoder
    /// as they are; `JSONEncoder` rejects them unless told how to spell them.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null, .bool, .int, .double, .string:
            var single = encoder.singleValueContainer()
            try encodeScalar(into: &single)
        case .list(let items):
            var unkeyed = encoder.unkeyedContainer()
            for item in items { try unkeyed.encode(item) }
        case .mapping(let mapping):
            var keyed = encoder.container(keyedBy: ValueCodingKey.self)
            for (key, item) in mapping { try keyed.encode(item, forKey: ValueCodingKey(stringValue: key)) }
        }
    }
}

extension Value {
    /// Encodes a scalar into a single-value container; the callers hand over only scalars.
    private func encodeScalar(into single: inout any SingleValueEncodingContainer) throws {
        switch self {
        case .null: try single.encodeNil()
        case .bool(let b): try single.encode(b)
        case .int(let i): try single.encode(i)
        case .double(let d): try single.encode(d)
        case .string(let s): try single.encode(s)
        case .list, .mapping: break
        }
    }

    /// How decoding messages name a value they found: its kind, and for scalars the value itself.
    var decodingDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "a boolean \(b)"
        case .int(let i): return "an integer \(i)"
        case .double(let d): return "a number \(Value.format(d))"
        case .string(let s):
            // Long text would swamp a one-line message; the start is enough to recognise it.
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "a string \(String(reflecting: shown))"
        case .list(let items): return items.isEmpty ? "an empty list" : "a list"
        case .mapping(let m): return m.isEmpty ? "an empty mapping" : "a mapping"
        }
    }
}
