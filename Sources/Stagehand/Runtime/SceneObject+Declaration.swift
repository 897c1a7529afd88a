extension SceneObject {
    /// The declaration of this class under `name`, read from a fresh instance and the class's
    /// own description: what the registry records when a type is registered.
    package static func declaration(named name: String, isStandard: Bool) -> TypeDeclaration {
        DeclarationReader.declaration(of: self, name: name, isStandard: isStandard)
    }

    /// What `item` is inside a table prototype: a plain data source. Read once per process (it
    /// creates an object and reflects on it), for every registry.
    static let rowItemDeclaration = DeclarationReader.declaration(of: DataSource.self, name: rowItemID, isStandard: true)
}
