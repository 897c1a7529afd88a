/// Warns about declared objects that nothing uses: data sources no outlet reads, and responders
/// with no `on` entries (nothing would ever run them).
///
/// Views are never unused (they are shown), a binding without a data source is already an
/// error, and objects inside prototypes are built per row, so none of those are reported.
struct UsageCheck {
    let index: SceneIndex
    let links: OutletLinks

    func check(into diagnostics: inout [Diagnostic]) {
        for (objectIndex, object) in index.objects.enumerated() where object.scope == SceneIndex.sceneScope {
            // Only objects in their own section: a misplaced one has a louder problem already.
            guard let declaration = object.declaration, declaration.role == object.description.section else { continue }
            // An object whose id another object took first cannot be named: the duplicate is its problem.
            if let id = object.description.id?.value, index.scopes[SceneIndex.sceneScope].ids[id] != objectIndex { continue }
            switch declaration.role {
            case .dataSource where !links.isRead[objectIndex]:
                let message = object.description.id.map {
                    "data source '\($0.value)' is never used: no outlet reads it; connect it to a binding or remove it"
                } ?? "this \(declaration.name) has no id, so no outlet can read it; give it an id and connect it, or remove it"
                diagnostics.append(Diagnostic(.unusedObject, message, at: object.anchor))
            case .responder where object.description.on.isEmpty:
                diagnostics.append(Diagnostic(
                    .unusedObject,
                    "\(object.subject) has no 'on' entries, so nothing ever runs it; add 'on: [viewId.event]' or remove it",
                    at: object.anchor))
            default:
                break
            }
        }
    }
}
