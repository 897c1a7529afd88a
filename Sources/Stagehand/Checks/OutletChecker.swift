/// Checks an object's `outlets` against its type's declared ``OutletSpec``s: unknown names, a list
/// given to a single outlet, ids that name nothing in scope, targets of the wrong kind, and
/// required outlets left unconnected.
///
/// A single id given to a collection outlet is fine: it is a list of one.
struct OutletChecker: Sendable {
    let index: SceneIndex

    func check(_ objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        // Only the parts needed are read from the index: copying whole objects would cost a
        // retain per field per object on large scenes.
        let outlets = index.objects[objectIndex].description.outlets
        let scope = index.objects[objectIndex].scope
        guard let type = index.objects[objectIndex].type else {
            // The type is unknown (already reported): its outlets cannot be judged, but the objects
            // they name are still used, so they must not be reported as unused too.
            for entry in outlets { markRead(entry, from: scope, in: &links) }
            return
        }
        let declaration = type.declaration
        for entry in outlets {
            guard let spec = declaration.outlet(named: entry.name.value) else {
                diagnostics.append(unknownOutlet(entry.name, of: declaration))
                markRead(entry, from: scope, in: &links)
                continue
            }
            if entry.isList, !spec.isCollection {
                diagnostics.append(Diagnostic(
                    .outletArity,
                    "outlet '\(spec.name)' of \(declaration.name) takes one id, not a list; connect a single object",
                    at: entry.name.location))
            }
            for target in entry.targets {
                check(target, of: spec, written: entry.name, from: objectIndex, scope: scope, declaration: declaration,
                      links: &links, into: &diagnostics)
            }
        }
        for spec in declaration.outlets where spec.isRequired && !outlets.contains(where: { $0.name.value == spec.name }) {
            let object = index.objects[objectIndex]
            diagnostics.append(Diagnostic(
                .missingOutlet,
                "missing outlet '\(spec.name)' of \(object.displayName); connect it under 'outlets' to \(spec.targetDescription)",
                at: object.description.location))
        }
    }

    private func check(
        _ target: Located<String>, of spec: OutletSpec, written name: Located<String>, from objectIndex: Int,
        scope: Int, declaration: TypeDeclaration,
        links: inout OutletLinks, into diagnostics: inout [Diagnostic]
    ) {
        guard let resolved = index.resolve(target.value, from: scope) else {
            diagnostics.append(index.unknownID(target, from: scope, "in outlet '\(spec.name)' of \(declaration.name)"))
            return
        }
        if case .object(let targetIndex) = resolved { links.markRead(targetIndex) }
        guard let targetType = index.type(of: resolved) else { return }
        guard spec.accepts(targetType.declaration) else {
            diagnostics.append(Diagnostic(
                .outletTarget,
                "outlet '\(spec.name)' of \(declaration.name) needs \(wanted(spec)), but '\(target.value)' is \(describe(resolved))",
                at: target.location))
            return
        }
        if declaration.role == .dataSource, targetType.declaration.role == .dataSource, case .object(let targetIndex) = resolved {
            links.dependencies[objectIndex, default: []].append(OutletLinks.Edge(target: targetIndex, outlet: name))
        }
    }

    private func markRead(_ entry: ObjectDescription.OutletEntry, from scope: Int, in links: inout OutletLinks) {
        for target in entry.targets {
            if case .object(let targetIndex)? = index.resolve(target.value, from: scope) { links.markRead(targetIndex) }
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
