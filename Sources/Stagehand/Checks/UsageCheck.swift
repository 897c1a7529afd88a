/// Warns about declared objects that nothing uses: data sources no outlet reads, and responders
/// with no `on` entries (nothing would ever run them).
///
/// Views are never unused (they are shown), a binding without a data source is already an
/// error, and objects inside prototypes are built per row, so none of those are reported.
package struct UsageCheck: LinkedSceneCheck {
    let index: SceneIndex
    let links: OutletLinks

    package func check(into diagnostics: inout [Diagnostic]) {
        let sceneIDs = index.scopes[SceneIndex.sceneScope].ids
        for objectIndex in index.objects.indices where index.objects[objectIndex].scope == SceneIndex.sceneScope {
            // Only objects in their own section: a misplaced one has a louder problem already.
            guard let role = index.objects[objectIndex].type?.role,
                role == index.objects[objectIndex].description.section
            else { continue }
            let isUnused = switch role {
            case .dataSource: !links.isRead(objectIndex)
            case .responder: index.objects[objectIndex].description.on.isEmpty
            case .view, .binding, .bindingSet: false
            }
            guard isUnused else { continue }
            let object = index.objects[objectIndex]
            // An object whose id another object took first cannot be named: the duplicate is its problem.
            if let id = object.description.id?.value, sceneIDs[id].map(Int.init) != objectIndex { continue }
            diagnostics.append(Diagnostic(.unusedObject, message(for: object, role: role), at: object.anchor))
        }
    }

    private func message(for object: DeclaredObject, role: Role) -> String {
        if role == .responder {
            return "\(object.subject) has no 'on' entries, so nothing ever runs it; add 'on: [viewId.event]' or remove it"
        }
        guard let id = object.description.id else {
            return "\(object.subject) has no id, so no outlet can read it; give it an id and connect it, or remove it"
        }
        return "data source '\(id.value)' is never used: no outlet reads it; connect it to a binding or remove it"
    }
}
