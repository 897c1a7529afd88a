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
    private let text: UnsafeBufferPointer<UInt8>
    private let tags: [UInt32: String]

    /// Calls `body` with a builder over `node`'s document, valid only inside `body`.
    static func withBuilder<T>(for node: Node, _ body: (NodeValueBuilder) -> T) -> T {
        let storage = node.storage
        return storage.records.withUnsafeBufferPointer { records in
            storage.text.withUnsafeBufferPointer { text in
                body(NodeValueBuilder(records: records, text: text, tags: storage.tags))
            }
        }
    }

    /// A collection whose value is being built, and the next of its children to visit: the
    /// walk keeps these on a stack of its own, not the call stack, so nesting as deep as
    /// `--max-depth` allows cannot overflow it.
    private struct Frame {
        let index: Int
        /// The next child (a sequence's item, a mapping's pair) to visit.
        var next = 0
        var assembly: CollectionAssembly

        init(index: Int, record: NodeStorage.Record, place: Int) {
            self.index = index
            assembly = CollectionAssembly(isMapping: record.kind == .mapping, place: place, capacity: Int(record.count))
        }
    }

    /// The value of the node at `index`: what `Value(node)` gives. Iterative: its time and
    /// stack use do not grow with nesting depth beyond the heap-allocated frames.
    func value(at index: Int) -> Value {
        var places = ValuePlaces()
        return value(at: index, place: 0, places: &places)
    }

    /// ``value(at:)`` at `place`, sharing keys with the mappings already built there.
    private func value(at index: Int, place: Int, places: inout ValuePlaces) -> Value {
        guard isCollection(index) else { return scalar(at: index) }
        var stack = [Frame(index: index, record: records[index], place: place)]
        while var top = stack.popLast() {
            let record = records[top.index]
            let start = Int(record.start)
            let place = top.assembly.place
            guard top.next < Int(record.count) else {
                let finished = top.assembly.value(sharing: &places[sharingAt: place])
                guard !stack.isEmpty else { return finished }
                stack[stack.count - 1].assembly.add(finished)
                continue
            }
            let child: Int
            let isMapping = top.assembly.isMapping
            if isMapping {
                let key = start + 2 * top.next
                // A key that is not a scalar (which the loader reports) counts as "", as in `Node.scalarText`.
                let bytes = isCollection(key) ? UnsafeBufferPointer(start: nil, count: 0) : utf8(at: key)
                top.assembly.addKey(bytes, sharing: places[sharingAt: place], capacity: Int(record.count))
                child = start + 2 * top.next + 1
            } else {
                child = start + top.next
            }
            let position = isMapping ? top.next : 0
            top.next += 1
            if isCollection(child) {
                let below = places.below(place, at: position)
                stack.append(top)
                stack.append(Frame(index: child, record: records[child], place: below))
            } else {
                top.assembly.add(scalar(at: child))
                stack.append(top)
            }
        }
        return .null
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
        var places = ValuePlaces()
        let items = places.below(0, at: 0)
        return positions.map { value(at: start + $0, place: items, places: &places) }
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
