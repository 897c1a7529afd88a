/// A node of a parsed YAML or JSON document: a scalar, a mapping or a sequence, with its position.
///
/// Aliases are resolved while the document is built, and `<<` merge keys are applied, so a
/// consumer sees plain trees. Positions are 1-based and always point into the file the node came from.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        /// A scalar's text, exactly as written (after YAML's folding and escapes).
        case scalar(Scalar)
        /// Key/value pairs in document order. Keys are unique: duplicates are diagnosed.
        case mapping([Pair])
        /// Items in document order.
        case sequence([Node])
    }

    /// A key/value pair of a mapping.
    public struct Pair: Sendable {
        /// The key node (always a scalar in a valid document).
        public var key: Node
        /// The value node.
        public var value: Node

        /// Creates a pair.
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// A scalar's text and how it was written.
    public struct Scalar: Sendable, Hashable {
        /// How a scalar was written: plain scalars are resolved to null, bool, numbers; the others are strings.
        public enum Style: Sendable, Hashable {
            case plain
            case singleQuoted
            case doubleQuoted
            case literal
            case folded
        }

        /// The text.
        public var text: String
        /// How it was written.
        public var style: Style
        /// An explicit tag such as `!!str`, when one was written.
        public var tag: String?

        /// Creates a scalar.
        public init(_ text: String, style: Style = .plain, tag: String? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
        }
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}

extension Node {
    /// The scalar's text, or `nil` for a mapping or sequence.
    public var scalarText: String? {
        if case .scalar(let s) = content { return s.text }
        return nil
    }

    /// The pairs of a mapping, or `nil` for another kind.
    public var pairs: [Pair]? {
        if case .mapping(let p) = content { return p }
        return nil
    }

    /// The items of a sequence, or `nil` for another kind.
    public var items: [Node]? {
        if case .sequence(let i) = content { return i }
        return nil
    }

    /// The value for a scalar key in a mapping, or `nil`.
    public subscript(key: String) -> Node? {
        pairs?.first { $0.key.scalarText == key }?.value
    }

    /// A word for the node's kind, as diagnostics say it: "a mapping", "a list", "a string", "null".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            switch ScalarResolver.resolve(s) {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int: return "an integer"
            case .double: return "a number"
            default: return "a string"
            }
        }
    }
}
