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

    /// The value of the node at `index`: what `Value(node)` gives.
    func value(at index: Int) -> Value {
        let record = records[index]
        let start = Int(record.start), count = Int(record.count)
        switch record.kind {
        case .sequence:
            var items: [Value] = []
            items.reserveCapacity(count)
            for position in start..<(start + count) { items.append(value(at: Int(children[position]))) }
            return .list(items)
        case .mapping:
            var mapping = OrderedDictionary<String, Value>(minimumCapacity: count)
            for pair in 0..<count {
                let key = Int(children[start + 2 * pair]), item = Int(children[start + 2 * pair + 1])
                // A key that is not a scalar (which the loader reports) counts as "", as in `Node.scalarText`.
                mapping[records[key].kind.rawValue >= NodeStorage.Kind.plain.rawValue ? string(at: key) : ""] = value(at: item)
            }
            return .mapping(mapping)
        case .plain, .singleQuoted, .doubleQuoted, .literal, .folded:
            let tag = tags.isEmpty ? nil : tags[UInt32(truncatingIfNeeded: index)]
            return Value(resolving: Node.Scalar(string(at: index), style: record.kind.scalarStyle, tag: tag))
        }
    }

    /// The values of the items at `positions` of the sequence at `index`.
    func values(ofItemsAt positions: Range<Int>, inSequenceAt index: Int) -> [Value] {
        let start = Int(records[index].start)
        return positions.map { value(at: Int(children[start + $0])) }
    }

    private func string(at index: Int) -> String {
        let record = records[index]
        guard record.count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: text[Int(record.start)..<Int(record.start + record.count)]), as: UTF8.self)
    }
}
