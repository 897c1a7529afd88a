/// Builds a ``SceneIndex``: looks every type name up once, gives each prototype its own id scope,
/// and reports ids (and segue ids) declared twice.
///
/// One pass over the objects, with explicit work lists rather than recursion, so a deeply nested
/// view tree cannot exhaust the stack and a large scene costs time linear in its objects.
struct SceneIndexBuilder {
    let catalog: TypeCatalog
    let rowItemType: TypeInfo?
    private(set) var diagnostics: [Diagnostic] = []
    /// Types by name, so objects of one type share one ``TypeInfo``; `nil` entries remember
    /// unknown names.
    private var types: [String: TypeInfo?] = [:]
    /// The type name last looked up, and what it named.
    private var lastType: (name: String, info: TypeInfo?)?
    /// Prototypes found while adding views, indexed after the scope that holds their table.
    private var pending: [(prototype: PrototypeDescription, parent: Int, table: Int)] = []

    init(catalog: TypeCatalog, rowItemType: TypeInfo?) {
        self.catalog = catalog
        self.rowItemType = rowItemType
    }

    mutating func build(_ scene: SceneDescription) -> SceneIndex {
        var index = SceneIndex(rowItemType: rowItemType)
        // Children and prototypes come on top of the sections' own objects; a little room for
        // them keeps a large scene's array from doubling for its last few objects.
        let topLevel = scene.dataSources.count + scene.views.count + scene.shortcuts.count + scene.bindings.count
            + scene.bindingSets.count + scene.responders.count
        index.objects.reserveCapacity(topLevel + topLevel / 16 + 16)
        let sceneScope = SceneIndex.sceneScope
        // Growing the table step by step would rehash it; sized for the objects that have ids
        // (bindings seldom do), not for every object.
        let withIDs = [scene.dataSources, scene.views, scene.shortcuts, scene.bindings, scene.bindingSets, scene.responders]
            .reduce(0) { count, section in count + section.reduce(0) { $0 + ($1.hasID ? 1 : 0) } }
        index.scopes[sceneScope].ids.reserveCapacity(withIDs + withIDs / 16 + 16)
        index.scopes[sceneScope].order.reserveCapacity(withIDs + withIDs / 16 + 16)
        for object in scene.dataSources { add(object, scope: sceneScope, to: &index) }
        addViews(scene.views, scope: sceneScope, to: &index)
        let firstShortcut = index.objects.count
        for object in scene.shortcuts { add(object, scope: sceneScope, to: &index) }
        index.shortcutObjects = firstShortcut..<index.objects.count
        for object in scene.bindings { add(object, scope: sceneScope, to: &index) }
        for object in scene.bindingSets { add(object, scope: sceneScope, to: &index) }
        for object in scene.responders { add(object, scope: sceneScope, to: &index) }
        var next = 0
        while next < pending.count {
            let (prototype, parent, table) = pending[next]
            next += 1
            index.scopes.append(IdScope(parent: parent, table: table))
            let scope = index.scopes.count - 1
            addViews(prototype.views, scope: scope, to: &index)
            for object in prototype.bindings { add(object, scope: scope, to: &index) }
            for object in prototype.bindingSets { add(object, scope: scope, to: &index) }
        }
        addSegues(scene.segues, to: &index)
        return index
    }

    /// Adds views and their children depth-first, parents before children, as the scene shows them.
    ///
    /// The stack holds sibling lists and a position in each, so no view is copied on its way
    /// into the index.
    private mutating func addViews(_ roots: [ObjectDescription], scope: Int, to index: inout SceneIndex) {
        var stack: [(siblings: [ObjectDescription], next: Int)] = [(roots, 0)]
        while let top = stack.indices.last {
            let position = stack[top].next
            guard position < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            add(stack[top].siblings[position], scope: scope, to: &index)
            let children = stack[top].siblings[position].children
            if !children.isEmpty { stack.append((children, 0)) }
        }
    }

    private mutating func add(_ object: ObjectDescription, scope: Int, to index: inout SceneIndex) {
        let objectIndex = index.objects.count
        index.objects.append(DeclaredObject(description: object, type: typeInfo(of: object), scope: scope))
        if let prototype = object.prototype { pending.append((prototype, scope, objectIndex)) }
        if let id = object.id { register(id, object: objectIndex, scope: scope, in: &index) }
    }

    private mutating func typeInfo(of object: ObjectDescription) -> TypeInfo? {
        // Objects of one type mostly come in a run: the last name is compared with the object's
        // bytes before any string is made and hashed.
        if let lastType, object.isOfType(named: lastType.name) { return lastType.info }
        guard let name = object.typeName else { return nil }
        let info: TypeInfo?
        if let known = types[name] {
            info = known
        } else {
            info = catalog.declaration(named: name).map(TypeInfo.init)
            types[name] = .some(info)
        }
        lastType = (name, info)
        return info
    }

    private mutating func register(_ id: Located<String>, object: Int, scope: Int, in index: inout SceneIndex) {
        let position = Int32(truncatingIfNeeded: object)
        // The scene's own ids are entered with one look-up (a scene of many objects hashes each
        // id once here); a duplicate puts the first one back.
        if scope == SceneIndex.sceneScope {
            guard let existing = index.scopes[scope].ids.updateValue(position, forKey: id.value) else {
                index.scopes[scope].order.append(position)
                return
            }
            index.scopes[scope].ids[id.value] = existing
        }
        if let existing = index.scopes[scope].ids[id.value] {
            // Sections are indexed in a fixed order, not file order: "duplicate" points at the one
            // written second, so when the earlier-indexed one comes later in the file, they swap.
            let other = index.objects[Int(existing)].anchor
            if SceneIndexBuilder.precedes(other, id.location) {
                report(duplicate: id, first: other, where: "in this scene")
            } else {
                index.scopes[scope].ids[id.value] = position
                report(duplicate: Located(id.value, at: other), first: id.location, where: "in this scene")
            }
            return
        }
        // A row object may not shadow an id of the scene: a row binding naming it would be ambiguous.
        if let parent = index.scopes[scope].parent, case .object(let outer)? = index.resolve(id.value, from: parent) {
            report(duplicate: id, first: index.objects[outer].anchor, where: "outside this prototype")
            return
        }
        index.scopes[scope].ids[id.value] = Int32(truncatingIfNeeded: object)
        index.scopes[scope].order.append(Int32(truncatingIfNeeded: object))
        if scope != SceneIndex.sceneScope, index.prototypeIDs[id.value] == nil {
            index.prototypeIDs[id.value] = id.location
        }
    }

    /// File order within one file: line, then column (the path is the same for every object).
    static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
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
