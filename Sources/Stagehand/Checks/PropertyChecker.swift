/// Checks an object's `properties` against its type's declared ``PropertySpec``s: unknown names,
/// values of the wrong kind or outside the choices, and required properties left out (unless a
/// misspelled key already said 'did you mean' that property: one typo, one error).
package struct PropertyChecker {

    /// A checker with nothing found yet.
    package init() {}
    func check(_ object: ObjectDescription, declaration: TypeDeclaration, into diagnostics: inout [Diagnostic]) {
        // Specs are read in place by index: a scene of many objects would otherwise copy (and
        // retain every field of) a spec for each property it sets.
        let specs = declaration.properties
        var unknown: [String] = []
        object.forEachProperty { name, nameLocation, value in
            guard let position = specs.firstIndex(where: { $0.name == name }) else {
                unknown.append(name)
                diagnostics.append(unknownProperty(name, at: nameLocation(), of: declaration))
                return
            }
            if let problem = problem(with: value, for: specs[position]) {
                diagnostics.append(Diagnostic(.invalidProperty, problem + Self.commandHint(value, specs[position]), at: value.location))
            } else if specs[position].meaning == .choiceOptions {
                diagnostics += Self.optionProblems(value, property: specs[position].name)
            } else if specs[position].meaning == .titles {
                diagnostics += Self.titleProblems(value, property: specs[position].name)
            } else if Self.hasRange(specs[position].meaning) {
                diagnostics += Self.rangeProblems(value, spec: specs[position])
            } else if specs[position].meaning == .textFormat, let text = value.scalarText {
                let format = TextFormat(text)
                for (problem, offset) in zip(format.problems, format.problemOffsets) {
                    diagnostics.append(Diagnostic(
                        .invalidProperty, "property '\(specs[position].name)': \(problem)", at: value.location(ofTextOffset: offset)))
                }
            } else if Self.isComputedPathProperty(name), specs[position].meaning != .dataFile {
                // A data file's `path` names a file, not a place in data: it is never computed.
                checkPlaceholders(in: value, property: name, of: object, declaration: declaration, into: &diagnostics)
            }
        }
        let names = unknown.isEmpty ? [] : specs.map(\.name)
        for position in specs.indices where specs[position].isRequired && object.property(specs[position].name) == nil {
            if !unknown.isEmpty, Suggestion.isNearMiss(of: specs[position].name, amongWritten: unknown, declared: names) { continue }
            diagnostics.append(Diagnostic(
                .missingProperty,
                "missing property '\(specs[position].name)' of \(declaration.name); set it under 'properties' to \(specs[position].kind.displayName)",
                at: object.location))
        }
    }

    /// Whether a property's dot paths may be computed from an `input` outlet's value: `path`,
    /// `paths`, `by` and `select`. Compared by length first: it runs for every property of a scene.
    static func isComputedPathProperty(_ name: String) -> Bool {
        switch name.utf8.count {
        case 2: name == CheckedProperty.by.rawValue
        case 4: name == CheckedProperty.path.rawValue
        case 5: name == CheckedProperty.paths.rawValue
        case 6: name == CheckedProperty.select.rawValue
        default: false
        }
    }

    /// A placeholder in `path`, `paths`, `by` or `select` is filled from the `input` outlet: one
    /// without it would be a key literally named `{hash}` (`placeholder-without-input`).
    private func checkPlaceholders(in node: Node, property: String, of object: ObjectDescription, declaration: TypeDeclaration,
                                   into diagnostics: inout [Diagnostic]) {
        // Item by item in place: this runs for every path of a scene, and most hold no placeholder.
        if let items = node.items {
            for item in items { checkPlaceholder(in: item, property: property, of: object, declaration: declaration, into: &diagnostics) }
        } else {
            checkPlaceholder(in: node, property: property, of: object, declaration: declaration, into: &diagnostics)
        }
    }

    private func checkPlaceholder(in text: Node, property: String, of object: ObjectDescription, declaration: TypeDeclaration,
                                  into diagnostics: inout [Diagnostic]) {
        guard let path = text.scalarText, ComputedPath.hasPlaceholder(path), object.outlet(.input) == nil else { return }
        let brace = path.unicodeScalars.firstIndex(of: "{").map { path.unicodeScalars.distance(from: path.unicodeScalars.startIndex, to: $0) } ?? 0
        let takesInput = declaration.outlets.contains { $0.name == CheckedOutlet.input.rawValue }
        let advice = takesInput
            ? "connect the data source whose value fills it as outlet 'input'"
            : "\(declaration.name) takes no 'input' outlet, so its \(property) cannot be computed"
        diagnostics.append(Diagnostic(
            .placeholderWithoutInput,
            "\(declaration.name)'s '\(property)' ('\(path)') has a placeholder but no 'input' to fill it from; \(advice)",
            at: text.location(ofTextOffset: brace)))
    }

    private func unknownProperty(_ name: String, at location: SourceLocation, of declaration: TypeDeclaration) -> Diagnostic {
        let names = declaration.properties.map(\.name)
        let advice = Suggestion.hint(for: name, in: names)
            ?? (names.isEmpty
                ? "\(declaration.name) takes no properties"
                : "\(declaration.name) takes \(names.map { "'\($0)'" }.joined(separator: ", "))")
        return Diagnostic(.unknownProperty, "unknown property '\(name)' of \(declaration.name); \(advice)", at: location)
    }

    /// The items of a list of titles that are not one line of text: each is an error at the item.
    static func titleProblems(_ node: Node, property: String) -> [Diagnostic] {
        guard let items = node.items else { return [] }
        var problems: [Diagnostic] = []
        for item in items where !item.isNonNullScalar {
            problems.append(Diagnostic(
                .invalidProperty, "property '\(property)': a title is text, not \(item.kindDescription)", at: item.location))
        }
        return problems
    }

    /// Whether ``rangeProblems(_:spec:)`` has anything to check for a meaning: a switch, since
    /// it is asked for every property of every object lint reads.
    static func hasRange(_ meaning: PropertyMeaning) -> Bool {
        switch meaning {
        case .cellCount, .exitStatus, .numbers, .environment: true
        default: false
        }
    }

    /// What a count, an exit status, a list of numbers or a command's environment holds that its
    /// meaning does not allow: a negative count, a status past 255, an item that is not a number,
    /// a variable that is not text.
    /// Each is an error at the value at fault.
    static func rangeProblems(_ node: Node, spec: PropertySpec) -> [Diagnostic] {
        let property = spec.name
        switch spec.meaning {
        case .cellCount:
            guard case .int(let count)? = Self.resolved(node) else { return [] }
            if count < 0 {
                return [Diagnostic(.invalidProperty, "property '\(property)' is a count of cells, 0 or more, not \(count)", at: node.location)]
            }
            guard count > PropertyMeaning.largestCellCount else { return [] }
            return [Diagnostic(.invalidProperty, "property '\(property)' is a count of cells, at most \(PropertyMeaning.largestCellCount), not \(count)", at: node.location)]
        case .exitStatus:
            guard case .int(let status)? = Self.resolved(node), !(0...255).contains(status) else { return [] }
            return [Diagnostic(.invalidProperty, "property '\(property)' is an exit status, 0 to 255, not \(status)", at: node.location)]
        case .numbers:
            guard let items = node.items else { return [] }
            return items.compactMap { item in
                // Text that reads as a number ("4") is one, as the runtime reads it.
                switch Self.resolved(item) {
                case .int?, .double?: nil
                case .string? where item.scalarText.flatMap(Double.init) != nil: nil
                default: Diagnostic(.invalidProperty, "property '\(property)': an item is a number, not \(item.kindDescription)", at: item.location)
                }
            }
        case .environment:
            guard let pairs = node.pairs else { return [] }
            return pairs.compactMap { pair in
                guard pair.value.items != nil || pair.value.pairs != nil else { return nil }
                let name = pair.key.scalarText ?? ""
                return Diagnostic(.invalidProperty, "property '\(property)': variable '\(name)' is text, not \(pair.value.kindDescription)",
                                  at: pair.value.location)
            }
        default:
            return []
        }
    }

    /// What a scalar node means (null, a boolean, a number or text); `nil` for a collection.
    private static func resolved(_ node: Node) -> ScalarResolver.Resolved? {
        guard case .scalar(let scalar) = node.content else { return nil }
        return ScalarResolver.resolve(scalar)
    }

    /// The items of a choice's options that are neither a scalar nor a mapping of `title` and
    /// `value`: each is an error at the item (or key) at fault.
    static func optionProblems(_ node: Node, property: String) -> [Diagnostic] {
        guard let items = node.items else { return [] }
        var problems: [Diagnostic] = []
        for item in items {
            if let pairs = item.pairs {
                var keys: [String] = []
                let before = problems.count
                for pair in pairs {
                    let key = pair.key.scalarText ?? ""
                    keys.append(key)
                    if key != "title" && key != "value" {
                        let hint = Suggestion.hint(for: key, in: ["title", "value"]).map { "; \($0)" } ?? "; an option takes 'title' and 'value'"
                        problems.append(Diagnostic(.invalidProperty, "property '\(property)': unknown key '\(key)' in an option\(hint)", at: pair.key.location))
                    } else if pair.value.items != nil || pair.value.pairs != nil, key == "title" {
                        problems.append(Diagnostic(.invalidProperty, "property '\(property)': an option's 'title' is text, not \(pair.value.kindDescription)", at: pair.value.location))
                    }
                }
                // An option whose only fault is a mistyped key is told of that key alone.
                if !keys.contains("title") && !keys.contains("value") && problems.count == before {
                    problems.append(Diagnostic(.invalidProperty, "property '\(property)': an option is a string, or a mapping with 'title' and 'value'", at: item.location))
                }
            } else if item.items != nil || !item.isNonNullScalar {
                problems.append(Diagnostic(.invalidProperty, "property '\(property)': an option is a string, or a mapping with 'title' and 'value', not \(item.kindDescription)", at: item.location))
            }
        }
        return problems
    }

    /// For a command written as one string, the list to write instead.
    private static func commandHint(_ node: Node, _ spec: PropertySpec) -> String {
        guard spec.meaning == .command, let text = node.scalarText else { return "" }
        let words = text.split(separator: " ")
        guard !words.isEmpty else { return "" }
        return "; a command is a list, the program then each argument, run without a shell: write [\(words.joined(separator: ", "))]"
    }

    /// Why `node` does not fit `spec`, or `nil`: what the property's type does not convert
    /// (``PropertySpec/converts``), as the runtime will convert it.
    ///
    /// For a type that converts exactly what its kind accepts (``PropertySpec/convertsByKind``),
    /// lists and mappings are judged by their node kind alone, and `any` not at all: converting a
    /// large static value to a ``Value`` only to learn it is a list would double the work on big scenes.
    package func problem(with node: Node, for spec: PropertySpec) -> String? {
        if spec.convertsByKind, spec.choices == nil {
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
        if spec.convertsByKind, spec.kind != .duration {
            // The node's kind alone, read from its record: its content would make a scalar's string.
            var shallow: Value?
            if node.items != nil { shallow = .list([]) }
            if node.pairs != nil { shallow = .mapping([:]) }
            if let shallow, !spec.kind.accepts(shallow) { return spec.problem(with: shallow) }
        }
        let value = Value(node)
        let problem = spec.problem(with: value)
        // A value as deep as the node would overflow the stack if freed the usual way.
        Value.discard(value)
        return problem
    }
}
