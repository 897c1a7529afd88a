/// Reads typed values out of document nodes, recording a diagnostic for every mismatch.
///
/// Shared by the scene and script decoders so both word their kind errors the same way.
struct NodeReader {
    private(set) var diagnostics: [Diagnostic] = []

    mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(code, message, at: location, notes: notes))
    }

    /// The pairs of a mapping node, or a `wrong-kind` diagnostic.
    mutating func mapping(_ node: Node, _ what: @autoclosure () -> String) -> Node.Pairs? {
        if let pairs = node.pairs { return pairs }
        report(.wrongKind, "\(what()) must be a mapping, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The items of a list node (null counts as empty); for another kind a `wrong-kind` diagnostic
    /// and no items.
    mutating func list(_ node: Node, _ what: @autoclosure () -> String) -> Node.Items {
        if let items = node.items { return items }
        if case .scalar(let s) = node.content, s.style == .plain, ScalarResolver.resolve(s) == .null { return node.noItems }
        report(.wrongKind, "\(what()) must be a list, not \(node.kindDescription)", at: node.location)
        return node.noItems
    }

    /// A scalar's text as a string, or a `wrong-kind` diagnostic for mappings, lists and null.
    mutating func string(_ node: Node, _ what: @autoclosure () -> String) -> Located<String>? {
        if case .scalar(let s) = node.content, !(s.style == .plain && ScalarResolver.resolve(s) == .null) {
            return Located(s.text, at: node.location)
        }
        report(.wrongKind, "\(what()) must be a string, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// An integer scalar, or a `wrong-kind` diagnostic.
    mutating func int(_ node: Node, _ what: @autoclosure () -> String) -> Located<Int>? {
        if case .scalar(let s) = node.content, case .int(let i) = ScalarResolver.resolve(s) {
            return Located(i, at: node.location)
        }
        report(.wrongKind, "\(what()) must be an integer, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A boolean scalar, or a `wrong-kind` diagnostic.
    mutating func bool(_ node: Node, _ what: @autoclosure () -> String) -> Located<Bool>? {
        if case .scalar(let s) = node.content, case .bool(let b) = ScalarResolver.resolve(s) {
            return Located(b, at: node.location)
        }
        report(.wrongKind, "\(what()) must be true or false, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// Reports keys outside `known` as `unknown-key`, with a did-you-mean hint; returns the known pairs.
    mutating func knownPairs(_ pairs: Node.Pairs, known: [String], in place: @autoclosure () -> String, misplaced: [String: String] = [:]) -> [Node.Pair] {
        var result: [Node.Pair] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            if known.contains(key) {
                result.append(pair)
            } else if let why = misplaced[key] {
                report(.unknownKey, "'\(key)' is not allowed \(place()): \(why)", at: pair.key.location)
            } else {
                let hint = Suggestion.hint(for: key, in: known).map { "; \($0)" } ?? ""
                report(.unknownKey, "unknown key '\(key)' \(place())\(hint)", at: pair.key.location)
            }
        }
        return result
    }
}
