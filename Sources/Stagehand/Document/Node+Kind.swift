/// Words for what a node holds, as diagnostics say them, from what a scalar resolves to by the
/// core schema (``ScalarResolver``): the loader's own diagnostics use them.
extension Node {
    /// A word for the node's kind, as diagnostics say it: "a mapping", "a list", "a string", "null".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s): return s.kindDescription
        }
    }
}

extension Node.Scalar {
    /// A word for what the scalar resolves to: "null", "a boolean", "an integer", "a number", "a string".
    var kindDescription: String {
        switch ScalarResolver.resolve(self) {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .double: return "a number"
        default: return "a string"
        }
    }
}
