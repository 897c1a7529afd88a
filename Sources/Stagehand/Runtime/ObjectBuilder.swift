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

    /// The type name last looked up, its declaration and its member table: objects of one type
    /// mostly come in a run, and the catalog hashes the name and takes a lock for each lookup.
    private var lastTypeName: String?
    private var lastDeclaration: (TypeDeclaration, SceneObject.Type, MemberTable)?

    init(registry: Registry, scene: LiveScene) {
        self.registry = registry
        self.scene = scene
        self.catalog = registry.catalog
    }

    /// What the builder held back while the scene's collection values were still being built
    /// (see ``LiveScene/valuesBeingBuilt``), in the order it would have done it.
    private enum Held {
        case assignment(Node, set: PropertySetter, named: String, of: SceneObject)
        case report(DiagnosticCode, String, at: SourceLocation)
    }

    private var held: [Held] = []

    /// An object made from a description, with its type's member table.
    struct Made {
        let object: SceneObject
        let description: ObjectDescription
        let members: MemberTable
    }

    /// Makes one object (and, for views, its children), assigning properties; nil for an unknown type.
    mutating func make(_ description: ObjectDescription, into made: inout [Made], scope: inout [String: SceneObject]) -> SceneObject? {
        guard let typeName = description.typeName, let (declaration, objectType, members) = declaration(named: typeName) else {
            return nil
        }
        let object: SceneObject
        var needs: [(id: ObjectIdentifier, name: String, resolved: Bool)] = []
        if declaration.serviceNeeds.isEmpty {
            object = objectType.init()
        } else {
            let scope: ServiceScope
            (object, scope) = ServiceScope.collecting(from: registry, fixtures: scene.options.fixtures,
                                                      standIns: scene.options.standInServices) { objectType.init() }
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
        // Kept to disconnect its outlets when the scene closes.
        object.memberTable = members
        let properties = members.properties
        if let pairs = description.propertyMapping?.pairs {
            // Names compared against the file's bytes: no string is made for a property that converts.
            for pair in pairs {
                guard let index = properties.firstIndex(where: { pair.key.hasScalarText($0.name) }) else { continue }
                assignOrHold(pair.value, set: properties[index].set, named: properties[index].name, of: object)
            }
        } else {
            for entry in description.properties {
                guard let index = properties.firstIndex(where: { $0.name == entry.name.value }) else { continue }
                assignOrHold(entry.value, set: properties[index].set, named: properties[index].name, of: object)
            }
        }
        if let id = object.id { scope[id] = object }
        made.append(Made(object: object, description: description, members: members))
        if let view = object as? View {
            for child in description.children {
                guard let childView = make(child, into: &made, scope: &scope) as? View else { continue }
                childView.parent = view
                view.children.append(childView)
            }
        }
        return object
    }

    private mutating func declaration(named name: String) -> (TypeDeclaration, SceneObject.Type, MemberTable)? {
        if name == lastTypeName, let lastDeclaration { return lastDeclaration }
        guard let declaration = catalog.declaration(named: name) else { return nil }
        let objectType = declaration.objectType
        let found = (declaration, objectType, DeclarationReader.table(of: objectType))
        (lastTypeName, lastDeclaration) = (name, found)
        return found
    }

    /// Assigns a property's written value, or holds it back while it is still being built.
    private mutating func assignOrHold(_ value: Node, set: @escaping PropertySetter, named name: String, of object: SceneObject) {
        if scene.valuesBeingBuilt != nil, PropertyValueBuild.builds(value) {
            held.append(.assignment(value, set: set, named: name, of: object))
        } else {
            assign(value, set: set, named: name, of: object)
        }
    }

    /// Assigns a property's written value, reporting a value that does not convert.
    private mutating func assign(_ value: Node, set: PropertySetter, named name: String, of object: SceneObject) {
        if !set(object, scene.propertyValue(of: value)) {
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
            case .assignment(let value, let set, let name, let object):
                assign(value, set: set, named: name, of: object)
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
            let outlets = item.members.outlets
            guard !outlets.isEmpty else { continue }
            if let pairs = item.description.outletMapping?.pairs {
                // Read from the mapping as written: the ids the decoder accepted, with no entries made.
                for pair in pairs {
                    guard let outlet = outlets.first(where: { pair.key.hasScalarText($0.name) }) else { continue }
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
                    if targets.count != written || !outlet.connect(item.object, targets) {
                        scene.report(.outletTarget, "outlet '\(outlet.name)' of \(item.object.debugName) could not be connected", at: pair.key.location)
                    }
                }
                continue
            }
            for entry in item.description.outlets {
                guard let outlet = outlets.first(where: { $0.name == entry.name.value }) else { continue }
                let found = entry.targets.compactMap { target($0.value) }
                guard found.count == entry.targets.count, outlet.connect(item.object, found) else {
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
    package func connect(outlet name: String, to objects: [SceneObject]) -> Bool {
        // Objects made in code, which binding sets connect this way, find their class's table.
        let table = memberTable ?? DeclarationReader.table(of: type(of: self))
        guard let outlet = table.outlets.first(where: { $0.name == name }) else { return false }
        memberTable = table
        return outlet.connect(self, objects)
    }

    /// Forgets every outlet connection, breaking reference cycles between objects of a closed
    /// scene. An object the runtime made keeps its class's table when it has outlets; another
    /// (made in code) finds its class's.
    package func disconnectOutlets() {
        let table = memberTable ?? DeclarationReader.table(of: type(of: self))
        for outlet in table.outlets { outlet.disconnect(self) }
    }
}
