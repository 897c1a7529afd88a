import OrderedCollections

/// Converts a node tree to a value by reading the document's buffers directly.
///
/// Walking with `Node` handles retains and releases the document's storage for every node
/// visited; a static list of forty thousand people is millions of such counts, and when two
/// threads build values from one document they fight over that one counter. Here the buffers are
/// borrowed once for the whole walk.
///
/// Mappings at the same place of the tree — every row of a list, every row's `address` — share
/// their keys through ``MappingKeySharing`` when the keys are the same: a key is compared with
/// the last mapping's key at that place in its bytes, and no row builds a list of keys (or a
/// string per key) of its own unless its keys differ.
struct NodeValueBuilder {
    private let records: UnsafeBufferPointer<NodeStorage.Record>
    private let children: UnsafeBufferPointer<UInt32>
    private let text: UnsafeBufferPointer<UInt8>
    private let tags: [UInt32: String]

    /// Calls `body` with a builder over `node`'s document, valid only inside `body`.
    static func withBuilder<T>(for node: Node, _ body: (NodeValueBuilder) -> T) -> T {
        let storage = node.storage
        return storage.records.withUnsafeBufferPointer { records in
            storage.children.withUnsafeBufferPointer { children in
                storage.text.withUnsafeBufferPointer { text in
                    body(NodeValueBuilder(records: records, children: children, text: text, tags: storage.tags))
                }
            }
        }
    }

    /// A place in the tree: the collections found at one position under the collections of
    /// the place above (the items of a list all at position 0, a mapping's values at their
    /// pair's position). Mappings at one place share their keys.
    private struct Place {
        var sharing = MappingKeySharing()
        /// The places below, by position; -1 where no collection was met at that position yet.
        var below: [Int32] = []
    }

    /// The places met in one walk; the first is the root's.
    private struct Places {
        var all = [Place()]

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

    /// A collection whose value is being built: the walk keeps these on a stack of its own,
    /// not the call stack, so nesting as deep as `--max-depth` allows cannot overflow it.
    private struct Frame {
        let index: Int
        let isMapping: Bool
        /// The place in the tree, whose mappings share keys.
        let place: Int
        /// The next child (a sequence's item, a mapping's pair) to visit.
        var next = 0
        /// A sequence's items, or a mapping's values in the order of its keys.
        var items: [Value] = []
        /// Whether every key so far is the key at the same position of the place's last mapping;
        /// while it is, ``keys`` stays empty.
        var matchesModel = true
        /// A mapping's keys as written, once they differ from the model's.
        var keys: ContiguousArray<String> = []

        init(index: Int, record: NodeStorage.Record, place: Int) {
            self.index = index
            self.place = place
            isMapping = record.kind == .mapping
            items.reserveCapacity(Int(record.count))
        }

        mutating func add(_ value: Value) { items.append(value) }

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

    /// The value of the node at `index`: what `Value(node)` gives. Iterative: its time and
    /// stack use do not grow with nesting depth beyond the heap-allocated frames.
    func value(at index: Int) -> Value {
        var places = Places()
        return value(at: index, place: 0, places: &places)
    }

    /// ``value(at:)`` at `place`, sharing keys with the mappings already built there.
    private func value(at index: Int, place: Int, places: inout Places) -> Value {
        guard isCollection(index) else { return scalar(at: index) }
        var stack = [Frame(index: index, record: records[index], place: place)]
        while var top = stack.popLast() {
            let record = records[top.index]
            let start = Int(record.start)
            guard top.next < Int(record.count) else {
                let finished = top.value(sharing: &places.all[top.place].sharing)
                guard !stack.isEmpty else { return finished }
                stack[stack.count - 1].add(finished)
                continue
            }
            let child: Int
            if top.isMapping {
                readKey(Int(children[start + 2 * top.next]), into: &top, size: Int(record.count), sharing: places.all[top.place].sharing)
                child = Int(children[start + 2 * top.next + 1])
            } else {
                child = Int(children[start + top.next])
            }
            let position = top.isMapping ? top.next : 0
            top.next += 1
            if isCollection(child) {
                let below = places.below(top.place, at: position)
                stack.append(top)
                stack.append(Frame(index: child, record: records[child], place: below))
            } else {
                top.add(scalar(at: child))
                stack.append(top)
            }
        }
        return .null
    }

    /// Reads the key at `index`, the mapping's key number `frame.next`: nothing is built while
    /// it is the model's key at that position.
    private func readKey(_ index: Int, into frame: inout Frame, size: Int, sharing: MappingKeySharing) {
        // A key that is not a scalar (which the loader reports) counts as "", as in `Node.scalarText`.
        let bytes = isCollection(index) ? UnsafeBufferPointer(start: nil, count: 0) : utf8(at: index)
        if frame.matchesModel {
            if sharing.key(at: frame.next, is: bytes) { return }
            frame.matchesModel = false
            frame.keys = sharing.keys(prefix: frame.next)
            frame.keys.reserveCapacity(size)
        }
        frame.keys.append(bytes.isEmpty ? "" : String(decoding: bytes, as: UTF8.self))
    }

    private func isCollection(_ index: Int) -> Bool {
        records[index].kind.rawValue < NodeStorage.Kind.plain.rawValue
    }

    private func scalar(at index: Int) -> Value {
        let tag = tags.isEmpty ? nil : tags[UInt32(truncatingIfNeeded: index)]
        return Value(resolving: Node.Scalar(string(at: index), style: records[index].kind.scalarStyle, tag: tag))
    }

    /// The values of the items at `positions` of the sequence at `index`.
    func values(ofItemsAt positions: Range<Int>, inSequenceAt index: Int) -> [Value] {
        let start = Int(records[index].start)
        var places = Places()
        let items = places.below(0, at: 0)
        return positions.map { value(at: Int(children[start + $0]), place: items, places: &places) }
    }

    /// The UTF-8 bytes of the scalar at `index`.
    private func utf8(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let record = records[index]
        guard record.count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: text[Int(record.start)..<Int(record.start + record.count)])
    }

    private func string(at index: Int) -> String {
        let bytes = utf8(at: index)
        return bytes.isEmpty ? "" : String(decoding: bytes, as: UTF8.self)
    }
}
