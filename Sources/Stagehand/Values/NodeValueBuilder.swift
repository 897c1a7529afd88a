import OrderedCollections

/// Converts a node tree to a value by reading the document's buffers directly.
///
/// Walking with `Node` handles retains and releases the document's storage for every node
/// visited; a static list of forty thousand people is millions of such counts, and when two
/// threads build values from one document they fight over that one counter. Here the buffers are
/// borrowed once for the whole walk.
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

    /// A collection whose value is being built: the walk keeps these on a stack of its own,
    /// not the call stack, so nesting as deep as `--max-depth` allows cannot overflow it.
    private struct Frame {
        let index: Int
        let isMapping: Bool
        /// The next child (a sequence's item, a mapping's pair) to visit.
        var next = 0
        /// A sequence's items, or a mapping's values in the order of `keys`.
        var items: [Value] = []
        /// A mapping's keys as written.
        var keys: ContiguousArray<String> = []

        init(index: Int, record: NodeStorage.Record) {
            self.index = index
            isMapping = record.kind == .mapping
            items.reserveCapacity(Int(record.count))
            if isMapping { keys.reserveCapacity(Int(record.count)) }
        }

        mutating func add(_ value: Value) { items.append(value) }

        func value(sharing shared: inout ContiguousArray<String>) -> Value {
            isMapping ? .mapping(Frame.mapping(keys: keys, values: items, sharing: &shared)) : .list(items)
        }

        /// A mapping of these keys and values (for a repeated key, its first place and last
        /// value). When the keys are those of the mapping before — the rows of a list mostly
        /// have the same keys — the mapping shares that one's list of keys instead of holding
        /// a copy: a list of forty thousand rows keeps one list of keys, not forty thousand.
        static func mapping(keys: ContiguousArray<String>, values: [Value], sharing shared: inout ContiguousArray<String>) -> OrderedDictionary<String, Value> {
            if keys == shared {
                return OrderedDictionary(uncheckedUniqueKeys: shared, values: values)
            }
            guard areUnique(keys) else {
                var mapping = OrderedDictionary<String, Value>(minimumCapacity: keys.count)
                for (key, value) in zip(keys, values) { mapping[key] = value }
                return mapping
            }
            shared = keys
            return OrderedDictionary(uncheckedUniqueKeys: keys, values: values)
        }

        private static func areUnique(_ keys: ContiguousArray<String>) -> Bool {
            if keys.count <= 16 {
                for i in keys.indices {
                    for j in keys.indices where j > i && keys[i] == keys[j] { return false }
                }
                return true
            }
            return Set(keys).count == keys.count
        }
    }

    /// The value of the node at `index`: what `Value(node)` gives. Iterative: its time and
    /// stack use do not grow with nesting depth beyond the heap-allocated frames.
    func value(at index: Int) -> Value {
        var shared: ContiguousArray<String> = []
        return value(at: index, sharing: &shared)
    }

    /// ``value(at:)``, with the keys of the last mapping built, for mappings with the same keys
    /// to share.
    private func value(at index: Int, sharing shared: inout ContiguousArray<String>) -> Value {
        guard isCollection(index) else { return scalar(at: index) }
        var stack = [Frame(index: index, record: records[index])]
        while var top = stack.popLast() {
            let record = records[top.index]
            let start = Int(record.start)
            guard top.next < Int(record.count) else {
                let finished = top.value(sharing: &shared)
                guard !stack.isEmpty else { return finished }
                stack[stack.count - 1].add(finished)
                continue
            }
            let child: Int
            if top.isMapping {
                let key = Int(children[start + 2 * top.next])
                // A key that is not a scalar (which the loader reports) counts as "", as in `Node.scalarText`.
                top.keys.append(isCollection(key) ? "" : string(at: key))
                child = Int(children[start + 2 * top.next + 1])
            } else {
                child = Int(children[start + top.next])
            }
            top.next += 1
            if isCollection(child) {
                stack.append(top)
                stack.append(Frame(index: child, record: records[child]))
            } else {
                top.add(scalar(at: child))
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
        var shared: ContiguousArray<String> = []
        return positions.map { value(at: Int(children[start + $0]), sharing: &shared) }
    }

    private func string(at index: Int) -> String {
        let record = records[index]
        guard record.count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: text[Int(record.start)..<Int(record.start + record.count)]), as: UTF8.self)
    }
}
