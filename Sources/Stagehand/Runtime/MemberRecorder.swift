#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records what the `@Property` and `@Outlet` wrappers of an object declare, while an object is
/// made to register its type: the only time a wrapper's declaration (summary, choices, scene
/// name) is kept. Objects a scene makes are made with no recorder, and their wrappers keep
/// nothing but their values.
///
/// The recorder is found through a thread-local slot rather than a task-local value: every
/// wrapper initializer asks for it, on every object a scene makes, and a slot that is empty
/// answers in a few instructions.
package final class MemberRecorder {
    /// The declarations, in the order the wrappers initialized.
    private(set) var recorded: [RecordedMember] = []

    private init() {}

    /// Called by a wrapper's initializer while its type is registered.
    func record(_ member: RecordedMember) { recorded.append(member) }

    /// The thread-local slot that points at the recorder of the object being made on this
    /// thread; created once, never deleted (the process holds one such slot).
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The recorder of the object being registered on this thread; `nil` (almost always) otherwise.
    static var current: MemberRecorder? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return Unmanaged<MemberRecorder>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Makes an object of `type`, returning it with what its wrappers declared, in initialization order.
    package static func recording(_ type: SceneObject.Type) -> (SceneObject, [RecordedMember]) {
        let recorder = MemberRecorder()
        // An initializer may itself register or record: the outer recorder is restored after.
        let outer = pthread_getspecific(slot)
        pthread_setspecific(slot, Unmanaged.passUnretained(recorder).toOpaque())
        let object = withExtendedLifetime(recorder) { type.init() }
        pthread_setspecific(slot, outer)
        return (object, recorder.recorded)
    }
}

/// What one wrapper declared, recorded when its type is registered: the wrapper's type (to
/// find its field), the scene name it was given, and how to describe and set it once its Swift
/// name and place in the object are known. Made where the wrapper's value type is known, so the
/// setter it makes costs no dynamic cast.
package struct RecordedMember {
    let wrapperType: ObjectIdentifier
    let sceneName: String?
    let bind: (_ name: String, _ offset: Int) -> BoundMember
}

/// A wrapper that can describe itself without its declaration: for a type whose wrappers could
/// not all be matched to their fields (see ``DeclarationReader``).
protocol UndeclaredMember {
    /// The member with its type's defaults, its default value read from `object`'s field at `offset`.
    static func undeclared(defaultOf object: AnyObject, at offset: Int) -> RecordedMember
}
