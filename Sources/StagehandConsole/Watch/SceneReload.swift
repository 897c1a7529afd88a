import Stagehand

/// Builds a scene again from its edited description, carrying over what the person was doing:
/// the value of every data source whose declaration did not change, the text typed into fields
/// that still exist, and the focus when the focused view still exists.
///
/// Only data sources that hold a value of their own (no outlets: `StaticDataSource`,
/// `FileDataSource`, `IncomingDataSource`…) are carried over; those derived from others compute
/// theirs again from the carried values. A `FileDataSource` whose file changed loads the new file.
struct SceneReload {
    /// Whether a data source holds a value of its own: its type has no outlet but an `input`
    /// (whose value a `select` may be computed from), it connects none, and it runs no command.
    static func holdsItsOwnValue(_ object: ObjectDescription, _ type: TypeDeclaration) -> Bool {
        type.outlets.allSatisfy { $0.name == "input" } && object.outlet("input") == nil
            && type.properties(meaning: .command).isEmpty
    }

    /// The stage the scene is on: its registry, clock, shared data files and options.
    let stage: Stage

    /// What makes two declarations of a data source the same: its type, properties and outlets.
    private struct Signature: Equatable {
        var type: String?
        var properties: [String: Value]
        var outlets: [String: [String]]

        init(_ object: ObjectDescription) {
            type = object.type?.value
            properties = Dictionary(object.properties.map { ($0.name.value, Value($0.value)) }, uniquingKeysWith: { a, _ in a })
            outlets = Dictionary(object.outlets.map { ($0.name.value, $0.targets.map(\.value)) }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// The new scene, built from `compiled`, with `old`'s values and focus where they still fit;
    /// `nil` when the compiled scene has errors. `changedFiles` are the files that changed on disk
    /// (normalized paths).
    func reload(_ old: LiveScene, as compiled: CompiledScene, changedFiles: Set<String>) -> LiveScene? {
        let registry = stage.registry
        guard let description = compiled.runnable, let scene = LiveScene(
            compiled: compiled, registry: registry, clock: stage.clock, incoming: old.incomingValue,
            incomingFrom: old.incomingOrigin, dataFiles: stage.dataFiles, options: stage.sceneOptions)
        else { return nil }
        let oldDeclarations = Dictionary(
            old.description.dataSources.compactMap { object in object.id.map { ($0.value, object) } },
            uniquingKeysWith: { a, _ in a })
        let directory = PathResolver.directory(of: description.file)
        for object in description.dataSources {
            guard let id = object.id?.value, let before = oldDeclarations[id], Signature(before) == Signature(object),
                let type = object.type.flatMap({ registry.declaration(named: $0.value) }), Self.holdsItsOwnValue(object, type),
                let fresh = scene.objectsByID[id] as? DataSource, let kept = old.objectsByID[id] as? DataSource
            else { continue }
            let readsAChangedFile = type.properties(meaning: .dataFile).contains { property in
                object.property(property.name)?.scalarText.map { changedFiles.contains(PathResolver.resolve($0, against: directory)) } ?? false
            }
            if readsAChangedFile { continue }
            if fresh.value != kept.value { fresh.setValue(kept.value) }
        }
        // Text typed into a field stays, and reaches the data sources that read the field the way
        // typing does (through `change`).
        for case let field as any TextEditing in old.objects {
            guard let id = field.id, !field.text.isEmpty, let fresh = scene.objectsByID[id] as? any TextEditing,
                fresh.text != field.text
            else { continue }
            fresh.setText(field.text)
        }
        if let focusedID = old.focusedView?.id, let view = scene.objectsByID[focusedID] as? View {
            _ = scene.focus(view)
        }
        return scene
    }
}
