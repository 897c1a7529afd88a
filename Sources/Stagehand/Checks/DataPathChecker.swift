/// Checks the `path` of editing objects (types declaring ``DataFlow/edits(outlet:missingKeyIsTypo:)``,
/// such as `SetResponder`, `ToggleResponder`, `SwitchBinding`) against the data file their value
/// comes from, when it comes from one: a file data source itself, or a selection of a table whose
/// list is a file (through the sorted and filtered lists that declare ``DataFlow/passesItems(outlet:)``).
///
/// A path that cannot exist there (a scalar in the way in every item) is a warning, and so is,
/// for toggles and switches, a last key that no item has (a typo flips nothing it should); a note
/// points at the data. Setting a key no item has yet is fine: the key is added.
struct DataPathChecker {
    let index: SceneIndex
    let directory: String
    /// The data files read so far, shared with the data file check.
    let files: DataFileCache

    init(index: SceneIndex, directory: String, files: DataFileCache) {
        self.index = index
        self.directory = directory
        self.files = files
    }

    /// What an editing object edits: the outlet naming the data source, and whether a key that
    /// no item has yet is a likely typo.
    private func editing(_ object: DeclaredObject) -> (outlet: String, missingKeyIsTypo: Bool)? {
        guard case .edits(let outlet, let missingKeyIsTypo)? = object.declaration?.dataFlow else { return nil }
        return (outlet, missingKeyIsTypo)
    }

    func check(into diagnostics: inout [Diagnostic]) {
        for object in index.objects where object.scope == SceneIndex.sceneScope {
            guard let (outlet, missingKeyIsTypo) = editing(object),
                let pathNode = object.description.property("path"), let path = pathNode.scalarText, !path.isEmpty,
                let target = object.description.outlet(outlet)?.targets.first,
                case .object(let targetIndex) = index.resolve(target.value, from: object.scope),
                let sample = samples(of: targetIndex, depth: 0)
            else { continue }
            let segments = Value.pathSegments(path)
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
            let note = Diagnostic.Note("the data of \(sample.subject) comes from '\(sample.file)'", at: sample.location)
            if !missingKey, let blocked {
                diagnostics.append(Diagnostic(
                    .pathNotInData,
                    "path '\(path)' of \(object.subject) cannot exist in \(sample.subject): \(blocked)",
                    at: pathNode.location, severity: .warning, notes: [note]))
            } else if missingKey, missingKeyIsTypo {
                let hint = Suggestion.hint(for: segments.last ?? path, in: Set(keys)).map { "; \($0)" } ?? ""
                diagnostics.append(Diagnostic(
                    .pathNotInData,
                    "path '\(path)' of \(object.subject) is in no item of \(sample.subject)\(hint)",
                    at: pathNode.location, severity: .warning, notes: [note]))
            }
        }
    }

    /// The values an object's edits land in, read from a data file: the file's value itself, or
    /// the items of the file's list behind a selection.
    private struct Sample {
        var items: [Node]
        var subject: String
        var file: String
        var location: SourceLocation
    }

    private func samples(of objectIndex: Int, depth: Int) -> Sample? {
        let object = index.objects[objectIndex]
        guard depth < 8, let type = object.type else { return nil }
        if let property = type.dataFileProperties.first {
            guard let file = object.description.property(property)?.scalarText, PathResolver.staysInside(file),
                let root = root(of: PathResolver.resolve(file, against: directory))
            else { return nil }
            return Sample(items: [root], subject: object.subject, file: file, location: root.location)
        }
        switch type.declaration.dataFlow {
        case .selectsRow(let tableOutlet)?:
            guard let table = object.description.outlet(tableOutlet)?.targets.first?.value,
                let list = listSource(ofTable: table), var sample = samples(of: list, depth: depth + 1),
                let root = sample.items.first, sample.items.count == 1, let items = root.items
            else { return nil }
            sample.items = Array(items)
            sample.subject = "the items of \(sample.subject)"
            return sample
        case .passesItems(let outlet)?:
            guard let source = object.description.outlet(outlet)?.targets.first?.value,
                case .object(let sourceIndex) = index.resolve(source, from: object.scope)
            else { return nil }
            return samples(of: sourceIndex, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The data source a `TableBinding` with no `path` fills a table from.
    private func listSource(ofTable table: String) -> Int? {
        for binding in index.objects where binding.scope == SceneIndex.sceneScope {
            guard binding.declaration?.dataFlow == .fillsTable,
                binding.description.outlet("view")?.targets.first?.value == table,
                (binding.description.property("path")?.scalarText ?? "").isEmpty,
                let source = binding.description.outlet("dataSource")?.targets.first?.value,
                case .object(let sourceIndex) = index.resolve(source, from: binding.scope)
            else { continue }
            return sourceIndex
        }
        return nil
    }

    private func root(of file: String) -> Node? {
        files.file(at: file).document?.root
    }

    private enum Walk {
        case exists
        case missingKey(siblings: [String])
        case blocked(String)
    }

    private func walk(_ node: Node, _ segments: [String]) -> Walk {
        var current = node
        for (offset, segment) in segments.enumerated() {
            if let pairs = current.pairs {
                guard let next = current[segment] else {
                    let siblings = pairs.compactMap { $0.key.scalarText }
                    return offset == segments.count - 1 ? .missingKey(siblings: siblings) : .blocked("'\(segment)' is not a key there")
                }
                current = next
            } else if let items = current.items {
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
