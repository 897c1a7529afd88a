/// Everything the loader, lint, `stagehand types` and the schema know about one registered type.
///
/// A declaration is never written by hand: ``Registry`` derives it from the Swift class, its
/// class properties (role, events, capabilities) and its `@Property` and `@Outlet` members.
public struct TypeDeclaration: Sendable {
    /// The fields, in one box that copies share: a declaration is read for every declared object
    /// a scene has (checks, instantiation), and copying a dozen references each time was a
    /// retain and a release apiece. A setter copies the box first when another value shares it.
    private var storage: Storage

    /// The name scenes use in `type:`.
    public var name: String {
        get { storage.fields.name }
        set { uniqueStorage().fields.name = newValue }
    }
    /// The section the type is declared in.
    public var role: Role {
        get { storage.fields.role }
        set { uniqueStorage().fields.role = newValue }
    }
    /// One line describing the type.
    public var summary: String {
        get { storage.fields.summary }
        set { uniqueStorage().fields.summary = newValue }
    }
    /// Configurable properties, in declaration order.
    public var properties: [PropertySpec] {
        get { storage.fields.properties }
        set { uniqueStorage().fields.properties = newValue }
    }
    /// Outlets, in declaration order.
    public var outlets: [OutletSpec] {
        get { storage.fields.outlets }
        set { uniqueStorage().fields.outlets = newValue }
    }
    /// Events a view publishes (`tap`, `change`, …).
    public var events: [String] {
        get { storage.fields.events }
        set { uniqueStorage().fields.events = newValue }
    }
    /// What a view can do, for outlets that require it.
    public var capabilities: Set<ViewCapability> {
        get { storage.fields.capabilities }
        set { uniqueStorage().fields.capabilities = newValue }
    }
    /// Whether a view takes `children`.
    public var acceptsChildren: Bool {
        get { storage.fields.acceptsChildren }
        set { uniqueStorage().fields.acceptsChildren = newValue }
    }
    /// Whether a view takes a `prototype` (tables).
    public var acceptsPrototype: Bool {
        get { storage.fields.acceptsPrototype }
        set { uniqueStorage().fields.acceptsPrototype = newValue }
    }
    /// Whether a view can take keyboard focus (and so a click).
    public var isFocusable: Bool {
        get { storage.fields.isFocusable }
        set { uniqueStorage().fields.isFocusable = newValue }
    }
    /// How the type passes data along, if it says (see ``DataFlow``).
    public var dataFlow: DataFlow? {
        get { storage.fields.dataFlow }
        set { uniqueStorage().fields.dataFlow = newValue }
    }
    /// The dot paths and placeholders the type reads from its data sources (see ``DataRead``).
    public var dataReads: [DataRead] {
        get { storage.fields.dataReads }
        set { uniqueStorage().fields.dataReads = newValue }
    }
    /// The shape of the value a data source of this type holds, when its type declares one (see
    /// ``ValueShape``).
    public var valueShape: ValueShape? {
        get { storage.fields.valueShape }
        set { uniqueStorage().fields.valueShape = newValue }
    }
    /// The Swift class instantiated for the type.
    public var objectType: SceneObject.Type {
        get { storage.fields.objectType }
        set { uniqueStorage().fields.objectType = newValue }
    }
    /// Whether the type is part of the standard library.
    public var isStandard: Bool {
        get { storage.fields.isStandard }
        set { uniqueStorage().fields.isStandard = newValue }
    }
    /// The services (`@Service`) the type needs, by type name.
    public var services: [String] { serviceNeeds.map(\.name) }
    /// The services the type needs, with their types' identities, for lint.
    var serviceNeeds: [(id: ObjectIdentifier, name: String)] {
        get { storage.fields.serviceNeeds }
        set { uniqueStorage().fields.serviceNeeds = newValue }
    }
    /// The members' names and kinds read at registration, as a template for new instances.
    var memberTemplate: [DeclarationReader.Slot] {
        get { storage.fields.memberTemplate }
        set { uniqueStorage().fields.memberTemplate = newValue }
    }
    /// For each member of ``memberTemplate``, the position of its wrapper in initialization order.
    var memberOrder: [Int]? {
        get { storage.fields.memberOrder }
        set { uniqueStorage().fields.memberOrder = newValue }
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
        isFocusable: Bool = false,
        dataFlow: DataFlow? = nil,
        dataReads: [DataRead] = [],
        valueShape: ValueShape? = nil,
        objectType: SceneObject.Type,
        isStandard: Bool,
        serviceNeeds: [(id: ObjectIdentifier, name: String)] = [],
        memberTemplate: [DeclarationReader.Slot] = [],
        memberOrder: [Int]? = nil
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
            isFocusable: isFocusable,
            dataFlow: dataFlow,
            dataReads: dataReads,
            valueShape: valueShape,
            objectType: objectType,
            isStandard: isStandard,
            serviceNeeds: serviceNeeds,
            memberTemplate: memberTemplate,
            memberOrder: memberOrder))
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
        var isFocusable: Bool
        var dataFlow: DataFlow?
        var dataReads: [DataRead]
        var valueShape: ValueShape?
        var objectType: SceneObject.Type
        var isStandard: Bool
        var serviceNeeds: [(id: ObjectIdentifier, name: String)]
        var memberTemplate: [DeclarationReader.Slot]
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
        outlets.first { $0.name == name }
    }
}
