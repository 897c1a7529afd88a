/// Checks an object's `outlets` against its type's declared ``OutletSpec``s: unknown names, a list
/// given to a single outlet, ids that name nothing in scope, targets of the wrong kind, and
/// required outlets left unconnected.
///
/// A single id given to a collection outlet is fine: it is a list of one. One typo is one error:
/// an unknown outlet whose did-you-mean is a required outlet left unconnected is reported alone
/// (with its fix), not also as that missing outlet.
struct OutletChecker: ConcurrentObjectCheck, IndexCheck {
    static let phase = CheckPhase.eachObject
    let index: SceneIndex

    /// Checks the outlets of `object`, which is the index's object at `objectIndex`.
    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        // The outlets are read where they were written, without entries or located strings, and
        // in plain loops rather than closures over this checker: each copy retains something
        // every checking thread shares (the document, the file's path, the index's arrays), and
        // two cores contending for one count cost more than the check itself.
        var connected = ConnectedOutlets()
        if let pairs = object.description.outletMapping?.pairs {
            for pair in pairs {
                let value = pair.value
                guard let isList = ObjectDescription.OutletEntry.isList(value) else { continue }
                let outlet = self.outlet(pair.key.scalarText ?? "", isList: isList, at: pair.key.location, of: object, into: &diagnostics)
                connected.insert(outlet?.position)
                if let items = value.items {
                    for item in items where item.isNonNullScalar {
                        check(item.scalarText ?? "", at: item.location, through: outlet, at: pair.key.location,
                              from: object, at: objectIndex, links: &links, into: &diagnostics)
                    }
                } else {
                    check(value.scalarText ?? "", at: value.location, through: outlet, at: pair.key.location,
                          from: object, at: objectIndex, links: &links, into: &diagnostics)
                }
            }
        } else {
            // Entries set in code.
            for entry in object.description.outlets {
                let outlet = self.outlet(entry.name.value, isList: entry.isList, at: entry.name.location, of: object, into: &diagnostics)
                connected.insert(outlet?.position)
                for target in entry.targets {
                    check(target.value, at: target.location, through: outlet, at: entry.name.location,
                          from: object, at: objectIndex, links: &links, into: &diagnostics)
                }
            }
        }
        guard let declaration = object.type?.declaration else { return }
        for position in declaration.outlets.indices where declaration.outlets[position].isRequired && !connected.contains(position) {
            let spec = declaration.outlets[position]
            // A misspelled name already said 'did you mean' this outlet. The names are gathered
            // here, on the rare missing outlet, not for every object checked.
            let written = object.description.outletMapping?.pairs.map { pairs in pairs.map { $0.key.scalarText ?? "" } }
                ?? object.description.outlets.map(\.name.value)
            if Suggestion.isNearMiss(of: spec.name, amongWritten: written, declared: declaration.outlets.map(\.name)) { continue }
            diagnostics.append(Diagnostic(
                .missingOutlet,
                "missing outlet '\(spec.name)' of \(object.displayName); connect it under 'outlets' to \(spec.targetDescription)",
                at: object.description.location))
        }
    }

    /// An outlet of a known type that declares it.
    private struct KnownOutlet {
        let declaration: TypeDeclaration
        /// Its place in the declaration's outlets.
        let position: Int
        let name: String

        var spec: OutletSpec { declaration.outlets[position] }
    }

    /// The declared outlets an object connects, by position: a bit each for the first 64, which
    /// is every type's in practice.
    private struct ConnectedOutlets {
        private var first64: UInt64 = 0
        private var beyond: [Int] = []

        mutating func insert(_ position: Int?) {
            guard let position else { return }
            if position < 64 { first64 |= 1 << UInt64(position) } else { beyond.append(position) }
        }

        func contains(_ position: Int) -> Bool {
            position < 64 ? first64 & (1 << UInt64(position)) != 0 : beyond.contains(position)
        }
    }

    /// The outlet `name` of `object`'s type, reporting an unknown name or a list given to a single
    /// outlet; `nil` when the type or the outlet is unknown.
    private func outlet(
        _ name: String, isList: Bool, at location: @autoclosure () -> SourceLocation, of object: DeclaredObject,
        into diagnostics: inout [Diagnostic]
    ) -> KnownOutlet? {
        // An unknown type was already reported: its outlets cannot be judged.
        guard let declaration = object.type?.declaration else { return nil }
        guard let position = declaration.outlets.firstIndex(where: { $0.name == name }) else {
            diagnostics.append(unknownOutlet(Located(name, at: location()), of: declaration))
            return nil
        }
        if isList, !declaration.outlets[position].isCollection {
            diagnostics.append(Diagnostic(
                .outletArity,
                "outlet '\(name)' of \(declaration.name) takes one id, not a list; connect a single object",
                at: location()))
        }
        return KnownOutlet(declaration: declaration, position: position, name: name)
    }

    /// Checks one id of an outlet; an id of an outlet that could not be judged is only marked as
    /// used, so the object it names is not reported as unused too.
    private func check(
        _ id: String, at location: @autoclosure () -> SourceLocation, through outlet: KnownOutlet?,
        at outletLocation: @autoclosure () -> SourceLocation, from object: DeclaredObject, at objectIndex: Int,
        links: inout OutletLinks, into diagnostics: inout [Diagnostic]
    ) {
        guard let outlet else {
            if case .object(let targetIndex)? = index.resolve(id, from: object.scope) { links.markRead(targetIndex) }
            return
        }
        let declaration = outlet.declaration
        guard let resolved = index.resolve(id, from: object.scope) else {
            diagnostics.append(index.unknownID(Located(id, at: location()), from: object.scope, "in outlet '\(outlet.name)' of \(declaration.name)"))
            // The object the did-you-mean names is the one meant: it is not also unused.
            if let meant = Suggestion.closest(to: id, in: index.visibleIDs(from: object.scope)),
               case .object(let targetIndex)? = index.resolve(meant, from: object.scope) {
                links.markRead(targetIndex)
            }
            return
        }
        if case .object(let targetIndex) = resolved { links.markRead(targetIndex) }
        guard let targetType = index.type(of: resolved) else { return }
        guard declaration.outlets[outlet.position].accepts(targetType.declaration) else {
            diagnostics.append(Diagnostic(
                .outletTarget,
                "outlet '\(outlet.name)' of \(declaration.name) needs \(wanted(outlet.spec)), but '\(id)' is \(describe(resolved))",
                at: location()))
            return
        }
        if declaration.role == .dataSource, targetType.declaration.role == .dataSource, case .object(let targetIndex) = resolved {
            links.dependencies[objectIndex, default: []].append(OutletLinks.Edge(target: targetIndex, outlet: Located(outlet.name, at: outletLocation())))
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
