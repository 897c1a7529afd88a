extension DataPathChecker {
    /// Checks every dot path and format placeholder that a type reads from a data source (its
    /// ``DataRead``s: `TextBinding`'s `path` and `format`, `TableBinding`'s `path`, a filter's
    /// `path` and `paths`, a sort's `by`, a command's placeholders) against the data's shape,
    /// where lint knows it. A path that no candidate value has is a warning naming the keys there.
    func checkReads(into diagnostics: inout [Diagnostic]) {
        var memo = ReadMemo()
        for (position, object) in index.objects.enumerated() {
            guard let reads = object.type?.dataReads, !reads.isEmpty else { continue }
            for read in reads { check(read, of: object, at: position, memo: &memo, into: &diagnostics) }
        }
    }

    /// What reads of the same data share: many bindings read the same data source through the same
    /// path (every row binding of a table's sections, every label of one record), so each
    /// distinct format is parsed and each path walked once per sample. The samples themselves
    /// are kept by ``DataShapes``.
    struct ReadMemo {
        /// The data a read walks: a declared object's value, or the rows in a scope, itself or
        /// each of its items.
        struct SampleKey: Hashable {
            /// The object's index, or the scope's for a row's value.
            let position: Int
            let isRowItem: Bool
            let eachItem: Bool
            /// The path to the list whose items are read, for a read ``DataRead/itemsAt`` one.
            let listPath: String?
            /// Whether the items are those the object at `position` shows.
            var isShown = false
        }

        struct PathKey: Hashable {
            let sample: SampleKey
            let path: String
        }

        var problems: [PathKey: String?] = [:]
        /// Each format's placeholders: the path, and where its `{` is in the text.
        var formatPaths: [String: [(path: String, offset: Int)]] = [:]
    }

    private func check(_ read: DataRead, of object: DeclaredObject, at position: Int, memo: inout ReadMemo,
                       into diagnostics: inout [Diagnostic]) {
        let resolved: ResolvedTarget?
        let key: ReadMemo.SampleKey
        if read.readsItemsShown {
            resolved = nil
            key = .init(position: position, isRowItem: false, eachItem: true, listPath: nil, isShown: true)
        } else {
            guard let source = object.description.firstTarget(ofOutlet: read.outlet),
                let target = index.resolve(source, from: object.scope)
            else { return }
            resolved = target
            let listPath = read.itemsAt.map { object.description.property($0)?.scalarText ?? "" }
            switch target {
            case .object(let position): key = .init(position: position, isRowItem: false, eachItem: read.eachItem, listPath: listPath)
            case .rowItem: key = .init(position: object.scope, isRowItem: true, eachItem: read.eachItem, listPath: listPath)
            }
        }
        // The sample is taken only for a path the memo does not know yet: in a scene of many
        // bindings most reads repeat a data source and path already walked. Most reads find
        // their path in the first value: nothing is built for them but the walk.
        var taken: DataShapes.Sample??
        func readSample() -> DataShapes.Sample? {
            if let taken { return taken }
            let sample = resolved.map { shapes.sample(for: read, of: object, reading: $0) } ?? shapes.itemsShown(by: position)
            let found = sample.flatMap { $0.items.isEmpty ? nil : $0 }
            taken = .some(found)
            return found
        }
        func memoizedProblem(_ path: String) -> String? {
            let pathKey = ReadMemo.PathKey(sample: key, path: path)
            if let known = memo.problems[pathKey] { return known }
            let found = readSample().flatMap { self.problem(reading: path, in: $0) }
            memo.problems[pathKey] = .some(found)
            return found
        }
        for property in read.paths {
            forEachText(of: object.description.property(property)) { node, path in
                guard !path.isEmpty, let problem = memoizedProblem(path) else { return }
                diagnostics.append(Diagnostic(
                    .pathNotInData, "path '\(path)' of \(object.subject) \(problem)",
                    at: node.location, severity: .warning, notes: readSample().map { [$0.note] } ?? []))
            }
        }
        for property in read.formats {
            forEachText(of: object.description.property(property)) { node, text in
                guard text.contains("{") else { return }
                let placeholders = memo.formatPaths[text] ?? {
                    let parsed = TextFormat(text).placeholders
                    memo.formatPaths[text] = parsed
                    return parsed
                }()
                for (path, offset) in placeholders where !path.isEmpty {
                    guard let problem = memoizedProblem(path) else { continue }
                    // The caret goes on the placeholder, not on the start of the text.
                    diagnostics.append(Diagnostic(
                        .pathNotInData, "placeholder '{\(path)}' of \(object.subject) \(problem)",
                        at: node.location(ofTextOffset: offset), severity: .warning, notes: readSample().map { [$0.note] } ?? []))
                }
            }
        }
    }

    /// Runs `body` with each text of a property: itself when a scalar, its items when a list.
    private func forEachText(of node: Node?, _ body: (Node, String) -> Void) {
        guard let node else { return }
        if let items = node.items {
            for item in items { if let text = item.scalarText { body(item, text) } }
        } else if let text = node.scalarText {
            body(node, text)
        }
    }

    /// Why a path finds nothing in any of the sample's values, or nil when one has it.
    private func problem(reading path: String, in sample: DataShapes.Sample) -> String? {
        let segments = ComputedPath.split(path)
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
}
