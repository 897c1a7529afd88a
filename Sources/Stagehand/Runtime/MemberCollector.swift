/// Collects the `@Property` and `@Outlet` wrappers of an object while it is being created.
///
/// Wrappers announce themselves from their initializers, in the order Swift initializes stored
/// properties, already typed as a property or an outlet (their initializers know which they
/// are). The runtime reads a type's member names once and afterwards matches them to each new
/// instance's wrappers by that order, so wiring an object costs no reflection and no dynamic cast.
final class MemberCollector: @unchecked Sendable {
    // Unchecked: a collector is created, filled and read by one synchronous call on one thread.
    var wrappers: [Wrapper] = []

    /// A wrapper as it announced itself.
    enum Wrapper {
        case property(PropertyMember)
        case outlet(OutletMember)

        /// The wrapper object, to compare by identity.
        var object: AnyObject {
            switch self {
            case .property(let p): p
            case .outlet(let o): o
            }
        }
    }

    /// The collector of the object being created on this task, if any.
    @TaskLocal static var current: MemberCollector?

    /// Creates an object of `type`, returning it with its wrappers in initialization order.
    static func make(_ type: SceneObject.Type) -> (SceneObject, [Wrapper]) {
        let collector = MemberCollector()
        let object = $current.withValue(collector) { type.init() }
        return (object, collector.wrappers)
    }

    /// Called by a wrapper's initializer.
    static func announce(_ wrapper: Wrapper) {
        current?.wrappers.append(wrapper)
    }
}
