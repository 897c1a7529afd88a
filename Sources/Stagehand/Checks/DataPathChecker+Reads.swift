extension DataPathChecker {
    /// Checks every dot path and format placeholder that a type reads from a data source (its
    /// ``DataRead``s: `TextBinding`'s `path` and `format`, `TableBinding`'s `path`, a filter's
    /// `path` and `paths`, a sort's `by`, a command's placeholders) against the data's shape,
    /// where lint knows it. A path that no candidate value has is a warning naming the keys there.
    func checkReads(into diagnostics: inout [Diagnostic]) {
        for object in index.objects {
            guard let reads = object.type?.dataReads, !reads.isEmpty else { continue }
            for read in reads { check(read, of: object, into: &diagnostics) }
        }
    }

    private func check(_ read: DataRead, of object: DeclaredObject, into diagnostics: inout [Diagnostic]) {
        guard let source = object.description.outlet(read.outlet)?.targets.first,
            let resolved = index.resolve(source.value, from: object.scope),
            var sample = shapes.sample(of: resolved, from: object.scope)
        else { return }
        if read.eachItem {
            var items: [Node] = []
            for candidate in sample.items {
                guard let list = candidate.items else { return }  // not a list: nothing to judge
                items.append(contentsOf: list)
            }
            sample.items = items
            sample.subject = "the items of \(sample.subject)"
        }
        guard !sample.items.isEmpty else { return }
        var places: [(path: String, node: Node, what: String)] = []
        for property in read.paths {
            for node in Self.texts(object.description.property(property)) {
                guard let path = node.scalarText, !path.isEmpty else { continue }
                places.append((path, node, "path '\(path)'"))
            }
        }
        for property in read.formats {
            for node in Self.texts(object.description.property(property)) {
                guard let text = node.scalarText, text.contains("{") else { continue }
                for path in TextFormat(text).paths where !path.isEmpty {
                    places.append((path, node, "placeholder '{\(path)}'"))
                }
            }
        }
        for place in places {
            if let problem = problem(reading: place.path, in: sample) {
                diagnostics.append(Diagnostic(
                    .pathNotInData,
                    "\(place.what) of \(object.subject) \(problem)",
                    at: place.node.location, severity: .warning, notes: [sample.note]))
            }
        }
    }

    /// Why a path finds nothing in any of the sample's values, or nil when one has it.
    private func problem(reading path: String, in sample: DataShapes.Sample) -> String? {
        let segments = Value.pathSegments(path)
        var keys: [String] = []
        var blocked: String?
        for item in sample.items {
            switch walk(item, segments, readsCount: true) {
            case .exists: return nil
            case .missingKey(let siblings): keys.append(contentsOf: siblings)
            case .blocked(let why):
                // A null on the way may be a value that is there in other data.
                if Self.passesNull(item, segments) { return nil }
                blocked = blocked ?? why
            }
        }
        if !keys.isEmpty {
            return "finds nothing in \(sample.subject)\(Self.keysHint(for: segments.last ?? path, in: keys))"
        }
        return "cannot exist in \(sample.subject): \(blocked ?? "nothing is there")"
    }

    /// Whether the path meets a null on its way: what is null in the sample may hold more in
    /// the data at run time.
    private static func passesNull(_ node: Node, _ segments: [String]) -> Bool {
        var current = node
        for segment in segments {
            if case .scalar(let scalar) = current.content, ScalarResolver.resolve(scalar) == .null { return true }
            guard let next = DataShapes.node(at: [segment], in: current) else { return false }
            current = next
        }
        return false
    }

    /// The text nodes of a property: itself when a scalar, its items when a list.
    private static func texts(_ node: Node?) -> [Node] {
        guard let node else { return [] }
        if let items = node.items { return Array(items) }
        return [node]
    }
}
