/// A Swift type an `@Outlet` can hold: a scene object class, an optional one, or an array of them.
///
/// Its metatype is sendable: an outlet's declaration tests target classes with it, and
/// declarations are shared between the threads that lint files at once.
public protocol OutletValue: SendableMetatype {
    /// The role of the objects the outlet accepts.
    static var outletRole: Role { get }
    /// The class the objects must be.
    static var outletClass: SceneObject.Type { get }
    /// Whether a class is acceptable (`outletClass` or a subclass).
    static func acceptsOutletClass(_ type: SceneObject.Type) -> Bool
    /// Whether the outlet takes a list of ids.
    static var isOutletCollection: Bool { get }
    /// Whether a scene must connect the outlet.
    static var isOutletRequired: Bool { get }
    /// The value for the connected objects; `nil` when one of them is of the wrong class.
    static func connecting(_ objects: [SceneObject]) -> Self?
    /// The value an unconnected outlet reads as: `nil`, `[]`, or a detached placeholder object.
    static func unconnectedOutlet() -> Self
}

/// A required outlet that takes exactly one object of this class or a subclass.
extension SceneObject: OutletValue {
    public static var outletRole: Role { role }
    public static var outletClass: SceneObject.Type { self }
    public static func acceptsOutletClass(_ type: SceneObject.Type) -> Bool { type is Self.Type }
    public static var isOutletCollection: Bool { false }
    public static var isOutletRequired: Bool { true }
    public static func connecting(_ objects: [SceneObject]) -> Self? {
        guard objects.count == 1 else { return nil }
        return objects[0] as? Self
    }
    public static func unconnectedOutlet() -> Self { Self() }
}

/// An outlet a scene may leave unconnected; it reads as `nil` then.
extension Optional: OutletValue where Wrapped: OutletValue {
    public static var outletRole: Role { Wrapped.outletRole }
    public static var outletClass: SceneObject.Type { Wrapped.outletClass }
    public static func acceptsOutletClass(_ type: SceneObject.Type) -> Bool { Wrapped.acceptsOutletClass(type) }
    public static var isOutletCollection: Bool { Wrapped.isOutletCollection }
    public static var isOutletRequired: Bool { false }
    public static func connecting(_ objects: [SceneObject]) -> Self? {
        Wrapped.connecting(objects).map { .some($0) }
    }
    public static func unconnectedOutlet() -> Self { .none }
}

/// An outlet that takes a list of ids, all of the element's class; unconnected, it reads as `[]`.
extension Array: OutletValue where Element: SceneObject {
    public static var outletRole: Role { Element.role }
    public static var outletClass: SceneObject.Type { Element.self }
    public static func acceptsOutletClass(_ type: SceneObject.Type) -> Bool { type is Element.Type }
    public static var isOutletCollection: Bool { true }
    public static var isOutletRequired: Bool { false }
    public static func connecting(_ objects: [SceneObject]) -> Self? {
        var result: [Element] = []
        result.reserveCapacity(objects.count)
        for object in objects {
            guard let element = object as? Element else { return nil }
            result.append(element)
        }
        return result
    }
    public static func unconnectedOutlet() -> Self { [] }
}
