/// Finds a `ToggleResponder` triggered by a switch's `toggle` whose `SwitchBinding` already
/// passes the toggle back to the same data source and path (`redundant-toggle`): the binding
/// alone flips the value; the responder adds nothing.
struct RedundantToggleCheck {
    let index: SceneIndex

    func check(into diagnostics: inout [Diagnostic]) {
        var switchBindings: [(view: String, dataSource: String, path: String)] = []
        var toggles: [DeclaredObject] = []
        for object in index.objects where object.scope == SceneIndex.sceneScope {
            // The type's declared name, not the text written: the same for a known type, and
            // read without making a located string for every object of a large scene.
            switch object.type?.declaration.name {
            case "SwitchBinding"?:
                guard let view = object.description.firstTarget(ofOutlet: "view"),
                    let source = object.description.firstTarget(ofOutlet: "dataSource")
                else { continue }
                switchBindings.append((view, source, object.description.property("path")?.scalarText ?? ""))
            case "ToggleResponder"?:
                toggles.append(object)
            default:
                continue
            }
        }
        guard !switchBindings.isEmpty else { return }
        for toggle in toggles {
            guard let target = toggle.description.firstTarget(ofOutlet: "target") else { continue }
            let path = toggle.description.property("path")?.scalarText ?? ""
            for event in toggle.description.on {
                guard let reference = EventReference(event.value), reference.event == "toggle",
                    switchBindings.contains(where: { $0.view == reference.view && $0.dataSource == target && $0.path == path })
                else { continue }
                let place = path.isEmpty ? "the value of '\(target)'" : "'\(path)' of '\(target)'"
                diagnostics.append(Diagnostic(
                    .redundantToggle,
                    "\(toggle.subject) on '\(event.value)' flips \(place), which the switch's SwitchBinding already writes back; remove '\(event.value)' from its 'on' (the value flips once either way)",
                    at: event.location, severity: .warning))
            }
        }
    }
}
