/// Checks segues and what names them: every `to` file exists next to the scene, and every
/// property declared as naming a segue (`SegueResponder`'s `segue`) names one the scene declares.
struct SegueChecker {
    /// The scene file's folder, which `to` paths are relative to.
    let directory: String
    let fileExists: (String) -> Bool

    func checkDestinations(_ segues: [SegueDescription], into diagnostics: inout [Diagnostic]) {
        // Many segues usually lead to a few scenes: ask the file system once per destination.
        var exists: [String: Bool] = [:]
        var refused: [String: ConfinedFile.SceneRefusal?] = [:]
        for segue in segues {
            guard let to = segue.to else { continue }  // missing: the decoder reported it
            let name = segue.id.map { "segue '\($0.value)'" } ?? "this segue"
            let path = PathResolver.resolve(to.value, against: directory)
            let refusal = refused[to.value] ?? ConfinedFile.sceneRefusal(of: path, namedFrom: directory, whose: "scene's")
            refused[to.value] = refusal
            if let refusal {
                diagnostics.append(Diagnostic(refusal.code, "\(name) names '\(to.value)', which \(refusal.reason)", at: to.location))
                continue
            }
            let found = exists[to.value] ?? fileExists(path)
            exists[to.value] = found
            guard !found else { continue }
            diagnostics.append(Diagnostic(
                .missingSegueFile,
                "\(name) leads to '\(to.value)', which does not exist; the path is relative to this scene's folder"
                    + FileSuggestion.hint(for: to.value, against: directory),
                at: to.location))
        }
    }

    /// Warns about segues no responder performs: no property declared as naming a segue names
    /// their id, so nothing can ever follow them.
    func checkPerformed(_ segues: [SegueDescription], objects: [DeclaredObject], into diagnostics: inout [Diagnostic]) {
        guard !segues.isEmpty else { return }
        var performed: Set<String> = []
        for object in objects {
            for name in object.type?.segueProperties ?? [] {
                if let text = object.description.property(name)?.scalarText { performed.insert(text) }
            }
        }
        let declared = Set(segues.compactMap { $0.id?.value })
        // A misspelt name is reported as an unknown segue that suggests this one: one mistake, one problem.
        let suggested = Set(performed.subtracting(declared).compactMap { Suggestion.closest(to: $0, in: declared.sorted()) })
        var seen: Set<String> = []
        for segue in segues {
            // A segue without an id was reported as missing one; a repeated id as a duplicate.
            guard let id = segue.id, seen.insert(id.value).inserted, !performed.contains(id.value), !suggested.contains(id.value)
            else { continue }
            diagnostics.append(Diagnostic(
                .unusedSegue,
                "segue '\(id.value)' is never performed: no responder names it; add a SegueResponder with 'segue: \(id.value)' and an 'on' entry, or remove the segue",
                at: id.location))
        }
    }

    /// Checks the `segue` property of a segue responder against the scene's segue ids.
    func checkResponder(_ object: DeclaredObject, segueIDs: [String: SourceLocation], into diagnostics: inout [Diagnostic]) {
        for name in object.type?.segueProperties ?? [] {
            guard let node = object.description.property(name), case .scalar(let scalar) = node.content,
                !scalar.text.isEmpty, segueIDs[scalar.text] == nil
            else { continue }
            report(scalar.text, at: node, in: object, segueIDs: segueIDs, into: &diagnostics)
        }
    }

    private func report(_ text: String, at node: Node, in object: DeclaredObject, segueIDs: [String: SourceLocation], into diagnostics: inout [Diagnostic]) {
        let ids = segueIDs.keys.sorted()
        let advice = Suggestion.hint(for: text, in: ids)
            ?? (ids.isEmpty
                ? "the scene declares no segues; add one under 'segues'"
                : "the scene's segues are \(ids.map { "'\($0)'" }.joined(separator: ", "))")
        diagnostics.append(Diagnostic(
            .unknownSegue, "unknown segue '\(text)' in \(object.displayName); \(advice)", at: node.location))
    }
}
