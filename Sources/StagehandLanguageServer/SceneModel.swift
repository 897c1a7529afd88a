import Stagehand

/// A decoded scene with every declared object's type looked up: what completion, hover and
/// navigation ask about ids and types.
struct SceneModel {
    /// One declared object.
    struct Object {
        let description: ObjectDescription
        let declaration: TypeDeclaration?
        /// Whether it is declared inside a table prototype (and exists once per row).
        let inPrototype: Bool
    }

    let scene: SceneDescription
    let objects: [Object]
    /// Objects by id; the first declaration wins, as lint reports the second.
    let byID: [String: Object]

    init(scene: SceneDescription, registry: Registry) {
        self.scene = scene
        var objects: [Object] = []
        func add(_ list: [ObjectDescription], inPrototype: Bool) {
            for description in list {
                objects.append(Object(description: description,
                                      declaration: description.type.flatMap { registry.declaration(named: $0.value) },
                                      inPrototype: inPrototype))
            }
        }
        add(scene.allObjects, inPrototype: false)
        var pending = scene.allViews.compactMap(\.prototype)
        while let prototype = pending.popLast() {
            let rows = prototype.allObjects
            add(rows, inPrototype: true)
            pending += rows.compactMap(\.prototype)
        }
        self.objects = objects
        var byID: [String: Object] = [:]
        for object in objects {
            if let id = object.description.id?.value, byID[id] == nil { byID[id] = object }
        }
        self.byID = byID
    }

    /// The views of the scene outside prototypes, with their declarations.
    var views: [Object] {
        objects.filter { !$0.inPrototype && $0.declaration?.role == .view && $0.description.id != nil }
    }

    /// Whether an object of the scene holds what a segue passes to it (`IncomingDataSource`).
    var receivesSegue: Bool {
        objects.contains { $0.declaration?.dataFlow == .receivesSegue }
    }

    /// Decodes a scene from text; `nil` when it does not parse.
    static func parse(_ bytes: [UInt8], file: String, registry: Registry, limits: LoadLimits) -> SceneModel? {
        guard let scene = SceneCompiler(registry: registry, limits: limits).decodeScene(bytes: bytes, file: file).description else { return nil }
        return SceneModel(scene: scene, registry: registry)
    }
}
