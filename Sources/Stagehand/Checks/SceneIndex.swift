/// Every declared object of a scene with its declaration, and the id scopes that resolve references.
///
/// Built once per check by ``SceneIndexBuilder``; every later check looks ids up here in constant
/// time, so a scene of any size is checked in time linear in its objects.
package struct SceneIndex: Sendable {
    /// Every object: the scene's (data sources, views depth-first, bindings, binding sets,
    /// responders), then each prototype's.
    package var objects: [DeclaredObject] = []
    /// Scope 0 is the scene; each table prototype adds one.
    var scopes: [IdScope] = [IdScope(parent: nil)]
    /// Segue ids, a namespace of their own, with where each is declared.
    var segueIDs: [String: SourceLocation] = [:]
    /// The positions in ``objects`` of the entries of the scene's `keys` section.
    var shortcutObjects: Range<Int> = 0..<0
    /// Ids declared only inside prototypes, so a reference from outside can say why it fails.
    var prototypeIDs: [String: SourceLocation] = [:]
    /// What `item` is inside a prototype: a plain data source holding the row's value.
    let rowItemType: TypeInfo?

    /// The index of the scene's own scope.
    static let sceneScope = 0

    /// What `id` names when used from `scope`: the scope's own ids, then `item` in a prototype,
    /// then the enclosing scopes out to the scene.
    func resolve(_ id: String, from scope: Int) -> ResolvedTarget? {
        // Each scope is read where it lies: a copy would retain its dictionary, which every
        // checking thread looks ids up in, and contending for that count costs more than the lookup.
        var current: Int? = scope
        while let index = current {
            if let object = scopes[index].ids[id] { return .object(Int(object)) }
            if scopes[index].hasRowItem, id == rowItemID { return .rowItem }
            current = scopes[index].parent
        }
        return nil
    }

    /// The type of what a resolved id names, `nil` for an object of unknown type.
    func type(of target: ResolvedTarget) -> TypeInfo? {
        switch target {
        case .object(let index): objects[index].type
        case .rowItem: rowItemType
        }
    }

    /// Every id visible from `scope`, for did-you-mean hints; only computed when reporting.
    func visibleIDs(from scope: Int) -> [String] {
        var result: [String] = []
        var current: Int? = scope
        while let index = current {
            let candidate = scopes[index]
            if candidate.hasRowItem { result.append(rowItemID) }
            result.append(contentsOf: orderedIDs(of: candidate))
            current = candidate.parent
        }
        return result
    }

    /// A scope's ids in file order.
    func orderedIDs(of scope: IdScope) -> [String] {
        scope.order.compactMap { objects[Int($0)].description.id?.value }
    }

    /// The `unknown-id` diagnostic for an id that resolves to nothing from `scope`, with a hint.
    ///
    /// - Parameter place: where the id was used, e.g. "in outlet 'view' of TextBinding".
    func unknownID(_ id: Located<String>, from scope: Int, _ place: String, candidates: [String]? = nil) -> Diagnostic {
        if scope == SceneIndex.sceneScope, let inside = prototypeIDs[id.value] {
            return Diagnostic(
                .unknownId,
                "unknown id '\(id.value)' \(place): '\(id.value)' is declared inside a table prototype and exists once per row, so only objects of that prototype can name it",
                at: id.location,
                notes: [Diagnostic.Note("'\(id.value)' is declared here", at: inside)])
        }
        let hint = Suggestion.hint(for: id.value, in: candidates ?? visibleIDs(from: scope))
            ?? "no object of the scene has this id"
        return Diagnostic(.unknownId, "unknown id '\(id.value)' \(place); \(hint)", at: id.location)
    }
}
