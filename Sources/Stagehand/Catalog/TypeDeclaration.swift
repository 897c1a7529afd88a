/// Everything the loader, lint, `stagehand types` and the schema know about one registered type.
///
/// A declaration is never written by hand: ``Registry`` derives it from the Swift class, its
/// class properties (role, events, capabilities) and its `@Property` and `@Outlet` members.
public struct TypeDeclaration: Sendable {
    /// The fields, in one box that copies share: a declaration is read for every declared object
    /// a scene has (checks, instantiation), and copying a dozen references each time was a
    /// retain and a release apiece. The fields are read-only outside the registry; its one
    /// setter, for a value shape given at registration, copies the box first when shared.
    private var storage: Storage

    /// The name scenes use in `type:`.
    public var name: String { storage.fields.name }
    /// The section the type is declared in.
    public var role: Role { storage.fields.role }
    /// One line describing the type.
    public var summary: String { storage.fields.summary }
    /// Configurable properties, in declaration order.
    public var properties: [PropertySpec] { storage.fields.properties }
    /// Outlets, in declaration order.
    public var outlets: [OutletSpec] { storage.fields.outlets }
    /// Events a view publishes (`tap`, `change`, …).
    public var events: [String] { storage.fields.events }
    /// What a view can do, for outlets that require it.
    public var capabilities: Set<ViewCapability> { storage.fields.capabilities }
    /// Whether a view takes `children`.
    public var acceptsChildren: Bool { storage.fields.acceptsChildren }
    /// Whether a view takes a `prototype` (tables).
    public var acceptsPrototype: Bool { storage.fields.acceptsPrototype }
    /// What every child of the view must be able to do (`Tabs`: `page`); nil for any view.
    public var childCapability: ViewCapability? { storage.fields.childCapability }
    /// Whether a view can take keyboard focus (and so a click).
    public var isFocusable: Bool { storage.fields.isFocusable }
    /// How the type passes data along, if it says (see ``DataFlow``).
    public var dataFlow: DataFlow? { storage.fields.dataFlow }
    /// The dot paths and placeholders the type reads from its data sources (see ``DataRead``).
    public var dataReads: [DataRead] { storage.fields.dataReads }
    /// The shape of the value a data source of this type holds, when its type declares one (see
    /// ``ValueShape``).
    public internal(set) var valueShape: ValueShape? {
        get { storage.fields.valueShape }
        set { uniqueStorage().fields.valueShape = newValue }
    }
    /// The Swift class instantiated for the type, as the catalog keeps it: the runtime, the layer
    /// that knows object classes, gives it typed as ``objectType``.
    var objectClass: AnyObject.Type { storage.fields.objectClass }
    /// Whether the type is part of the standard library.
    public var isStandard: Bool { storage.fields.isStandard }
    /// The services (`@Service`) the type needs, by type name.
    public var services: [String] { serviceNeeds.map(\.name) }
    /// The services the type needs, with their types' identities, for lint.
    var serviceNeeds: [(id: ObjectIdentifier, name: String)] { storage.fields.serviceNeeds }
    /// ``properties`` grouped by meaning, made once (see ``properties(meaning:)``).
    var propertiesByMeaning: [(meaning: PropertyMeaning, properties: [PropertySpec])] { storage.fields.propertiesByMeaning }

    /// `properties` grouped by meaning, each group in declaration order.
    private static func group(_ properties: [PropertySpec]) -> [(meaning: PropertyMeaning, properties: [PropertySpec])] {
        var groups: [(meaning: PropertyMeaning, properties: [PropertySpec])] = []
        for property in properties {
            if let position = groups.firstIndex(where: { $0.meaning == property.meaning }) {
                groups[position].properties.append(property)
            } else {
                groups.append((property.meaning, [property]))
            }
        }
        return groups
    }

    init(
        name: String,
        role: Role,
        summary: String,
        properties: [PropertySpec],
        outlets: [OutletSpec],
        events: [String],
        capabilities: Set<ViewCapability>,
        acceptsChildren: Bool,
        acceptsPrototype: Bool,
        childCapability: ViewCapability? = nil,
        isFocusable: Bool = false,
        dataFlow: DataFlow? = nil,
        dataReads: [DataRead] = [],
        valueShape: ValueShape? = nil,
        objectClass: AnyObject.Type,
        isStandard: Bool,
        serviceNeeds: [(id: ObjectIdentifier, name: String)] = []
    ) {
        storage = Storage(Fields(
            name: name,
            role: role,
            summary: summary,
            properties: properties,
            outlets: outlets,
            events: events,
            capabilities: capabilities,
            acceptsChildren: acceptsChildren,
            acceptsPrototype: acceptsPrototype,
            childCapability: childCapability,
            isFocusable: isFocusable,
            dataFlow: dataFlow,
            dataReads: dataReads,
            valueShape: valueShape,
            objectClass: objectClass,
            isStandard: isStandard,
            serviceNeeds: serviceNeeds,
            propertiesByMeaning: Self.group(properties)))
    }

    /// The box to write to: this value's own, copied first when another value shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The fields of a declaration: a plain value, so the box below copies it in one step.
    private struct Fields: Sendable {
        var name: String
        var role: Role
        var summary: String
        var properties: [PropertySpec]
        var outlets: [OutletSpec]
        var events: [String]
        var capabilities: Set<ViewCapability>
        var acceptsChildren: Bool
        var acceptsPrototype: Bool
        var childCapability: ViewCapability?
        var isFocusable: Bool
        var dataFlow: DataFlow?
        var dataReads: [DataRead]
        var valueShape: ValueShape?
        var objectClass: AnyObject.Type
        var isStandard: Bool
        var serviceNeeds: [(id: ObjectIdentifier, name: String)]
        /// ``properties`` grouped by meaning, in declaration order: checks ask per object which
        /// properties name a style, a key or a data file, and a scene has tens of thousands of
        /// objects of a few types. `properties` is never set after `init`, so this stays true.
        /// A short list scanned in order, not a dictionary: a type has a few meanings, and
        /// comparing a few cases costs less than hashing one.
        var propertiesByMeaning: [(meaning: PropertyMeaning, properties: [PropertySpec])]
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
        outlets.first { $0.name == name }
    }
}
