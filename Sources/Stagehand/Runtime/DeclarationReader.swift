import Synchronization

/// Reads the `@Property` and `@Outlet` members of a scene object class, once per class.
///
/// One object is made with a ``MemberRecorder`` listening, so each wrapper records what it
/// declares; the class's field metadata (``StoredFields``) names the wrappers' fields and where
/// they sit. Matched in initialization order, the two give each member's description (what lint
/// reads) and a typed setter or connector for its field (what the runtime configures objects
/// with), made once and kept in a ``MemberTable``.
package enum DeclarationReader {
    /// What a class declares through its wrappers, and the services it needs.
    struct Members: Sendable {
        let properties: [PropertySpec]
        let outlets: [OutletSpec]
        let table: MemberTable
        let serviceNeeds: [(id: ObjectIdentifier, name: String)]
    }

    /// What each class read so far declares; a class reads the same whichever registry, scene or
    /// thread asks, so one read serves them all.
    private static let known = Mutex<[ObjectIdentifier: Members]>([:])

    /// The members of `type`, read the first time it is asked for.
    static func members(of type: SceneObject.Type) -> Members {
        let id = ObjectIdentifier(type)
        if let members = known.withLock({ $0[id] }) { return members }
        // Read outside the lock: reading makes an object, whose initializer may register or read other types.
        let members = read(type)
        return known.withLock { known in
            if let first = known[id] { return first }
            known[id] = members
            return members
        }
    }

    /// The member table of `type` (see ``members(of:)``).
    package static func table(of type: SceneObject.Type) -> MemberTable { members(of: type).table }

    /// Reads `type`'s members from a fresh instance's recorded declarations and the class's fields.
    private static func read(_ type: SceneObject.Type) -> Members {
        let ((instance, recorded), needs) = ServiceScope.collecting(from: nil) { MemberRecorder.recording(type) }
        let bound = withExtendedLifetime(instance) { match(recorded, in: type) ?? undeclared(of: instance, type) }
        var properties: [PropertySpec] = [], outlets: [OutletSpec] = []
        var setters: [MemberTable.PropertyEntry] = [], connectors: [MemberTable.OutletEntry] = []
        var repaintFieldOffsets: [Int] = []
        for member in bound {
            switch member {
            case .property(let spec, let set, let effect, let offset):
                properties.append(spec)
                setters.append(.init(name: spec.name, set: set))
                if effect == .repaint { repaintFieldOffsets.append(offset) }
            case .outlet(let spec, let connect, let disconnect):
                outlets.append(spec)
                connectors.append(.init(name: spec.name, connect: connect, disconnect: disconnect))
            }
        }
        return Members(
            properties: properties, outlets: outlets, table: MemberTable(properties: setters, outlets: connectors, repaintFieldOffsets: repaintFieldOffsets),
            serviceNeeds: needs.map { ($0.id, $0.name) })
    }

    /// The recorded declarations bound to their fields, in declaration order (superclass members
    /// first); `nil` when they do not match the fields one for one.
    ///
    /// Wrappers record in initialization order, which is the order of ``StoredFields/wrapperFieldsInInitializationOrder(of:)``;
    /// a field whose type is not the next recorded wrapper's is not a member (a `@Service`, a
    /// plain field named `_x`). A type whose initializer records something else (it makes other
    /// scene objects while registering) or sets a wrapper out of order does not match.
    package static func match(_ recorded: [RecordedMember], in type: SceneObject.Type) -> [BoundMember]? {
        guard let fields = StoredFields.wrapperFields(of: type),
              let initializing = StoredFields.wrapperFieldsInInitializationOrder(of: type) else { return nil }
        var byOffset: [Int: RecordedMember] = [:]
        var next = 0
        for field in initializing where next < recorded.count && ObjectIdentifier(field.type) == recorded[next].wrapperType {
            byOffset[field.offset] = recorded[next]
            next += 1
        }
        guard next == recorded.count else { return nil }
        return fields.compactMap { field in
            byOffset[field.offset].map { $0.bind($0.sceneName ?? field.name, field.offset) }
        }
    }

    /// The members of `instance`'s type with their types' defaults, found by asking each field's
    /// type whether it is a wrapper: for a type whose recorded declarations did not match its
    /// fields, which then loses its summaries, choices and scene names (none does today).
    private static func undeclared(of instance: SceneObject, _ type: SceneObject.Type) -> [BoundMember] {
        (StoredFields.wrapperFields(of: type) ?? []).compactMap { field in
            guard let wrapper = field.type as? any UndeclaredMember.Type else { return nil }
            return wrapper.undeclared(defaultOf: instance, at: field.offset).bind(field.name, field.offset)
        }
    }

    /// The declaration of a class, from its members and the class's own description.
    package static func declaration(of type: SceneObject.Type, name: String, isStandard: Bool) -> TypeDeclaration {
        let members = members(of: type)
        let viewType = type as? View.Type
        return TypeDeclaration(
            name: name, role: type.role, summary: type.summary,
            properties: members.properties, outlets: members.outlets,
            events: viewType?.events ?? [],
            capabilities: ViewCapability.implied(by: viewType?.capabilities ?? []),
            acceptsChildren: viewType?.acceptsChildren ?? false,
            acceptsPrototype: viewType?.acceptsPrototype ?? false,
            childCapability: viewType?.childCapability,
            isFocusable: viewType?.isFocusable ?? false,
            dataFlow: type.dataFlow, dataReads: type.dataReads, valueShape: type.valueShape,
            objectClass: type, isStandard: isStandard,
            serviceNeeds: members.serviceNeeds)
    }
}
