import OrderedCollections

/// Lets mappings with the same keys in the same order hold one list of keys between them.
///
/// A list of rows read from a file, a command's table or encoded records mostly has the same
/// keys in every row. An `OrderedDictionary`'s keys are a copy-on-write list (with a hash table
/// once there are more than fifteen), so rows built from one model mapping's keys share that list
/// and that table: a list of 100,000 rows keeps one list of keys, not 100,000, and no row hashes
/// its keys again. Editing a row copies its keys first, as any copy-on-write value does, so no
/// other row changes.
///
/// One sharing follows one run of mappings: the rows of one list, or the `address` of each row.
/// It remembers only the last set of keys, so rows whose keys alternate share nothing, and
/// build their mappings as they would without it.
struct MappingKeySharing {
    /// The mapping whose keys the next mapping with the same keys takes, if one was built.
    private(set) var model: OrderedDictionary<String, Value>?

    init() {}

    /// How many keys the model has; none before a mapping was built.
    var keyCount: Int { model?.count ?? 0 }

    /// Whether the model's key at `position` is exactly these UTF-8 bytes.
    func key(at position: Int, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let keys = model?.keys, position < keys.count else { return false }
        let key = keys[position]
        return key.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? key.utf8.elementsEqual(bytes)
    }

    /// The model's first `count` keys, for a mapping that matched them so far and then differs.
    func keys(prefix count: Int) -> ContiguousArray<String> {
        guard let keys = model?.keys else { return [] }
        return ContiguousArray(keys.elements.prefix(count))
    }

    /// A mapping of the model's keys and these values, one for each key in order, sharing the
    /// model's keys.
    ///
    /// - Precondition: `values.count == keyCount`.
    func mappingOfModelKeys(values: [Value]) -> OrderedDictionary<String, Value> {
        guard let model else { return [:] }
        if model.count <= Self.keysWithoutHashTable {
            // The keys' list is taken as it is, and for so few keys there is no table to build.
            return OrderedDictionary(uncheckedUniqueKeys: model.keys.elements, values: values)
        }
        // `mapValues` keeps the model's keys whole, list and hash table, where building the
        // mapping from the list of keys would hash every key of every row again.
        var position = values.startIndex
        return model.mapValues { _ in
            defer { position += 1 }
            return values[position]
        }
    }

    /// A mapping of these keys and values, sharing the model's keys when they are the same; for
    /// a repeated key, its first place and its last value. Mappings with keys of their own
    /// become the model for the ones after them.
    ///
    /// - Parameters:
    ///   - keys: The keys as written.
    ///   - values: One value for each key, in the same order.
    mutating func mapping(keys: ContiguousArray<String>, values: [Value]) -> OrderedDictionary<String, Value> {
        if let model, model.keys.elementsEqual(keys) {
            return mappingOfModelKeys(values: values)
        }
        guard Self.areUnique(keys) else {
            var mapping = OrderedDictionary<String, Value>(minimumCapacity: keys.count)
            for (key, value) in zip(keys, values) { mapping[key] = value }
            return mapping
        }
        let mapping = OrderedDictionary(uncheckedUniqueKeys: keys, values: values)
        model = mapping
        return mapping
    }

    /// `mapping` itself, or the same members over the model's keys when they are the same keys
    /// in the same order; a mapping with other keys becomes the model.
    mutating func shared(_ mapping: OrderedDictionary<String, Value>) -> OrderedDictionary<String, Value> {
        if let model, model.keys == mapping.keys {
            return mappingOfModelKeys(values: mapping.values.elements)
        }
        model = mapping
        return mapping
    }

    /// `value` with its members over the model's keys when it is a mapping of the same keys.
    mutating func shared(_ value: Value) -> Value {
        guard case .mapping(let mapping) = value else { return value }
        return .mapping(shared(mapping))
    }

    /// The most keys an `OrderedDictionary` keeps without a hash table.
    static let keysWithoutHashTable = 15

    /// Whether no key is written twice.
    static func areUnique(_ keys: ContiguousArray<String>) -> Bool {
        if keys.count <= 16 {
            for i in keys.indices {
                for j in keys.indices where j > i && keys[i] == keys[j] { return false }
            }
            return true
        }
        return Set(keys).count == keys.count
    }
}
