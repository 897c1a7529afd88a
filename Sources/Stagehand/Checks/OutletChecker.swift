/// Checks an object's `outlets` against its type's declared ``OutletSpec``s: unknown names, a list
/// given to a single outlet, ids that name nothing in scope, targets of the wrong kind, and
/// required outlets left unconnected.
///
/// A single id given to a collection outlet is fine: it is a list of one.
struct OutletChecker {
    let index: SceneIndex

    func check(_ objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        let object = index.objects[objectIndex]
        guard let declaration = object.declaration else {
            // The type is unknown (already reported): its outlets cannot be judged, but the objects
            // they name are still used, so they must not be reported as unused too.
            for entry in object.description.outlets { markRead(entry, from: object.scope, in: &links) }
            return
        }
        for entry in object.description.outlets {
            guard let spec = declaration.outlet(named: entry.name.value) else {
                diagnostics.append(unknownOutlet(entry.name, of: declaration))
                markRead(entry, from: object.scope, in: &links)
                continue
            }
            if entry.isList, !spec.isCollection {
                diagnostics.append(Diagnostic(
                    .outletArity,
                    "outlet '\(spec.name)' of \(declaration.name) takes one id, not a list; connect a single object",
                    at: entry.name.location))
            }
            for target in entry.targets {
                check(target, of: spec, written: entry.name, from: objectIndex, declaration: declaration,
                      links: &links, into: &diagnostics)
            }
        }
        for spec in declaration.outlets where spec.isRequired && object.description.outlet(spec.name) == nil {
            diagnostics.append(Diagnostic(
                .missingOutlet,
                "missing outlet '\(spec.name)' of \(object.displayName); connect it under 'outlets' to \(spec.targetDescription)",
                at: object.description.location))
        }
    }

    private func check(
        _ target: Located<String>, of spec: OutletSpec, written name: Located<String>, from objectIndex: Int,
        declaration: TypeDeclaration,
        links: inout OutletLinks, into diagnostics: inout [Diagnostic]
    ) {
        let object = index.objects[objectIndex]
        guard let resolved = index.resolve(target.value, from: object.scope) else {
            diagnostics.append(index.unknownID(target, from: object.scope, "in outlet '\(spec.name)' of \(declaration.name)"))
            return
        }
        if case .object(let targetIndex) = resolved { links.isRead[targetIndex] = true }
        guard let targetDeclaration = index.declaration(of: resolved) else { return }
        guard spec.accepts(targetDeclaration) else {
            diagnostics.append(Diagnostic(
                .outletTarget,
                "outlet '\(spec.name)' of \(declaration.name) needs \(wanted(spec)), but '\(target.value)' is \(describe(resolved))",
                at: target.location))
            return
        }
        if declaration.role == .dataSource, targetDeclaration.role == .dataSource, case .object(let targetIndex) = resolved {
            links.dependencies[objectIndex, default: []].append(OutletLinks.Edge(target: targetIndex, outlet: name))
        }
    }

    private func markRead(_ entry: ObjectDescription.OutletEntry, from scope: Int, in links: inout OutletLinks) {
        for target in entry.targets {
            if case .object(let targetIndex)? = index.resolve(target.value, from: scope) { links.isRead[targetIndex] = true }
        }
    }

    private func unknownOutlet(_ name: Located<String>, of declaration: TypeDeclaration) -> Diagnostic {
        let names = declaration.outlets.map(\.name)
        let advice = Suggestion.hint(for: name.value, in: names)
            ?? (names.isEmpty
                ? "\(declaration.name) has no outlets"
                : "\(declaration.name) has \(names.map { "'\($0)'" }.joined(separator: ", "))")
        return Diagnostic(.unknownOutlet, "unknown outlet '\(name.value)' of \(declaration.name); \(advice)", at: name.location)
    }

    /// What the outlet wants, said of one id even for a collection.
    private func wanted(_ spec: OutletSpec) -> String {
        guard spec.isCollection else { return spec.targetDescription }
        var single = spec
        single.isCollection = false
        return "each id to name \(single.targetDescription)"
    }

    private func describe(_ target: ResolvedTarget) -> String {
        switch target {
        case .object(let i): index.objects[i].kindDescription
        case .rowItem: "the row's value (a data source)"
        }
    }
}
