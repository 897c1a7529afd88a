/// Mapping keys: duplicates, complex keys and `<<` merges.
extension TreeBuilder {
    /// Below this many pairs a linear scan finds duplicates faster than hashing every key;
    /// above it an index keeps the check linear overall.
    private static var keyIndexThreshold: Int { 8 }

    /// Takes a finished key or value for the mapping at `stack[top]`.
    mutating func attachToMapping(_ node: consuming Node, at top: Int) {
        switch stack[top].keyState {
        case .expectingKey:
            acceptKey(node, at: top)
        case .haveKey:
            stack[top].keyState = .expectingKey
            if let key = stack[top].pendingKey.take() {
                keyTexts.append(key.scalarText ?? "")
                pairs.push(Node.Pair(key: key, value: node))
            }
        case .skipValue:
            stack[top].keyState = .expectingKey
        case .mergeValue:
            stack[top].keyState = .expectingKey
            acceptMerge(node, at: top)
        }
    }

    /// The finished mapping. Merged pairs go where their `<<` stood, skipping keys the mapping
    /// already has: explicit keys win wherever they stand, and earlier merged mappings win over later ones.
    mutating func finishMapping(_ frame: BuildFrame) -> Node {
        let explicit = pairs.popArray(from: frame.start)
        keyTexts.removeSubrange(frame.start...)
        guard !frame.merges.isEmpty else { return Node(.mapping(explicit), at: frame.location) }
        var present = Set<String>(minimumCapacity: explicit.count * 2)
        for pair in explicit {
            if let text = pair.key.scalarText { present.insert(text) }
        }
        var result: [Node.Pair] = []
        result.reserveCapacity(explicit.count + frame.merges.count * 4)
        var next = 0
        for merge in frame.merges {
            while next < merge.index {
                result.append(explicit[next])
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
        result.append(contentsOf: explicit[next...])
        return Node(.mapping(result), at: frame.location)
    }

    private mutating func acceptKey(_ key: consuming Node, at top: Int) {
        guard case .scalar(let scalar) = key.content else {
            stack[top].keyState = .skipValue
            diagnostics.append(Diagnostic(.complexKey, "a mapping key must be a string, not \(key.kindDescription)",
                                          at: key.location))
            return
        }
        if scalar.style == .plain, scalar.text == "<<",
           scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:merge" {
            if let first = stack[top].mergeKeyLocation {
                stack[top].keyState = .skipValue
                diagnostics.append(duplicate("<<", at: key.location, first: first))
            } else {
                stack[top].mergeKeyLocation = key.location
                stack[top].keyState = .mergeValue
            }
            return
        }
        if let first = firstLocation(ofKey: scalar.text, at: top) {
            stack[top].keyState = .skipValue
            diagnostics.append(duplicate(scalar.text, at: key.location, first: first))
            return
        }
        remember(scalar.text, at: key.location, in: top)
        stack[top].pendingKey = key
        stack[top].keyState = .haveKey
    }

    private mutating func acceptMerge(_ value: consuming Node, at top: Int) {
        let index = pairs.count - stack[top].start
        switch value.content {
        case .mapping:
            stack[top].merges.append(BuildFrame.Merge(index: index, sources: [value]))
        case .sequence(let sources):
            if let bad = sources.first(where: { $0.pairs == nil }) {
                diagnostics.append(Diagnostic(
                    .invalidMerge, "a merge key '<<' takes mappings, but this list holds \(bad.kindDescription)",
                    at: bad.location))
                return
            }
            stack[top].merges.append(BuildFrame.Merge(index: index, sources: sources))
        case .scalar:
            diagnostics.append(Diagnostic(
                .invalidMerge, "a merge key '<<' takes a mapping or a list of mappings, not \(value.kindDescription)",
                at: value.location))
        }
    }

    private func duplicate(_ text: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateKey, "duplicate key '\(text)' in this mapping", at: location,
                   notes: [Diagnostic.Note("first defined here", at: first)])
    }

    private func firstLocation(ofKey text: String, at top: Int) -> SourceLocation? {
        if stack[top].keyIndex != nil {
            return stack[top].keyIndex?[text] ?? nil
        }
        var i = stack[top].start
        while i < keyTexts.count {
            if keyTexts[i] == text { return pairs[i].key.location }
            i += 1
        }
        return nil
    }

    private mutating func remember(_ text: String, at location: SourceLocation, in top: Int) {
        if stack[top].keyIndex != nil {
            stack[top].keyIndex?[text] = location
            return
        }
        let start = stack[top].start
        guard pairs.count - start >= Self.keyIndexThreshold else { return }
        var index = [String: SourceLocation](minimumCapacity: (pairs.count - start) * 2)
        for i in start..<pairs.count where index[keyTexts[i]] == nil {
            index[keyTexts[i]] = pairs[i].key.location
        }
        index[text] = location
        stack[top].keyIndex = index
    }
}
