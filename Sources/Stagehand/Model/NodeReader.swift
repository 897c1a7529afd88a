/// Reads typed values out of document nodes, recording a diagnostic for every mismatch.
///
/// Shared by the scene and script decoders so both word their kind errors the same way.
package struct NodeReader {
    package private(set) var diagnostics: [Diagnostic] = []

    /// A reader with no diagnostics yet.
    package init() {}

    /// Adds problems another reader found, after this one's.
    mutating func append(_ problems: [Diagnostic]) {
        diagnostics += problems
    }

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
        if case .scalar(let s) = node.content, s.isNull { return node.noItems }
        report(.wrongKind, "\(what()) must be a list, not \(node.kindDescription)", at: node.location)
        return node.noItems
    }

    /// A scalar's text as a string, or a `wrong-kind` diagnostic for mappings, lists and null.
    mutating func string(_ node: Node, _ what: @autoclosure () -> String) -> Located<String>? {
        stringText(node, what()).map { Located($0, at: node.location) }
    }

    /// ``string(_:_:)`` without its place: the text alone, for a caller that knows where it is.
    mutating func stringText(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        // A scalar that is not null, told without making the scalar's string when it is longer
        // than any way of writing null.
        if node.isNonNullScalar, let text = node.scalarText { return text }
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

    /// The known pairs at the top of a file (a scene, a script): a root that is not a mapping is
    /// a `wrong-kind` diagnostic and an unknown key an `unknown-key` one. None for an empty file.
    ///
    /// - Parameters:
    ///   - document: The file.
    ///   - kind: What the file is, as messages name it: `scene`, `script`.
    ///   - known: The keys its top level takes.
    mutating func topLevelPairs(of document: Document, kind: String, known: [String]) -> [Node.Pair] {
        guard let root = document.root, let pairs = mapping(root, "a \(kind) file") else { return [] }
        return knownPairs(pairs, known: known, in: "at the top of a \(kind)")
    }

    /// The known pairs at the top of a file, each with the key it is read as: a key reported as
    /// unknown whose did-you-mean names a key the file does not write is read as that key, so
    /// one typo is one error (`dataSource:` is reported, and its objects are still there for
    /// the ids that name them).
    ///
    /// - Parameters:
    ///   - document: The file.
    ///   - kind: What the file is, as messages name it: `scene`, `script`.
    ///   - known: The keys its top level takes.
    mutating func topLevelEntries(of document: Document, kind: String, known: [String]) -> [(key: String, pair: Node.Pair)] {
        guard let root = document.root, let pairs = mapping(root, "a \(kind) file") else { return [] }
        var result: [(key: String, pair: Node.Pair)] = []
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            if known.contains(key) {
                result.append((key, pair))
                continue
            }
            reportUnknown(key, at: pair.key.location, known: known, why: nil, in: "at the top of a \(kind)")
            if let meant = Self.meant(key, known: known, written: pairs) { result.append((meant, pair)) }
        }
        return result
    }

    /// The known key `key` is a near miss of, when the mapping does not write that key itself.
    static func meant(_ key: String, known: [String], written pairs: Node.Pairs) -> String? {
        guard let match = Suggestion.closest(to: key, in: known), match != key,
              !pairs.contains(where: { $0.key.scalarText == match })
        else { return nil }
        return match
    }

    /// For a key `knownKey` reported unknown: the key its did-you-mean names, when `pairs` (the
    /// mapping it is in) does not write that key itself, so the value is read as the author
    /// meant and one typo stays one error (`outlet:` gives `unknown-key`, not also every
    /// outlet missing).
    func intendedKey<Key: DecoderKey>(of pair: Node.Pair, as _: Key.Type, misplaced: MisplacedKeys<Key>, among pairs: Node.Pairs) -> Key? {
        guard pair.key.scalarPosition(among: Key.spellings) == nil, let text = pair.key.scalarText else { return nil }
        let cases = Key.cases
        let known = cases.indices.filter { !misplaced.isMisplaced(at: $0) }.map { cases[$0].rawValue }
        guard let meant = Self.meant(text, known: known, written: pairs) else { return nil }
        return cases.first { $0.rawValue == meant }
    }

    /// Reports each required key missing at the top of a file as `missing-key`, at its root;
    /// nothing when the file is empty or its root is not a mapping (that was reported), and
    /// nothing for a key a misspelled one stands for (`known`: the keys the top level takes).
    ///
    /// - Parameters:
    ///   - required: The keys the file must have, each with the message its absence gets.
    ///   - document: The file.
    ///   - known: The keys the top level takes, for telling a misspelled key from a missing one.
    mutating func reportMissing(_ required: KeyValuePairs<String, String>, in document: Document, known: [String] = []) {
        guard let root = document.root, let pairs = root.pairs else { return }
        let written = pairs.map { $0.key.scalarText ?? "" }
        for (key, message) in required where !written.contains(key) {
            if !known.isEmpty, Suggestion.isNearMiss(of: key, amongWritten: written, declared: known) { continue }
            report(.missingKey, message, at: root.location)
        }
    }

    /// Reports keys outside `known` as `unknown-key`, with a did-you-mean hint; returns the known pairs.
    mutating func knownPairs(_ pairs: Node.Pairs, known: [String], in place: @autoclosure () -> String, misplaced: [String: String] = [:]) -> [Node.Pair] {
        var result: [Node.Pair] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            let key = pair.key.scalarText ?? ""
            if known.contains(key) {
                result.append(pair)
            } else {
                reportUnknown(key, at: pair.key.location, known: known, why: misplaced[key], in: place())
            }
        }
        return result
    }

    /// The case of `Key` that `pair`'s key is, matched by its bytes; nil, with an `unknown-key`
    /// diagnostic, for a key that is no case or is in `misplaced` (which says why it does not
    /// belong). Asked pair by pair, so a mapping's known pairs need no list of their own.
    mutating func knownKey<Key: DecoderKey>(
        of pair: Node.Pair, as _: Key.Type, misplaced: MisplacedKeys<Key>, in place: @autoclosure () -> String
    ) -> Key? {
        let position = pair.key.scalarPosition(among: Key.spellings)
        // The reason is read only for a key that is misplaced: copying it out for every key
        // of every object was a retain and a release each.
        let cases = Key.cases
        if let position, !misplaced.isMisplaced(at: position) { return cases[position] }
        let why = position.flatMap { misplaced.reason(at: $0) }
        let known = cases.indices.filter { !misplaced.isMisplaced(at: $0) }.map { cases[$0].rawValue }
        reportUnknown(pair.key.scalarText ?? "", at: pair.key.location, known: known, why: why, in: place())
        return nil
    }

    private mutating func reportUnknown(_ key: String, at location: SourceLocation, known: [String], why: String?, in place: String) {
        if let why {
            report(.unknownKey, "'\(key)' is not allowed \(place): \(why)", at: location)
        } else {
            let hint = Suggestion.hint(for: key, in: known).map { "; \($0)" } ?? ""
            report(.unknownKey, "unknown key '\(key)' \(place)\(hint)", at: location)
        }
    }
}
