/// Everything the loader, lint, `stagehand types` and the schema know about one registered type.
///
/// A declaration is never written by hand: ``Registry`` derives it from the Swift class, its
/// class properties (role, events, capabilities) and its `@Property` and `@Outlet` members.
@dynamicMemberLookup
public struct TypeDeclaration: Sendable {
    /// The fields, in one box that copies share: a declaration is read for every declared object
    /// a scene has (checks, instantiation), and copying a dozen references each time was a
    /// retain and a release apiece. A setter copies the box first when another value shares it.
    private var storage: Storage

    /// A declaration's fields, read and written as the declaration's own (`declaration.name`).
    ///
    /// - Parameter field: The field.
    public subscript<T>(dynamicMember field: WritableKeyPath<Fields, T>) -> T {
        get { storage.fields[keyPath: field] }
        set { uniqueStorage().fields[keyPath: field] = newValue }
    }

    /// Configurable properties, in declaration order. Spelled out because
    /// ``properties(meaning:)`` shares its name, which hides the fields' lookup.
    public var properties: [PropertySpec] {
        get { storage.fields.properties }
        set { uniqueStorage().fields.properties = newValue }
    }

    /// The services (`@Service`) the type needs, by type name.
    public var services: [String] { storage.fields.serviceNeeds.map(\.name) }

    init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// The box to write to: this value's own, copied first when another value shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The fields of a declaration, which a declaration reads and writes as its own: a plain
    /// value, so the box below copies it in one step.
    public struct Fields: Sendable {
        /// The name scenes use in `type:`.
        public var name: String
        /// The section the type is declared in.
        public var role: Role
        /// One line describing the type.
        public var summary: String
        /// Configurable properties, in declaration order (see ``TypeDeclaration/properties``).
        public var properties: [PropertySpec]
        /// Outlets, in declaration order.
        public var outlets: [OutletSpec]
        /// Events a view publishes (`tap`, `change`, …).
        public var events: [String]
        /// What a view can do, for outlets that require it.
        public var capabilities: Set<ViewCapability>
        /// Whether a view takes `children`.
        public var acceptsChildren: Bool
        /// Whether a view takes a `prototype` (tables).
        public var acceptsPrototype: Bool
        /// Whether a view can take keyboard focus (and so a click).
        public var isFocusable = false
        /// How the type passes data along, if it says (see ``DataFlow``).
        public var dataFlow: DataFlow?
        /// The dot paths and placeholders the type reads from its data sources (see ``DataRead``).
        public var dataReads: [DataRead] = []
        /// The shape of the value a data source of this type holds, when its type declares one
        /// (see ``ValueShape``).
        public var valueShape: ValueShape?
        /// The Swift class instantiated for the type.
        public var objectType: SceneObject.Type
        /// Whether the type is part of the standard library.
        public var isStandard: Bool
        /// The services the type needs, with their types' identities, for lint.
        var serviceNeeds: [(id: ObjectIdentifier, name: String)] = []
        /// The members' names and kinds read at registration, as a template for new instances.
        var memberTemplate: [DeclarationReader.Slot] = []
        /// For each member of ``memberTemplate``, the position of its wrapper in initialization
        /// order.
        var memberOrder: [Int]?
    }

    /// The box the fields live in.
    private final class Storage: @unchecked Sendable {
        // Unchecked: `Fields` is `Sendable`, and a box is only written through
        // `uniqueStorage()`, when no other value (and so no other thread) can reach it; a box
        // that values share is never written.
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }

        func copy() -> Storage {
            Storage(fields)
        }
    }

    /// The property with this name, if declared.
    ///
    /// - Parameter name: The key scenes write under `properties:`.
    /// - Returns: The property's declaration, or `nil`.
    public func property(named name: String) -> PropertySpec? {
        properties.first { $0.name == name }
    }

    /// The outlet with this name, if declared.
    ///
    /// - Parameter name: The key scenes write under `outlets:`.
    /// - Returns: The outlet's declaration, or `nil`.
    public func outlet(named name: String) -> OutletSpec? {
        self.outlets.first { $0.name == name }
    }
}
