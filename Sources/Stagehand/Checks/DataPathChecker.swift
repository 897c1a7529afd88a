/// Checks the `path` of editing objects (types declaring ``DataFlow/edits(outlet:missingKeyIsTypo:)``,
/// such as `SetResponder`, `ToggleResponder`, `SwitchBinding`) against the data file their value
/// comes from, when it comes from one: a file data source itself, or a selection of a table whose
/// list is a file (through the sorted and filtered lists that declare ``DataFlow/passesItems(outlet:)``).
///
/// A path that cannot exist there (a scalar in the way in every item) is a warning, and so is,
/// for toggles and switches, a last key that no item has (a typo flips nothing it should); a note
/// points at the data. Setting a key no item has yet is fine: the key is added.
struct DataPathChecker: WholeSceneCheck {
    static let phase = CheckPhase.sceneData
    let index: SceneIndex
    /// What lint knows of the data sources' values.
    let shapes: DataShapes

    init(_ scene: CheckedScene) {
        self.init(index: scene.index, shapes: scene.shapes)
    }

    init(index: SceneIndex, shapes: DataShapes) {
        self.index = index
        self.shapes = shapes
    }

    /// What an editing object edits: the outlet naming the data source, and whether a key that
    /// no item has yet is a likely typo.
    private func editing(_ object: DeclaredObject) -> (outlet: String, missingKeyIsTypo: Bool)? {
        guard case .edits(let outlet, let missingKeyIsTypo)? = object.type?.dataFlow else { return nil }
        return (outlet, missingKeyIsTypo)
    }

    /// Checks the paths of editing objects, then what every object reads (``checkReads(into:)``).
    func check(into diagnostics: inout [Diagnostic]) {
        checkEdits(into: &diagnostics)
        checkReads(into: &diagnostics)
    }

    /// Checks the `path` of every editing object against the data it edits.
    func checkEdits(into diagnostics: inout [Diagnostic]) {
        for object in index.objects {
            guard let (outlet, missingKeyIsTypo) = editing(object),
                let pathNode = object.description.property(.path), let path = pathNode.scalarText, !path.isEmpty,
                let target = object.description.firstTarget(ofOutlet: outlet),
                let resolved = index.resolve(target, from: object.scope),
                let sample = shapes.sample(of: resolved, from: object.scope)
            else { continue }
            let segments = ComputedPath.split(path)
            var blocked: String?
            var missingKey = false
            var keys: [String] = []
            var found = false
            for item in sample.items {
                switch walk(item, segments) {
                case .exists: found = true
                case .missingKey(let siblings):
                    missingKey = true
                    keys.append(contentsOf: siblings)
                case .blocked(let why): blocked = blocked ?? why
                }
                if found { break }
            }
            guard !found, !sample.items.isEmpty else { continue }
            let note = sample.note
            if !missingKey, let blocked {
                diagnostics.append(Diagnostic(
                    .pathNotInData,
                    "path '\(path)' of \(object.subject) cannot exist in \(sample.subject): \(blocked)",
                    at: pathNode.location, severity: .warning, notes: [note]))
            } else if missingKey, missingKeyIsTypo {
                let hint = Self.keysHint(for: segments.last ?? path, in: keys)
                diagnostics.append(Diagnostic(
                    .pathNotInData,
                    "path '\(path)' of \(object.subject) is in no item of \(sample.subject)\(hint)",
                    at: pathNode.location, severity: .warning, notes: [note]))
            }
        }
    }

    /// Names the keys that are there, and the closest one: ` (it has a, b, c); did you mean 'b'?`.
    static func keysHint(for word: String, in keys: [String]) -> String {
        var seen = Set<String>()
        let unique = keys.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return "" }
        let shown = unique.prefix(8).joined(separator: ", ") + (unique.count > 8 ? ", …" : "")
        let closest = Suggestion.hint(for: word, in: unique).map { "; \($0)" } ?? ""
        return " (keys there: \(shown))\(closest)"
    }

    enum Walk {
        case exists
        case missingKey(siblings: [String])
        case blocked(String)
    }

    /// Follows a path into a parsed value; `readsCount` lets `count` of a list be read, as
    /// bindings and formats may.
    func walk(_ node: Node, _ segments: [String], readsCount: Bool = false) -> Walk {
        var current = node
        for (offset, segment) in segments.enumerated() {
            // A key filled from data (`notes.{hash}`): any key of a mapping whose keys are data,
            // or any index of a list; what lies beyond it lint cannot know.
            if ComputedPath.hasPlaceholder(segment) {
                if current.pairs != nil || current.items != nil { return .exists }
                let before = segments[..<offset].joined(separator: ".")
                return .blocked("'\(before.isEmpty ? "the value" : before)' is \(current.kindDescription) there, which has no '\(segment)'")
            }
            if let pairs = current.pairs {
                guard let next = current[segment] else {
                    let siblings = pairs.compactMap { $0.key.scalarText }
                    return offset == segments.count - 1 ? .missingKey(siblings: siblings) : .blocked("'\(segment)' is not a key there" + Self.keysHint(for: segment, in: siblings))
                }
                current = next
            } else if let items = current.items {
                if readsCount, segment == "count" {
                    return offset == segments.count - 1 ? .exists : .blocked("'count' of a list is a number, which has no '\(segments[offset + 1])'")
                }
                guard let position = Int(segment), position >= 0, position <= items.count else {
                    return .blocked("'\(segment)' is not an index of the list there")
                }
                if position == items.count { return offset == segments.count - 1 ? .exists : .blocked("item \(position) does not exist") }
                current = items[items.index(items.startIndex, offsetBy: position)]
            } else {
                let before = segments[..<offset].joined(separator: ".")
                return .blocked("'\(before.isEmpty ? "the value" : before)' is \(current.kindDescription) there, which has no '\(segment)'")
            }
        }
        return .exists
    }
}
