/// Checks a responder's `on` entries: each is `viewId.event`, names a view of the scene, and an
/// event that view's type publishes.
struct EventChecker: ConcurrentObjectCheck, IndexCheck {
    static let phase = CheckPhase.eachObject
    let index: SceneIndex

    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        check(object, into: &diagnostics)
    }

    func check(_ object: DeclaredObject, into diagnostics: inout [Diagnostic]) {
        for entry in object.description.on {
            if let problem = self.problem(with: entry, from: object.scope) { diagnostics.append(problem) }
        }
    }

    private func problem(with entry: Located<String>, from scope: Int) -> Diagnostic? {
        guard let reference = EventReference(entry.value) else {
            return Diagnostic(
                .unknownEvent,
                "'on' entries are written viewId.event, such as addButton.tap, not '\(entry.value)'",
                at: entry.location)
        }
        let viewID = Located(reference.view, at: entry.location)
        let event = reference.event
        guard let resolved = index.resolve(viewID.value, from: scope) else {
            let ids = index.scopes[scope]
            let views = index.orderedIDs(of: ids).filter { id in ids.ids[id].map { index.objects[Int($0)].type?.declaration.role == .view } ?? false }
            return index.unknownID(viewID, from: scope, "in 'on' entry '\(entry.value)'", candidates: views)
        }
        guard case .object(let target) = resolved, let declaration = index.objects[target].declaration else {
            if resolved == .rowItem {
                return Diagnostic(.unknownEvent, "'\(rowItemID)' is the row's value, not a view; 'on' entries name a view's event", at: entry.location)
            }
            return nil  // a view of unknown type: already reported, its events cannot be known
        }
        guard declaration.role == .view else {
            return Diagnostic(
                .unknownEvent,
                "'\(viewID.value)' is \(index.objects[target].kindDescription), not a view; 'on' entries name a view's event as viewId.event",
                at: entry.location)
        }
        guard declaration.events.contains(event) else {
            let published = declaration.events.isEmpty
                ? "\(declaration.name) publishes no events"
                : "\(declaration.name) publishes \(declaration.events.map { "'\($0)'" }.joined(separator: ", "))"
            let hint = Suggestion.hint(for: event, in: declaration.events).map { "; \($0)" } ?? ""
            return Diagnostic(
                .unknownEvent,
                "unknown event '\(event)' of '\(viewID.value)' (\(published))\(hint)",
                at: entry.location)
        }
        return nil
    }
}
