extension TypeDeclaration {
    /// The Swift class instantiated for the type.
    public var objectType: SceneObject.Type { sceneObjectClass(objectClass) }
}

extension OutletSpec {
    /// The class the target must be (or inherit from).
    public var targetClass: SceneObject.Type { sceneObjectClass(targetObjectClass) }
}

/// A class the catalog keeps as the scene object class it is. Every declaration, and every
/// outlet's target, is read from a `SceneObject` class (`DeclarationReader` and `Outlet` are the
/// only code that makes them), so the cast holds; were it ever to fail, the base class stands in
/// rather than the process stopping.
private func sceneObjectClass(_ type: AnyObject.Type) -> SceneObject.Type {
    type as? SceneObject.Type ?? SceneObject.self
}
