#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects the `@Property` and `@Outlet` wrappers of an object while it is being created.
///
/// Wrappers announce themselves from their initializers, in the order Swift initializes stored
/// properties, already typed as a property or an outlet (their initializers know which they
/// are). The runtime reads a type's member names once and afterwards matches them to each new
/// instance's wrappers by that order, so wiring an object costs no reflection and no dynamic cast.
///
/// The collector of the object being created is found through a thread-local slot rather than a
/// task-local value: a scene of many objects announces hundreds of thousands of wrappers, and a
/// task-local binding and look-up cost several times what the announcement itself does.
final class MemberCollector: @unchecked Sendable {
    // Unchecked: a collector is created, filled and read by one synchronous call on one thread,
    // and only that thread's slot points at it. For the same reason its list needs no dynamic
    // exclusivity check, which cost more than the append it guarded, once per wrapper made.
    @exclusivity(unchecked) var wrappers: [Wrapper] = []
    /// Whether the wrappers keep what their type's declaration reads: when the type is being
    /// registered, not when an object is made for a scene.
    let keepsDeclarations: Bool

    private init(keepsDeclarations: Bool) { self.keepsDeclarations = keepsDeclarations }

    /// A wrapper as it announced itself.
    enum Wrapper {
        case property(PropertyMember)
        case outlet(OutletMember)

        /// Whether the wrapper is a property's (not an outlet's).
        var isProperty: Bool {
            if case .property = self { true } else { false }
        }

        /// The wrapper object, to compare by identity.
        var object: AnyObject {
            switch self {
            case .property(let p): p
            case .outlet(let o): o
            }
        }
    }

    /// The thread-local slot that points at the collector of the object being created on this
    /// thread; created once, never deleted (the process holds one such slot).
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Creates an object of `type`, returning it with its wrappers in initialization order.
    ///
    /// - Parameters:
    ///   - type: the class to instantiate.
    ///   - expected: how many wrappers the type is known to have, to size the list once.
    ///   - declaring: whether the type is being registered, so its wrappers keep their declarations.
    static func make(_ type: SceneObject.Type, expecting expected: Int = 0, declaring: Bool) -> (SceneObject, [Wrapper]) {
        let collector = MemberCollector(keepsDeclarations: declaring)
        collector.wrappers.reserveCapacity(expected)
        // An initializer may create other scene objects: the outer collector is restored after.
        let outer = pthread_getspecific(slot)
        pthread_setspecific(slot, Unmanaged.passUnretained(collector).toOpaque())
        let object = withExtendedLifetime(collector) { type.init() }
        pthread_setspecific(slot, outer)
        return (object, collector.wrappers)
    }

    /// Whether a wrapper being initialized on this thread keeps its declaration: when its type
    /// is being registered, or when no collector is making the object (one made by hand).
    static var keepsDeclarations: Bool {
        guard let pointer = pthread_getspecific(slot) else { return true }
        return Unmanaged<MemberCollector>.fromOpaque(pointer).takeUnretainedValue().keepsDeclarations
    }

    /// Called by a wrapper's initializer.
    static func announce(_ wrapper: Wrapper) {
        guard let pointer = pthread_getspecific(slot) else { return }
        Unmanaged<MemberCollector>.fromOpaque(pointer).takeUnretainedValue().wrappers.append(wrapper)
    }
}
