/// A mapping or sequence under construction: one entry of the tree builder's explicit stack.
///
/// The builder keeps frames on an array instead of recursing, so input depth never reaches the
/// call stack. A frame also carries the bookkeeping for the alias-expansion and depth limits
/// (`size`, `height`) and for duplicate and merge keys.
struct BuildFrame {
    /// Where a mapping stands between a key and its value.
    enum KeyState {
        case expectingKey
        case haveKey(Node)
        /// The key was refused (duplicate or complex); its value is parsed but dropped.
        case skipValue
        /// The key was `<<`; the value is merged when the mapping ends.
        case mergeValue
    }

    /// A `<<` value: the mappings to merge, and where among the explicit pairs they go.
    struct Merge {
        var index: Int
        var sources: [Node]
    }

    /// Below this many pairs a linear scan finds duplicates faster than hashing every key;
    /// above it an index keeps the check linear overall.
    private static let indexThreshold = 8

    let isMapping: Bool
    let location: SourceLocation
    let anchor: String?
    private(set) var items: [Node] = []
    private(set) var pairs: [Node.Pair] = []
    private var keyState = KeyState.expectingKey
    private var keyIndex: [String: SourceLocation]?
    private var mergeKeyLocation: SourceLocation?
    private var merges: [Merge] = []
    /// Nodes in this subtree, counting every node an alias inside it stands for.
    private(set) var size = 1
    /// Levels of nesting in this subtree; a collection of scalars has height 1.
    private(set) var height = 1

    init(isMapping: Bool, location: SourceLocation, anchor: String?) {
        self.isMapping = isMapping
        self.location = location
        self.anchor = anchor
    }

    /// Adds a finished child (a sequence item, a key or a value). Returns the problem it raises, if any.
    mutating func attach(_ node: Node, size childSize: Int, height childHeight: Int) -> Diagnostic? {
        size += childSize
        height = max(height, childHeight + 1)
        guard isMapping else {
            items.append(node)
            return nil
        }
        switch keyState {
        case .expectingKey:
            return acceptKey(node)
        case .haveKey(let key):
            pairs.append(Node.Pair(key: key, value: node))
            keyState = .expectingKey
            return nil
        case .skipValue:
            keyState = .expectingKey
            return nil
        case .mergeValue:
            keyState = .expectingKey
            return acceptMerge(node)
        }
    }

    /// The finished node. Merged pairs go where their `<<` stood, skipping keys the mapping
    /// already has: explicit keys win, and earlier merged mappings win over later ones.
    mutating func finish() -> Node {
        guard isMapping else { return Node(.sequence(items), at: location) }
        guard !merges.isEmpty else { return Node(.mapping(pairs), at: location) }
        var present = Set<String>(minimumCapacity: pairs.count * 2)
        for pair in pairs {
            if let text = pair.key.scalarText { present.insert(text) }
        }
        var result: [Node.Pair] = []
        result.reserveCapacity(pairs.count + merges.reduce(0) { $0 + $1.sources.count * 4 })
        var next = 0
        for merge in merges {
            while next < merge.index {
                result.append(pairs[next])
                next += 1
            }
            for source in merge.sources {
                for pair in source.pairs ?? [] {
                    if let text = pair.key.scalarText, present.insert(text).inserted {
                        result.append(pair)
                    }
                }
            }
        }
        result.append(contentsOf: pairs[next...])
        return Node(.mapping(result), at: location)
    }

    private mutating func acceptKey(_ key: Node) -> Diagnostic? {
        guard case .scalar(let scalar) = key.content else {
            keyState = .skipValue
            return Diagnostic(.complexKey, "a mapping key must be a string, not \(key.kindDescription)",
                              at: key.location)
        }
        if scalar.style == .plain, scalar.text == "<<",
           scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:merge" {
            if let first = mergeKeyLocation {
                keyState = .skipValue
                return duplicate("<<", at: key.location, first: first)
            }
            mergeKeyLocation = key.location
            keyState = .mergeValue
            return nil
        }
        if let first = firstLocation(ofKey: scalar.text) {
            keyState = .skipValue
            return duplicate(scalar.text, at: key.location, first: first)
        }
        remember(scalar.text, at: key.location)
        keyState = .haveKey(key)
        return nil
    }

    private mutating func acceptMerge(_ value: Node) -> Diagnostic? {
        switch value.content {
        case .mapping:
            merges.append(Merge(index: pairs.count, sources: [value]))
            return nil
        case .sequence(let items):
            if let bad = items.first(where: { $0.pairs == nil }) {
                return Diagnostic(.invalidMerge,
                                  "a merge key '<<' takes mappings, but this list holds \(bad.kindDescription)",
                                  at: bad.location)
            }
            merges.append(Merge(index: pairs.count, sources: items))
            return nil
        case .scalar:
            return Diagnostic(.invalidMerge,
                              "a merge key '<<' takes a mapping or a list of mappings, not \(value.kindDescription)",
                              at: value.location)
        }
    }

    private func duplicate(_ text: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateKey, "duplicate key '\(text)' in this mapping", at: location,
                   notes: [Diagnostic.Note("first defined here", at: first)])
    }

    private func firstLocation(ofKey text: String) -> SourceLocation? {
        if let keyIndex { return keyIndex[text] }
        for pair in pairs where pair.key.scalarText == text {
            return pair.key.location
        }
        return nil
    }

    private mutating func remember(_ text: String, at location: SourceLocation) {
        if keyIndex != nil {
            keyIndex?[text] = location
        } else if pairs.count >= Self.indexThreshold {
            var index = [String: SourceLocation](minimumCapacity: pairs.count * 2)
            for pair in pairs {
                if let key = pair.key.scalarText { index[key] = pair.key.location }
            }
            index[text] = location
            keyIndex = index
        }
    }
}
