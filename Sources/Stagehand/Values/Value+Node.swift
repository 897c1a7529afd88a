extension Value {
    /// Converts a document node to a value: mappings keep their order, plain scalars are resolved
    /// by the YAML 1.2 core schema. Recursion is bounded by the loader's nesting limit.
    ///
    /// - Parameter node: A node of a loaded document.
    public init(_ node: Node) {
        self = NodeValueBuilder.withBuilder(for: node) { $0.value(at: node.index) }
    }

    /// The value a scalar means by the YAML 1.2 core schema.
    package init(resolving scalar: Node.Scalar) {
        self.init(ScalarResolver.resolve(scalar), text: scalar.text)
    }

    /// The value of a scalar that resolved as `resolved`, whose text is `text`.
    init(_ resolved: ScalarResolver.Resolved, text: @autoclosure () -> String) {
        switch resolved {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(i)
        case .double(let d): self = .double(d)
        case .string: self = .string(text())
        }
    }
}
