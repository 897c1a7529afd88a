/// Builds a ``SceneIndex``: looks every object's type up once, gives each prototype its own id
/// scope, and reports ids (and segue ids) declared twice.
///
/// Works with explicit work lists, never recursion, so a deeply nested view tree cannot exhaust
/// the stack.
struct SceneIndexBuilder {
    let registry: Registry
    let rowItemDeclaration: TypeDeclaration
    private(set) var diagnostics: [Diagnostic] = []

    init(registry: Registry, rowItemDeclaration: TypeDeclaration) {
        self.registry = registry
        self.rowItemDeclaration = rowItemDeclaration
    }

    mutating func build(_ scene: SceneDescription) -> SceneIndex {
        var index = SceneIndex(rowItemDeclaration: rowItemDeclaration)
        index.objects.reserveCapacity(scene.dataSources.count + scene.views.count + scene.bindings.count
            + scene.bindingSets.count + scene.responders.count)
        // Prototypes found while adding views, checked after the scope that holds their table.
        var pending: [(prototype: PrototypeDescription, parent: Int)] = []
        add(scene.allObjects, scope: SceneIndex.sceneScope, to: &index, pending: &pending)
        var next = 0
        while next < pending.count {
            let (prototype, parent) = pending[next]
            next += 1
            index.scopes.append(IdScope(parent: parent))
            add(prototype.allObjects, scope: index.scopes.count - 1, to: &index, pending: &pending)
        }
        addSegues(scene.segues, to: &index)
        return index
    }

    private mutating func add(
        _ objects: [ObjectDescription], scope: Int, to index: inout SceneIndex,
        pending: inout [(prototype: PrototypeDescription, parent: Int)]
    ) {
        let first = index.objects.count
        for object in objects {
            let declaration = object.type.flatMap { registry.declaration(named: $0.value) }
            index.objects.append(DeclaredObject(description: object, declaration: declaration, scope: scope))
            if let prototype = object.prototype { pending.append((prototype, scope)) }
        }
        // Register ids in file order, so "duplicate" points at the one written second even when
        // sections are written in another order than the index keeps them.
        let withIDs = (first..<index.objects.count).filter { index.objects[$0].description.id != nil }
        let ordered = withIDs.sorted { index.objects[$0].anchor < index.objects[$1].anchor }
        for objectIndex in ordered {
            guard let id = index.objects[objectIndex].description.id else { continue }
            register(id, object: objectIndex, scope: scope, in: &index)
        }
    }

    private mutating func register(_ id: Located<String>, object: Int, scope: Int, in index: inout SceneIndex) {
        if let existing = index.scopes[scope].ids[id.value] {
            report(duplicate: id, first: index.objects[existing].anchor, where: "in this scene")
            return
        }
        // A row object may not shadow an id of the scene: a row binding naming it would be ambiguous.
        if let parent = index.scopes[scope].parent, case .object(let outer)? = index.resolve(id.value, from: parent) {
            report(duplicate: id, first: index.objects[outer].anchor, where: "outside this prototype")
            return
        }
        index.scopes[scope].ids[id.value] = object
        index.scopes[scope].order.append(id.value)
        if scope != SceneIndex.sceneScope, index.prototypeIDs[id.value] == nil {
            index.prototypeIDs[id.value] = id.location
        }
    }

    private mutating func addSegues(_ segues: [SegueDescription], to index: inout SceneIndex) {
        for segue in segues {
            guard let id = segue.id else { continue }
            if let first = index.segueIDs[id.value] {
                diagnostics.append(Diagnostic(
                    .duplicateId, "duplicate segue id '\(id.value)'; give each segue its own id",
                    at: id.location, notes: [Diagnostic.Note("'\(id.value)' is first used here", at: first)]))
            } else {
                index.segueIDs[id.value] = id.location
            }
        }
    }

    private mutating func report(duplicate id: Located<String>, first: SourceLocation, where place: String) {
        diagnostics.append(Diagnostic(
            .duplicateId, "duplicate id '\(id.value)': another object \(place) already has it; give each object its own id",
            at: id.location, notes: [Diagnostic.Note("'\(id.value)' is first used here", at: first)]))
    }
}
