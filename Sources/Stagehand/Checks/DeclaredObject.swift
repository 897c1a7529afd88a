/// One declared object as the checks see it: its description, the registry's declaration of its
/// type (when the type is known), and the id scope it was declared in.
///
/// A struct of two references and an index, stored inline in the index's array: a class would
/// cost every object of a large scene an allocation of its own at lint's peak, and its
/// description is itself one shared box, so a copy costs two retains.
package struct DeclaredObject: Sendable {
    /// The object as written.
    let description: ObjectDescription
    /// Its type; `nil` when `type` is missing or unknown (already diagnosed), so later checks
    /// skip what they cannot judge instead of piling up follow-on errors.
    let type: TypeInfo?
    /// The index of its scope in ``SceneIndex/scopes``: 0 is the scene, others are prototypes.
    let scope: Int

    init(description: ObjectDescription, type: TypeInfo?, scope: Int) {
        self.description = description
        self.type = type
        self.scope = scope
    }

    /// The declaration of its type, when known.
    var declaration: TypeDeclaration? { type?.declaration }

    /// How messages name the object: `TextBinding 'title'`, or the type alone without an id.
    var displayName: String {
        let type = description.type?.value ?? description.section.displayName
        return description.id.map { "\(type) '\($0.value)'" } ?? type
    }

    /// How a message starts when it is about the object: `'title' (Label)`, or `a Label` (`an OptionsBinding`) without
    /// an id; never capitalised, since messages start in lowercase.
    var subject: String {
        let type = description.type?.value ?? description.section.displayName
        return description.id.map { "'\($0.value)' (\(type))" } ?? type.withIndefiniteArticle
    }

    /// How messages describe the object as a target: `a StaticDataSource (data source)`.
    var kindDescription: String {
        guard let declaration else { return "an object of unknown type" }
        return "\(declaration.name.withIndefiniteArticle) (\(declaration.role.displayName))"
    }

    /// Where messages about the object as a whole point: its id when it has one, else its start.
    package var anchor: SourceLocation { description.id?.location ?? description.location }
}
