/// The places of a value tree being assembled from the top down, each with the key sharing of
/// the mappings met there; the first place is the root's.
///
/// A place is the collections found at one position under the collections of the place above:
/// the items of a list all at position 0, a mapping's values at their pair's position. Mappings
/// at one place share their keys (``MappingKeySharing``): every row of a list, every row's
/// `address`.
struct ValuePlaces {
    private struct Place {
        var sharing = MappingKeySharing()
        /// The places below, by position; -1 where no collection was met at that position yet.
        var below: [Int32] = []
    }

    private var all = [Place()]

    /// The key sharing of the mappings at `place`; lent, not copied, so reading a key does not
    /// retain the model's keys.
    subscript(sharingAt place: Int) -> MappingKeySharing {
        _read { yield all[place].sharing }
        _modify { yield &all[place].sharing }
    }

    /// The place of the collection at `position` below a collection at `place`.
    mutating func below(_ place: Int, at position: Int) -> Int {
        if position < all[place].below.count, all[place].below[position] >= 0 {
            return Int(all[place].below[position])
        }
        let new = all.count
        all.append(Place())
        if all[place].below.count <= position {
            all[place].below.append(contentsOf: repeatElement(-1, count: position + 1 - all[place].below.count))
        }
        all[place].below[position] = Int32(truncatingIfNeeded: new)
        return new
    }
}

/// A list or mapping whose value is being assembled, item by item (a mapping's key before each
/// value), sharing its keys with the last mapping at its place while they are the same.
struct CollectionAssembly {
    let isMapping: Bool
    /// The place in the tree (``ValuePlaces``), whose mappings share keys.
    let place: Int
    /// A sequence's items, or a mapping's values in the order of its keys.
    private var items: [Value] = []
    /// Whether every key so far is the key at the same position of the place's last mapping;
    /// while it is, ``keys`` stays empty.
    private var matchesModel = true
    /// A mapping's keys as written, once they differ from the model's.
    private var keys: ContiguousArray<String> = []

    /// An empty collection at `place`, with room for `capacity` items or pairs.
    init(isMapping: Bool, place: Int, capacity: Int) {
        self.isMapping = isMapping
        self.place = place
        items.reserveCapacity(capacity)
    }

    /// How many items (or values) were added: the position of the next one.
    var count: Int { items.count }

    /// Adds an item, or the value of the mapping's last key.
    mutating func add(_ value: Value) { items.append(value) }

    /// Reads the mapping's next key, written as `bytes`: nothing is built while it is the model's
    /// key at that position. `capacity` is how many pairs the mapping has, when known.
    mutating func addKey(_ bytes: UnsafeBufferPointer<UInt8>, sharing: MappingKeySharing, capacity: Int) {
        if matchesModel {
            if sharing.key(at: items.count, is: bytes) { return }
            matchesModel = false
            keys = sharing.keys(prefix: items.count)
            keys.reserveCapacity(capacity)
        }
        keys.append(bytes.isEmpty ? "" : String(decoding: bytes, as: UTF8.self))
    }

    /// Whether a mapping's keys so far repeat one: never while they are the model's, which are
    /// unique.
    var repeatsAKey: Bool {
        isMapping && !matchesModel && !MappingKeySharing.areUnique(keys)
    }

    /// The finished list or mapping, a mapping sharing the model's keys when they are its own.
    mutating func value(sharing: inout MappingKeySharing) -> Value {
        guard isMapping else { return .list(items) }
        if matchesModel {
            if items.count == sharing.keyCount { return .mapping(sharing.mappingOfModelKeys(values: items)) }
            keys = sharing.keys(prefix: items.count)
        }
        return .mapping(sharing.mapping(keys: keys, values: items))
    }
}
