/// What a type declares about one outlet: what it may point to, and how many.
public struct OutletSpec: Sendable {
    /// The key under `outlets:`.
    public var name: String
    /// The role of the objects it accepts.
    public var targetRole: Role
    /// The class the target must be (or inherit from), as the catalog keeps it: the runtime, the
    /// layer that knows object classes, gives it typed as ``targetClass``.
    var targetObjectClass: AnyObject.Type
    /// Whether a class is the target class or one of its subclasses; captured generically where
    /// the outlet is declared, so no runtime class walking is needed.
    var isTargetClass: @Sendable (AnyObject.Type) -> Bool
    /// Whether ``targetDescription`` names the target class: not when any object of the role
    /// fits (the class is the role's own base class, or the root of them all).
    var namesTargetClass: Bool
    /// Capabilities a view target must have.
    public var requiredCapabilities: Set<ViewCapability>
    /// Whether it takes a list of ids (an outlet collection).
    public var isCollection: Bool
    /// Whether a scene must connect it.
    public var isRequired: Bool
    /// One line for `stagehand types` and the schema.
    public var summary: String

    /// Whether an object of the given type may be connected to this outlet.
    ///
    /// - Parameter declaration: The declared type of the object to connect.
    /// - Returns: Whether its role, class and capabilities fit.
    public func accepts(_ declaration: TypeDeclaration) -> Bool {
        declaration.role == targetRole
            && isTargetClass(declaration.objectClass)
            && requiredCapabilities.isSubset(of: declaration.capabilities)
    }

    /// What the outlet accepts, in words: "a data source", "a view that can show text", "Table views".
    public var targetDescription: String {
        var text = targetRole.displayName
        if namesTargetClass { text = "\(targetObjectClass) " + text }
        if !requiredCapabilities.isEmpty {
            text += " with " + requiredCapabilities.sorted().map(\.name).joined(separator: ", ")
        }
        return (isCollection ? "a list of " : "a ") + text + (isCollection ? "s" : "")
    }
}
