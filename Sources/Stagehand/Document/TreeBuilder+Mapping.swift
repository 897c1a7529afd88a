/// Mapping keys: duplicates, complex keys and `<<` merges.
extension TreeBuilder {
    /// Below this many pairs a linear scan finds duplicates faster than hashing every key;
    /// above it an index keeps the check linear overall.
    private static var keyIndexThreshold: Int { 8 }

    /// The innermost frame's entry on the side stack of details, made on first use.
    private var topDetails: Int {
        mutating get {
            if top.details < 0 {
                top.details = Int32(truncatingIfNeeded: details.count)
                details.append(BuildFrame.Details())
            }
            return Int(top.details)
        }
    }

    /// Takes a finished key or value for the innermost mapping.
    mutating func attachToMapping(_ node: NodeStorage.Pending) {
        switch top.keyState {
        case .expectingKey:
            acceptKey(node)
        case .haveKey:
            top.keyState = .expectingKey
            pending.append(node)
        case .skipValue:
            top.keyState = .expectingKey
        case .mergeValue:
            top.keyState = .expectingKey
            acceptMerge(node)
        }
    }

    /// Stores the finished mapping's children and returns it (`nil` when the storage is full). Merged
    /// pairs go where their `<<` stood, skipping keys the mapping already has: explicit keys win
    /// wherever they stand, and earlier merged mappings win over later ones.
    mutating func finishMapping(_ frame: BuildFrame, merges: [BuildFrame.Merge]) -> NodeStorage.Pending? {
        let explicit = pending[frame.start...]
        guard !merges.isEmpty else {
            return pending.withUnsafeBufferPointer { all in
                nodes.collection(.mapping, children: UnsafeBufferPointer(rebasing: all[frame.start...]),
                                 line: frame.line, column: frame.column)
            }
        }
        var present = Set<String>(minimumCapacity: explicit.count)
        for key in stride(from: explicit.startIndex, to: explicit.endIndex, by: 2) {
            present.insert(nodes.text(of: explicit[key]))
        }
        var result: [NodeStorage.Pending] = []
        result.reserveCapacity(explicit.count + merges.count * 8)
        var next = explicit.startIndex
        for merge in merges {
            let end = explicit.startIndex + 2 * merge.index
            result.append(contentsOf: explicit[next..<end])
            next = end
            for source in merge.sources {
                let pairs = nodes.children(of: source)
                for key in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
                    if present.insert(nodes.text(of: pairs[key])).inserted {
                        result.append(pairs[key])
                        result.append(pairs[key + 1])
                    }
                }
            }
        }
        result.append(contentsOf: explicit[next...])
        return result.withUnsafeBufferPointer { nodes.collection(.mapping, children: $0, line: frame.line, column: frame.column) }
    }

    private mutating func acceptKey(_ key: NodeStorage.Pending) {
        let kind = key.record.kind
        guard kind != .mapping, kind != .sequence else {
            top.keyState = .skipValue
            diagnostics.append(Diagnostic(.complexKey,
                                          "a mapping key must be a string, not \(nodes.kindDescription(of: key))",
                                          at: location(of: key)))
            return
        }
        if nodes.isMergeKey(key) {
            if top.details >= 0, let first = details[Int(top.details)].mergeKey {
                top.keyState = .skipValue
                diagnostics.append(duplicate(key, first: first))
            } else {
                let slot = topDetails
                details[slot].mergeKey = key
                top.keyState = .mergeValue
            }
            return
        }
        if let first = firstKey(matching: key) {
            top.keyState = .skipValue
            diagnostics.append(duplicate(key, first: first))
            return
        }
        remember(key)
        pending.append(key)
        top.keyState = .haveKey
    }

    private mutating func acceptMerge(_ value: NodeStorage.Pending) {
        let index = (pending.count - top.start) / 2
        switch value.record.kind {
        case .mapping:
            let slot = topDetails
            details[slot].merges.append(BuildFrame.Merge(index: index, sources: [value]))
        case .sequence:
            let sources = nodes.children(of: value)
            if let bad = sources.first(where: { $0.record.kind != .mapping }) {
                diagnostics.append(Diagnostic(
                    .invalidMerge, "a merge key '<<' takes mappings, but this list holds \(nodes.kindDescription(of: bad))",
                    at: location(of: bad)))
                return
            }
            let slot = topDetails
            details[slot].merges.append(BuildFrame.Merge(index: index, sources: sources))
        default:
            diagnostics.append(Diagnostic(
                .invalidMerge, "a merge key '<<' takes a mapping or a list of mappings, not \(nodes.kindDescription(of: value))",
                at: location(of: value)))
        }
    }

    private func duplicate(_ key: NodeStorage.Pending, first: NodeStorage.Pending) -> Diagnostic {
        Diagnostic(.duplicateKey, "duplicate key '\(nodes.text(of: key))' in this mapping", at: location(of: key),
                   notes: [Diagnostic.Note("first defined here", at: location(of: first))])
    }

    /// The earlier key of the open mapping with the same text as `key`, if any.
    private func firstKey(matching key: NodeStorage.Pending) -> NodeStorage.Pending? {
        if top.details >= 0, let index = details[Int(top.details)].keyIndex {
            return index[nodes.text(of: key)]
        }
        for i in stride(from: top.start, to: pending.count, by: 2) where nodes.sameText(pending[i], key) {
            return pending[i]
        }
        return nil
    }

    /// Adds `key` to the mapping's key index, building the index once the mapping grows large.
    private mutating func remember(_ key: NodeStorage.Pending) {
        if top.details >= 0, details[Int(top.details)].keyIndex != nil {
            details[Int(top.details)].keyIndex?[nodes.text(of: key)] = key
            return
        }
        let start = top.start
        guard (pending.count - start) / 2 >= Self.keyIndexThreshold else { return }
        var index = [String: NodeStorage.Pending](minimumCapacity: pending.count - start)
        for i in stride(from: start, to: pending.count, by: 2) {
            let text = nodes.text(of: pending[i])
            if index[text] == nil { index[text] = pending[i] }
        }
        index[nodes.text(of: key)] = key
        let slot = topDetails
        details[slot].keyIndex = index
    }
}
