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
@propertyWrapper
public final class Outlet<T: OutletValue> {
    private var connected: T?
    private lazy var placeholder: T = T.unconnectedOutlet()
    /// What the type's declaration reads: kept when the type is registered or an object is made
    /// by hand, not on the many instances a scene builds (see ``Property``).
    private let declared: Declared?

    /// The key scenes write, when it differs from the Swift property's name; read where the
    /// declaration is kept.
    var sceneName: String? { declared?.sceneName }

    /// An outlet's declaration, apart from its connection.
    private final class Declared {
        let sceneName: String?
        let requiredCapabilities: Set<ViewCapability>
        let summary: String
        let isRequired: Bool
        /// Connects a wrapper of this type (see ``OutletConnector``).
        let connect: OutletConnector = { objects, member in (member as? Outlet<T>)?.connect(objects) ?? member.connect(objects) }

        init(sceneName: String?, requiredCapabilities: Set<ViewCapability>, summary: String, isRequired: Bool) {
            self.sceneName = sceneName
            self.requiredCapabilities = requiredCapabilities
            self.summary = summary
            self.isRequired = isRequired
        }
    }

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
        self.declared = MemberCollector.keepsDeclarations
            ? Declared(sceneName: name, requiredCapabilities: capabilities(), summary: summary, isRequired: required ?? T.isOutletRequired) : nil
        MemberCollector.announce(.outlet(self))
    }

    /// The connected object(s).
    public var wrappedValue: T { connected ?? placeholder }

    /// Whether the scene connected this outlet.
    public var projectedValue: Bool { connected != nil }
}

/// Connects the objects to an `@Outlet` seen as an ``OutletMember``; false when one is of the
/// wrong class. Made where the outlet's type is known, as a ``PropertyAssigner`` is, and for
/// the same reason.
typealias OutletConnector = @Sendable ([SceneObject], OutletMember) -> Bool

/// An `@Outlet` seen without its type parameter.
protocol OutletMember: AnyObject {
    /// The connector its declaration made, when it kept one (registration, objects made by hand).
    var connector: OutletConnector? { get }
    var sceneName: String? { get }
    func spec(named name: String) -> OutletSpec
    /// Connects the objects; false when one is of the wrong class.
    func connect(_ objects: [SceneObject]) -> Bool
    /// Forgets the connection, so the scene's objects can be released.
    func disconnect()
}

extension Outlet: OutletMember {
    var connector: OutletConnector? { declared?.connect }

    func spec(named name: String) -> OutletSpec {
        // Registration reads a wrapper that kept its declaration; one without it describes its type alone.
        let declared = declared ?? Declared(sceneName: nil, requiredCapabilities: [], summary: "", isRequired: T.isOutletRequired)
        return OutletSpec(
            name: name, targetRole: T.outletRole, targetClass: T.outletClass,
            isTargetClass: { T.acceptsOutletClass($0) },
            requiredCapabilities: declared.requiredCapabilities, isCollection: T.isOutletCollection,
            isRequired: declared.isRequired, summary: declared.summary)
    }

    @discardableResult
    func connect(_ objects: [SceneObject]) -> Bool {
        guard let value = T.connecting(objects) else { return false }
        connected = value
        return true
    }

    func disconnect() { connected = nil }
}
