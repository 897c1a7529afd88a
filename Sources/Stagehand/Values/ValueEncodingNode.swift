import OrderedCollections

/// One place in the value being encoded, filled in by whichever container its type asks for.
///
/// A `Value` is immutable, but an `Encoder` hands out containers that are written to after they
/// are created, possibly long after (a nested container, a `superEncoder()` used last). So
/// encoding builds a tree of reference boxes that every container can keep writing into, and
/// ``resolved()`` turns the finished tree into a `Value` once the top-level `encode(to:)` returns.
final class ValueEncodingNode {
    /// What has been written here so far.
    enum Content {
        /// Nothing yet: no container has been asked for, or one was and nothing went in it.
        case empty
        /// A finished value, from a single-value container.
        case value(Value)
        /// Entries written through a keyed container.
        case mapping(ValueEncodingMapping)
        /// Items written through an unkeyed container.
        case list(ValueEncodingList)
    }

    var content: Content = .empty

    init() {}

    /// The `Value` this node stands for, with every nested box resolved.
    ///
    /// A node nothing was written to becomes an empty mapping, as `JSONEncoder` writes `{}` for a
    /// nested value whose type encodes nothing; only the top level treats that as an error.
    func resolved() -> Value {
        switch content {
        case .empty: .mapping([:])
        case .value(let value): value
        case .mapping(let mapping): .mapping(mapping.entries.mapValues { $0.resolved() })
        case .list(let list): Self.list(of: list.items)
        }
    }

    /// The items resolved, records of one type sharing one list of keys.
    private static func list(of items: [ValueEncodingEntry]) -> Value {
        var sharing = MappingKeySharing()
        return .list(items.map { sharing.shared($0.resolved()) })
    }

    /// Sorts a mapping's keys, for types such as `Dictionary` whose own key order changes from
    /// run to run: the same data should always encode to the same value.
    ///
    /// Integer keys (from `[Int: T]`) sort by number, so `2` comes before `10`; any other keys
    /// sort as strings.
    func sortKeys(numerically: Bool) {
        guard case .mapping(let mapping) = content else { return }
        if numerically {
            mapping.entries.sort { a, b in
                guard let x = Int(a.key), let y = Int(b.key) else { return a.key < b.key }
                return x < y
            }
        } else {
            mapping.entries.sort { $0.key < $1.key }
        }
    }

    /// A word for what the node holds, for messages about a type that asked for two different
    /// kinds of container.
    var contentDescription: String {
        switch content {
        case .empty: "nothing"
        case .value(let value): value.kindDescription
        case .mapping: "a keyed container"
        case .list: "an unkeyed container"
        }
    }
}

/// A value already known when it was encoded, or a box still being filled in.
///
/// Scalars, which are most of what gets encoded, are stored as they are, so only values that
/// go through a container of their own cost a node.
enum ValueEncodingEntry {
    case value(Value)
    case node(ValueEncodingNode)

    func resolved() -> Value {
        switch self {
        case .value(let value): value
        case .node(let node): node.resolved()
        }
    }
}

extension ValueEncodingNode.Content {
    /// The keyed container's entries, when that is what the node holds.
    var mapping: ValueEncodingMapping? { if case .mapping(let mapping) = self { mapping } else { nil } }
    /// The unkeyed container's items, when that is what the node holds.
    var list: ValueEncodingList? { if case .list(let list) = self { list } else { nil } }
}

/// A box a container writes into, which a node holds once the container is asked for.
protocol ValueEncodingBox: AnyObject {
    /// An empty box.
    init()
}

/// The entries of a keyed container, in the order they were first encoded, so a struct's
/// fields come out in declaration order. Encoding a key again replaces its entry in place.
final class ValueEncodingMapping: ValueEncodingBox {
    var entries: OrderedDictionary<String, ValueEncodingEntry> = [:]
}

/// The items of an unkeyed container, in the order they were encoded.
final class ValueEncodingList: ValueEncodingBox {
    var items: [ValueEncodingEntry] = []
}

/// What every encoder and container in one `ValueEncoder.encode(_:)` call shares.
final class ValueEncodingState {
    let userInfo: [CodingUserInfoKey: any Sendable]

    /// The first misuse of the `Encoder` API seen, such as asking for a keyed container where a
    /// single value was already encoded. Container requests cannot throw and this encoder never
    /// traps, so the mistake is kept here and thrown once the top-level encoding returns.
    private(set) var misuse: EncodingError?

    init(userInfo: [CodingUserInfoKey: any Sendable]) {
        self.userInfo = userInfo
    }

    func record(_ error: EncodingError) {
        if misuse == nil { misuse = error }
    }
}
