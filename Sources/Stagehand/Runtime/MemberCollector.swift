/// Collects the `@Property` and `@Outlet` wrappers of an object while it is being created.
///
/// Wrappers announce themselves from their initializers, in the order Swift initializes stored
/// properties. The runtime reads a type's member names once with `Mirror` and afterwards matches
/// them to each new instance's wrappers by that order, so wiring an object costs no reflection.
final class MemberCollector: @unchecked Sendable {
    // Unchecked: a collector is created, filled and read by one synchronous call on one thread.
    var wrappers: [AnyObject] = []

    /// The collector of the object being created on this task, if any.
    @TaskLocal static var current: MemberCollector?

    /// Creates an object of `type`, returning it with its wrappers in initialization order.
    static func make(_ type: SceneObject.Type) -> (SceneObject, [AnyObject]) {
        let collector = MemberCollector()
        let object = $current.withValue(collector) { type.init() }
        return (object, collector.wrappers)
    }

    /// Called by a wrapper's initializer.
    static func announce(_ wrapper: AnyObject) {
        current?.wrappers.append(wrapper)
    }
}
