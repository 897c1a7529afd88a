/// A node of a parsed YAML or JSON document: a scalar, a mapping or a sequence, with its position.
///
/// Aliases are resolved while the document is built, and `<<` merge keys are applied, so a
/// consumer sees plain trees. Positions are 1-based and always point into the file the node came from.
///
/// A node is a small handle into its document's storage: copying one is cheap, and a scalar's
/// text becomes a `String` only when it is read.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        /// A scalar's text, exactly as written (after YAML's folding and escapes).
        case scalar(Scalar)
        /// Key/value pairs in document order. Keys are unique: duplicates are diagnosed.
        case mapping(Pairs)
        /// Items in document order.
        case sequence(Items)
    }

    /// A key/value pair of a mapping.
    public struct Pair: Sendable {
        /// The key node (always a scalar in a valid document).
        public var key: Node
        /// The value node.
        public var value: Node

        /// Creates a pair.
        ///
        /// - Parameters:
        ///   - key: The key node.
        ///   - value: The value node.
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// A scalar's text and how it was written.
    public struct Scalar: Sendable, Hashable {
        /// How a scalar was written: plain scalars are resolved to null, bool, numbers; the others are strings.
        public enum Style: Sendable, Hashable {
            /// Written without quotes: `42`, `true`, `null` and `~` resolve to their types.
            case plain
            /// Written in single quotes: `'text'`.
            case singleQuoted
            /// Written in double quotes, with escapes: `"text\n"`.
            case doubleQuoted
            /// A block scalar that keeps its line breaks (`|`).
            case literal
            /// A block scalar whose line breaks fold into spaces (`>`).
            case folded
        }

        /// The text.
        public var text: String
        /// How it was written.
        public var style: Style
        /// An explicit tag such as `!!str`, when one was written.
        public var tag: String?

        /// Creates a scalar.
        ///
        /// - Parameters:
        ///   - text: The scalar's text.
        ///   - style: How it was written.
        ///   - tag: Its explicit YAML tag, such as `!!str`, if any.
        public init(_ text: String, style: Style = .plain, tag: String? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
        }
    }

    package let storage: NodeStorage
    let index: Int

    /// Tells the nodes of one document apart: equal for the same node, different for any other.
    package var identity: Int { index }

    init(_ storage: NodeStorage, _ index: Int) {
        self.storage = storage
        self.index = index
    }

    private var record: NodeStorage.Record { storage.records[index] }

    /// The node's content.
    public var content: Content {
        let record = record
        switch record.kind {
        case .mapping: return .mapping(Pairs(children: children(record)))
        case .sequence: return .sequence(Items(children: children(record)))
        case .plain, .singleQuoted, .doubleQuoted, .literal, .folded: return .scalar(scalar(record))
        }
    }

    /// Where the node starts.
    public var location: SourceLocation {
        let (line, column) = storage.position(of: index)
        return SourceLocation(file: storage.file, line: line, column: column)
    }

    private func scalar(_ record: NodeStorage.Record) -> Scalar {
        Scalar(storage.string(at: index), style: record.kind.scalarStyle,
               tag: storage.tags.isEmpty ? nil : storage.tags[UInt32(index)])
    }
}

extension Node {
    /// Whether the node is a scalar.
    public var isScalar: Bool { record.kind.rawValue >= NodeStorage.Kind.plain.rawValue }

    /// The scalar's text, or `nil` for a mapping or sequence.
    public var scalarText: String? {
        isScalar ? storage.string(at: index) : nil
    }

    /// The pairs of a mapping, or `nil` for another kind.
    public var pairs: Pairs? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return Pairs(children: children(record))
    }

    /// The items of a sequence, or `nil` for another kind.
    public var items: Items? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return Items(children: children(record))
    }

    /// An empty item list in this node's document, for a null that stands for an empty list.
    var noItems: Items { Items(children: ChildSpan(storage: storage, start: 0, count: 0)) }

    private func children(_ record: NodeStorage.Record) -> ChildSpan {
        ChildSpan(storage: storage, start: Int(record.start), count: Int(record.count))
    }

    /// Whether the node is a scalar that is not null: text, a number, a truth. Answered without
    /// making the scalar's string when it is longer than any way of writing null.
    var isNonNullScalar: Bool {
        guard isScalar else { return false }
        if storage.records[index].count > 4 { return true }
        if case .scalar(let scalar) = content { return !scalar.isNull }
        return false
    }

    /// Whether this is a scalar whose text is exactly `text`; cheaper than comparing ``scalarText``.
    ///
    /// - Parameter text: The text to compare with.
    /// - Returns: Whether the node is a scalar with exactly that text.
    public func hasScalarText(_ text: String) -> Bool {
        storage.scalar(at: index, equals: text)
    }

    /// Where among `spellings` this scalar's exact bytes are, or `nil` when it is not a scalar
    /// or none matches: one look at the node for any number of candidates.
    ///
    /// - Parameter spellings: The candidates, as UTF-8 bytes.
    /// - Returns: The position of the first candidate with exactly the node's bytes.
    func scalarPosition(among spellings: [[UInt8]]) -> Int? {
        storage.scalar(at: index, among: spellings)
    }

    /// The value for a scalar key in a mapping, or `nil`.
    public subscript(key: String) -> Node? {
        pairs?.first { $0.key.hasScalarText(key) }?.value
    }
}

extension Node.Scalar {
    /// Whether the scalar is YAML's null by the core schema (as the value layer's resolver also
    /// decides it), without trying to read it as a number or boolean first.
    var isNull: Bool {
        switch tag {
        case "tag:yaml.org,2002:str", "!!str", "tag:yaml.org,2002:int", "!!int", "tag:yaml.org,2002:float", "!!float":
            return false
        default:
            break
        }
        guard style == .plain else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
