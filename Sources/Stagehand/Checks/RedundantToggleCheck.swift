/// Finds a responder that flips a truth (`ToggleResponder`) triggered by a switch's `toggle`
/// whose binding (`SwitchBinding`) already passes the toggle back to the same data source and
/// path (`redundant-toggle`): the binding alone flips the value; the responder adds nothing.
/// Types are known by what they declare (`DataFlow.edits` of a truth; for the binding, an
/// outlet that takes a toggle), so custom ones are checked alike.
struct RedundantToggleCheck: WholeSceneCheck, IndexCheck {
    static let phase = CheckPhase.sceneData
    let index: SceneIndex

    func check(into diagnostics: inout [Diagnostic]) {
        var switchBindings: [(view: String, dataSource: String, path: String, type: String)] = []
        var toggles: [(object: DeclaredObject, target: String)] = []
        for object in index.objects where object.scope == SceneIndex.sceneScope {
            // What the type declares it does (`DataFlow.edits` of a truth, an outlet that takes a
            // toggle), not its name: a custom switch binding or toggle responder is checked alike.
            guard let type = object.type else { continue }
            if let outlets = type.writesToggleBack {
                guard let view = object.description.firstTarget(ofOutlet: outlets.viewOutlet),
                    let source = object.description.firstTarget(ofOutlet: outlets.sourceOutlet)
                else { continue }
                switchBindings.append((view, source, object.description.property(.path)?.scalarText ?? "", type.declaration.name))
            } else if let target = type.flipsTruthOf {
                guard let name = object.description.firstTarget(ofOutlet: target) else { continue }
                toggles.append((object, name))
            }
        }
        guard !switchBindings.isEmpty else { return }
        for (toggle, target) in toggles {
            let path = toggle.description.property(.path)?.scalarText ?? ""
            for event in toggle.description.on {
                guard let reference = EventReference(event.value), reference.event == CheckedEvent.toggle.rawValue,
                    let binding = switchBindings.first(where: { $0.view == reference.view && $0.dataSource == target && $0.path == path })
                else { continue }
                let place = path.isEmpty ? "the value of '\(target)'" : "'\(path)' of '\(target)'"
                diagnostics.append(Diagnostic(
                    .redundantToggle,
                    "\(toggle.subject) on '\(event.value)' flips \(place), which the switch's \(binding.type) already writes back; remove '\(event.value)' from its 'on' (the value flips once either way)",
                    at: event.location, severity: .warning))
            }
        }
    }
}
