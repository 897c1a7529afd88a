/// Generates JSON Schemas (draft-07) for scene and script files from a registry, so editors
/// can complete and check files as they are written.
///
/// The scene schema is derived from the registered declarations: a custom type appears with its
/// properties and outlets as soon as it is registered. Output is deterministic (types in
/// registration order), so a committed schema file can be compared with a fresh one.
///
/// ```swift
/// let registry = Registry()
/// try registry.register(GreetingBinding.self)
/// print(SchemaGenerator(registry: registry).sceneSchema().jsonText())
/// ```
///
/// A schema checks shapes only: that a type exists in its section, that properties have the right
/// kinds, that outlets are ids. What ids refer to, and whether events exist, is for `stagehand lint`.
package struct SchemaGenerator {
    private let registry: Registry

    /// Creates a generator for the types registered in `registry`.
    package init(registry: Registry) {
        self.registry = registry
    }

    /// The schema of `*.scene.yaml` and `*.scene.json` files.
    package func sceneSchema() -> Value {
        SceneSchema(declarations: registry.declarations).document()
    }

    /// The schema of `*.script.yaml` and `*.script.json` files; it does not depend on the registry.
    package func scriptSchema() -> Value {
        ScriptSchema.document()
    }
}
