/// Checks an object's `properties` against its type's declared ``PropertySpec``s: unknown names,
/// values of the wrong kind or outside the choices, and required properties left out.
struct PropertyChecker {
    func check(_ object: ObjectDescription, declaration: TypeDeclaration, into diagnostics: inout [Diagnostic]) {
        for entry in object.properties {
            guard let spec = declaration.property(named: entry.name.value) else {
                let names = declaration.properties.map(\.name)
                let advice = Suggestion.hint(for: entry.name.value, in: names)
                    ?? (names.isEmpty
                        ? "\(declaration.name) takes no properties"
                        : "\(declaration.name) takes \(names.map { "'\($0)'" }.joined(separator: ", "))")
                diagnostics.append(Diagnostic(
                    .unknownProperty, "unknown property '\(entry.name.value)' of \(declaration.name); \(advice)",
                    at: entry.name.location))
                continue
            }
            if let problem = problem(with: entry.value, for: spec) {
                diagnostics.append(Diagnostic(.invalidProperty, problem + Self.commandHint(entry.value, spec), at: entry.value.location))
            } else if spec.meaning == .textFormat, let text = entry.value.scalarText {
                for problem in TextFormat(text).problems {
                    diagnostics.append(Diagnostic(.invalidProperty, "property '\(spec.name)': \(problem)", at: entry.value.location))
                }
            }
        }
        for spec in declaration.properties where spec.isRequired && object.property(spec.name) == nil {
            diagnostics.append(Diagnostic(
                .missingProperty,
                "missing property '\(spec.name)' of \(declaration.name); set it under 'properties' to \(spec.kind.displayName)",
                at: object.location))
        }
    }

    /// For a command written as one string, the list to write instead.
    private static func commandHint(_ node: Node, _ spec: PropertySpec) -> String {
        guard spec.meaning == .command, let text = node.scalarText else { return "" }
        let words = text.split(separator: " ")
        guard !words.isEmpty else { return "" }
        return "; a command is a list, the program then each argument, run without a shell: write [\(words.joined(separator: ", "))]"
    }

    /// Why `node` does not fit `spec`, or `nil`.
    ///
    /// Lists and mappings are judged by their node kind alone, and `any` not at all: converting a
    /// large static value to a ``Value`` only to learn it is a list would double the work on big scenes.
    func problem(with node: Node, for spec: PropertySpec) -> String? {
        if spec.choices == nil {
            switch spec.kind {
            case .any: return nil
            case .list where node.items != nil: return nil
            case .mapping where node.pairs != nil: return nil
            case .string where node.isNonNullScalar: return nil  // any scalar but null is text
            default: break
            }
        }
        // A list or mapping where a scalar kind is expected is refused for its kind alone: an
        // empty one of the same kind gives the same message without converting (and later
        // freeing) a value as deep as the node.
        if spec.kind != .duration {
            var shallow: Value?
            if case .sequence = node.content { shallow = .list([]) }
            if case .mapping = node.content { shallow = .mapping([:]) }
            if let shallow, !spec.kind.accepts(shallow) { return spec.problem(with: shallow) }
        }
        let value = Value(node)
        let problem = spec.problem(with: value)
        // A value as deep as the node would overflow the stack if freed the usual way.
        Value.discard(value)
        return problem
    }
}
