/// Creates scene objects from their descriptions: instantiates the registered class, assigns
/// properties, and later connects outlets by id within a scope.
///
/// Used for the scene itself and for each table row built from a prototype, so both are wired
/// the same way.
struct ObjectBuilder {
    let registry: Registry
    // Unsafe-unowned: a builder exists only inside its scene's `build()` or `makeRow(for:item:)`,
    // calls the scene keeps alive, so the reference never outlives the scene; plain `unowned`
    // paid a reference-count check on every object made.
    unowned(unsafe) let scene: LiveScene
    /// The registry's catalog, copied once: reading it through the registry copies it (and
    /// retains everything it holds) for every object made.
    private let catalog: TypeCatalog

    /// The type name last looked up and its declaration: objects of one type mostly come in a
    /// run, and the catalog hashes the name and takes a lock for each lookup.
    private var lastTypeName: String?
    private var lastDeclaration: TypeDeclaration?

    init(registry: Registry, scene: LiveScene) {
        self.registry = registry
        self.scene = scene
        self.catalog = registry.catalog
    }

    /// What the builder held back while the scene's collection values were still being built
    /// (see ``LiveScene/valuesBeingBuilt``), in the order it would have done it.
    private enum Held {
        case assignment(Node, to: PropertyMember, with: PropertyAssigner?, named: String, of: SceneObject)
        case report(DiagnosticCode, String, at: SourceLocation)
    }

    private var held: [Held] = []

    /// An object made from a description, with the names of the outlets it keeps.
    struct Made {
        let object: SceneObject
        let description: ObjectDescription
        let outletNames: DeclarationReader.OutletNames
    }

    /// Makes one object (and, for views, its children), assigning properties; nil for an unknown type.
    mutating func make(_ description: ObjectDescription, into made: inout [Made], scope: inout [String: SceneObject]) -> SceneObject? {
        guard let typeName = description.type?.value, let declaration = declaration(named: typeName) else {
            return nil
        }
        let object: SceneObject, members: DeclarationReader.InstanceMembers
        var needs: [(id: ObjectIdentifier, name: String, resolved: Bool)] = []
        if declaration.serviceNeeds.isEmpty {
            (object, members) = DeclarationReader.instantiate(declaration)
        } else {
            let scope: ServiceScope
            ((object, members), scope) = ServiceScope.collecting(from: registry, fixtures: scene.options.fixtures,
                                                                 standIns: scene.options.standInServices) { DeclarationReader.instantiate(declaration) }
            needs = scope.needs
            if let failure = scope.standInFailure {
                // Left out rather than given the app's own service: the script meant to stand in for it.
                report(.valueConversion, "\(failure); \(typeName) was left out", at: description.location)
                return nil
            }
        }
        if let missing = needs.first(where: { !$0.resolved }) {
            // Left out rather than built without its service; lint reports this before any run.
            report(.missingService, "\(typeName) needs a \(missing.name) service, which the app did not provide; it was left out",
                   at: description.location)
            return nil
        }
        object.id = description.id?.value
        object.declarationLocation = description.location
        object.scene = scene
        // Most objects have no outlets: their members are not walked to find none.
        object.wiredOutlets = declaration.outlets.isEmpty ? [] : members.outlets
        if let pairs = description.propertyMapping?.pairs {
            // Names compared against the file's bytes: no string is made for a property that converts.
            for pair in pairs {
                guard let (name, member, assigner) = members.property(where: { pair.key.hasScalarText($0) }) else { continue }
                assignOrHold(pair.value, to: member, with: assigner, named: name, of: object)
            }
        } else {
            for entry in description.properties {
                guard let (name, member, assigner) = members.property(where: { $0 == entry.name.value }) else { continue }
                assignOrHold(entry.value, to: member, with: assigner, named: name, of: object)
            }
        }
        if let id = object.id { scope[id] = object }
        made.append(Made(object: object, description: description, outletNames: members.outletNames))
        if let view = object as? View {
            for child in description.children {
                guard let childView = make(child, into: &made, scope: &scope) as? View else { continue }
                childView.parent = view
                view.children.append(childView)
            }
        }
        return object
    }

    private mutating func declaration(named name: String) -> TypeDeclaration? {
        if name == lastTypeName, let lastDeclaration { return lastDeclaration }
        guard let declaration = catalog.declaration(named: name) else { return nil }
        (lastTypeName, lastDeclaration) = (name, declaration)
        return declaration
    }

    /// Assigns a property's written value, or holds it back while it is still being built.
    private mutating func assignOrHold(
        _ value: Node, to member: PropertyMember, with assigner: PropertyAssigner?, named name: String, of object: SceneObject
    ) {
        if scene.valuesBeingBuilt != nil, PropertyValueBuild.builds(value) {
            held.append(.assignment(value, to: member, with: assigner, named: name, of: object))
        } else {
            assign(value, to: member, with: assigner, named: name, of: object)
        }
    }

    /// Assigns a property's written value, reporting a value that does not convert.
    private mutating func assign(_ value: Node, to member: PropertyMember, with assigner: PropertyAssigner?, named name: String, of object: SceneObject) {
        let converted = scene.propertyValue(of: value)
        if !(assigner?(converted, member) ?? member.assign(converted)) {
            report(.invalidProperty, "property '\(name)' of \(object.debugName) does not take this value", at: value.location)
        }
    }

    /// Reports a problem to the scene, or holds it back behind the assignments held before it.
    private mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        if held.isEmpty {
            scene.report(code, message, at: location)
        } else {
            held.append(.report(code, message, at: location))
        }
    }

    /// Makes the assignments held back while values were being built, now that the scene has
    /// them, and the reports held behind them, in the order they were held.
    mutating func assignHeldValues() {
        let held = self.held
        self.held = []
        for item in held {
            switch item {
            case .assignment(let value, let member, let assigner, let name, let object):
                assign(value, to: member, with: assigner, named: name, of: object)
            case .report(let code, let message, let location):
                scene.report(code, message, at: location)
            }
        }
    }

    /// Connects every outlet of the made objects, resolving ids in `scope`, then in `fallback`.
    func connect(_ made: [Made], scope: [String: SceneObject], fallback: [String: SceneObject] = [:]) {
        func target(_ id: String) -> SceneObject? { scope[id] ?? fallback[id] }
        var targets: [SceneObject] = []
        for item in made {
            guard let wired = item.object.wiredOutlets, !wired.isEmpty else { continue }
            if let pairs = item.description.outletMapping?.pairs {
                // Read from the mapping as written: the ids the decoder accepted, with no entries made.
                for pair in pairs {
                    guard let (position, name, connector) = item.outletNames.position(where: { pair.key.hasScalarText($0) }),
                          wired.indices.contains(position) else { continue }
                    let member = wired[position]
                    targets.removeAll(keepingCapacity: true)
                    var written = 0
                    if let items = pair.value.items {
                        for node in items where node.isNonNullScalar {
                            written += 1
                            if let object = target(node.scalarText ?? "") { targets.append(object) }
                        }
                    } else if pair.value.isNonNullScalar {
                        written = 1
                        if let object = target(pair.value.scalarText ?? "") { targets.append(object) }
                    } else {
                        continue
                    }
                    if targets.count != written || !(connector?(targets, member) ?? member.connect(targets)) {
                        scene.report(.outletTarget, "outlet '\(name)' of \(item.object.debugName) could not be connected", at: pair.key.location)
                    }
                }
                continue
            }
            for entry in item.description.outlets {
                guard let (position, _, connector) = item.outletNames.position(where: { $0 == entry.name.value }),
                      wired.indices.contains(position) else { continue }
                let member = wired[position]
                let found = entry.targets.compactMap { target($0.value) }
                guard found.count == entry.targets.count, connector?(found, member) ?? member.connect(found) else {
                    scene.report(.outletTarget, "outlet '\(entry.name.value)' of \(item.object.debugName) could not be connected", at: entry.name.location)
                    continue
                }
            }
        }
    }
}

extension SceneObject {
    /// Connects an outlet by name; false when there is no such outlet or the objects do not fit.
    @discardableResult
    func connect(outlet name: String, to objects: [SceneObject]) -> Bool {
        // Objects made in code, which binding sets connect this way, are read by reflection.
        for case .outlet(let n, let member) in DeclarationReader.members(of: self) where n == name {
            return member.connect(objects)
        }
        return false
    }

    /// Forgets every outlet connection, breaking reference cycles between objects of a closed scene.
    func disconnectOutlets() {
        if let wired = wiredOutlets {
            for outlet in wired { outlet.disconnect() }
            return
        }
        for case .outlet(_, let member) in DeclarationReader.members(of: self) { member.disconnect() }
    }
}
