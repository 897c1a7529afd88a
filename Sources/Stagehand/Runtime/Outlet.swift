/// Declares an outlet of a scene object; its name is the Swift property's name.
///
/// The Swift type says what the outlet accepts and how many:
///
/// ```swift
/// @Outlet var people: DataSource                 // required, one data source
/// @Outlet var detail: Label?                     // optional
/// @Outlet var fields: [TextField]                // an outlet collection
/// @Outlet(accepts: [.text]) var view: View       // any view that can show text
/// ```
///
/// Lint checks every connection against this before a scene runs, so a required outlet is always
/// connected when ``SceneObject/awake()`` is called. Read before that (or on a detached object),
/// an unconnected outlet gives `nil`, `[]` or a placeholder object that belongs to no scene.
///
/// The connection is held inline, in the object; what the outlet declares is read once, when
/// the type is registered (see ``Property``).
@propertyWrapper
public struct Outlet<T: OutletValue> {
    private var state = OutletState<T>.unconnected

    /// Declares an outlet. Pass `required: false` to make a non-optional outlet optional anyway,
    /// and `name:` when the key scenes write differs from the Swift property's name.
    ///
    /// - Parameters:
    ///   - capabilities: What a view connected here must be able to do, such as `.table`. Read
    ///     only when the type is registered: the many instances a scene makes do not build the set.
    ///   - summary: One line for `stagehand types`, completion and the schema.
    ///   - name: The key scenes write, when it differs from the Swift property's name.
    ///   - required: Whether a scene must connect it; by default, only an outlet of one non-optional object.
    public init(
        accepts capabilities: @autoclosure () -> Set<ViewCapability> = [], _ summary: String = "", name: String? = nil,
        required: Bool? = nil
    ) {
        // Only while the type is being registered; an object a scene makes records nothing.
        if let recorder = MemberRecorder.current {
            recorder.record(Self.declared(
                sceneName: name, requiredCapabilities: capabilities(), summary: summary, isRequired: required ?? T.isOutletRequired))
        }
    }

    /// The connected object(s); unconnected, the same placeholder on every read (made on the
    /// first), so what is set on it reads back.
    public var wrappedValue: T {
        mutating get {
            switch state {
            case .connected(let value), .placeholder(let value): return value
            case .unconnected:
                let placeholder = T.unconnectedOutlet()
                state = .placeholder(placeholder)
                return placeholder
            }
        }
    }

    /// Whether the scene connected this outlet.
    public var projectedValue: Bool {
        if case .connected = state { true } else { false }
    }

    /// Connects the objects, as a scene's `outlets:` would: for objects made in code (a binding
    /// set's bindings). False when one is of the wrong class.
    @discardableResult
    mutating func connect(_ objects: [SceneObject]) -> Bool {
        guard let value = T.connecting(objects) else { return false }
        state = .connected(value)
        return true
    }

    /// An outlet's declaration, as its type's registration records it (see ``Property/declared``).
    static func declared(sceneName: String?, requiredCapabilities: Set<ViewCapability>, summary: String, isRequired: Bool) -> RecordedMember {
        RecordedMember(wrapperType: ObjectIdentifier(Self.self), sceneName: sceneName) { name, offset in
            let spec = OutletSpec(
                name: name, targetRole: T.outletRole, targetObjectClass: T.outletClass,
                isTargetClass: { ($0 as? SceneObject.Type).map(T.acceptsOutletClass) ?? false },
                namesTargetClass: T.outletClass != T.outletRole.baseClass && T.outletClass != SceneObject.self,
                requiredCapabilities: requiredCapabilities, isCollection: T.isOutletCollection,
                isRequired: isRequired, summary: summary)
            return .outlet(spec, connect: connector(at: offset), disconnect: disconnector(at: offset))
        }
    }

    /// Connects the objects to the outlet stored `offset` bytes into an object of its type;
    /// false when one is of the wrong class. Made once per type, as a property's setter is.
    private static func connector(at offset: Int) -> OutletConnector {
        { object, objects in
            guard let value = T.connecting(objects) else { return false }
            StoredMember.modify(object, at: offset, as: Self.self) { $0.state = .connected(value) }
            return true
        }
    }

    /// Forgets the connection of the outlet stored `offset` bytes into an object of its type, so
    /// the scene's objects can be released.
    private static func disconnector(at offset: Int) -> OutletDisconnector {
        { object in StoredMember.modify(object, at: offset, as: Self.self) { $0.state = .unconnected } }
    }
}

extension Outlet: UndeclaredMember {
    static func undeclared(defaultOf object: AnyObject, at offset: Int) -> RecordedMember {
        declared(sceneName: nil, requiredCapabilities: [], summary: "", isRequired: T.isOutletRequired)
    }
}

/// What an outlet holds: nothing yet, the placeholder it read as before it was connected, or
/// its connection. One enum rather than an optional and a flag, read in one switch. Being
/// generic, it takes a tag byte after its payload (the runtime lays out a generic enum with
/// two payload cases without the payload's spare bits), so an outlet of one object takes two
/// words in its object once the next member is aligned.
enum OutletState<T> {
    case unconnected
    case placeholder(T)
    case connected(T)
}
