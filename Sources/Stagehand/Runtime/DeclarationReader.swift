/// Reads the `@Property` and `@Outlet` members of a scene object class.
///
/// The type's field metadata is read once per type, at registration, to learn the members'
/// names (``StoredFields``; `Mirror` where metadata falls short). It also records
/// the order in which a new instance's wrappers initialize (see ``MemberCollector``); every later
/// instance is matched to the names by that order, without reflection.
enum DeclarationReader {
    /// A member found on an instance: its scene name and the wrapper object.
    enum Member {
        case property(String, PropertyMember)
        case outlet(String, OutletMember)

        var wrapper: AnyObject {
            switch self {
            case .property(_, let p): p
            case .outlet(_, let o): o
            }
        }

        /// The member's name and kind, without the wrapper: what a declaration keeps.
        var slot: Slot {
            switch self {
            case .property(let name, let member): .property(name, assign: member.assigner)
            case .outlet(let name, let member): .outlet(name, connect: member.connector)
            }
        }
    }

    /// A member's name and kind, as a type's declaration remembers it. No wrapper object, so a
    /// declaration can be shared between threads.
    enum Slot: Sendable {
        /// A property, with the assigner its declaration made, if it made one.
        case property(String, assign: PropertyAssigner?)
        /// An outlet, with the connector its declaration made, if it made one.
        case outlet(String, connect: OutletConnector?)

        /// Whether the member is a property (not an outlet).
        var isProperty: Bool {
            if case .property = self { true } else { false }
        }
    }

    /// The members of an instance, superclass members first, in declaration order.
    static func members(of object: SceneObject) -> [Member] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            mirrors.append(m)
            mirror = m.superclassMirror
        }
        var result: [Member] = []
        for m in mirrors.reversed() {
            for child in m.children {
                guard let label = child.label, label.hasPrefix("_") else { continue }
                let swiftName = String(label.dropFirst())
                if let p = child.value as? PropertyMember {
                    result.append(.property(p.sceneName ?? swiftName, p))
                } else if let o = child.value as? OutletMember {
                    result.append(.outlet(o.sceneName ?? swiftName, o))
                }
            }
        }
        return result
    }

    /// Member names in the order an instance's wrappers initialize, or nil when the order
    /// cannot be trusted (a type that creates other scene objects while initializing).
    static func layout(of type: SceneObject.Type) -> (instance: SceneObject, members: [Member], order: [Int]?) {
        let (instance, wrappers) = MemberCollector.make(type, declaring: true)
        // Field metadata names the wrappers without `Mirror`'s conformance look-ups; a wrapper is
        // told from any other reference by its identity.
        guard let fields = StoredFields.wrapperFields(of: instance) else { return mirroredLayout(of: instance, wrappers) }
        var position: [UnsafeRawPointer: Int] = [:]
        position.reserveCapacity(wrappers.count)
        for (index, wrapper) in wrappers.enumerated() {
            position[UnsafeRawPointer(Unmanaged.passUnretained(wrapper.object).toOpaque())] = index
        }
        var members: [Member] = []
        var order = Array(repeating: -1, count: wrappers.count)
        for field in fields {
            guard let index = position[field.address], order[index] < 0 else { continue }
            order[index] = members.count
            switch wrappers[index] {
            case .property(let p): members.append(.property(p.sceneName ?? field.name, p))
            case .outlet(let o): members.append(.outlet(o.sceneName ?? field.name, o))
            }
        }
        guard members.count == wrappers.count else { return mirroredLayout(of: instance, wrappers) }
        return (instance, members, order)
    }

    /// ``layout(of:)`` by `Mirror`, for an instance whose field metadata did not name every wrapper.
    private static func mirroredLayout(of instance: SceneObject, _ wrappers: [MemberCollector.Wrapper]) -> (instance: SceneObject, members: [Member], order: [Int]?) {
        let members = members(of: instance)
        guard wrappers.count == members.count else { return (instance, members, nil) }
        var order: [Int] = []
        order.reserveCapacity(wrappers.count)
        for wrapper in wrappers {
            guard let index = members.firstIndex(where: { $0.wrapper === wrapper.object }) else { return (instance, members, nil) }
            order.append(index)
        }
        return (instance, members, order)
    }

    /// Creates an instance for a declaration and finds its members, by the recorded order when
    /// there is one, by reflection otherwise.
    static func instantiate(_ declaration: TypeDeclaration) -> (SceneObject, InstanceMembers) {
        guard let positions = declaration.memberOrder else {
            let object = declaration.objectType.init()
            return (object, .reflected(members(of: object)))
        }
        let (object, wrappers) = MemberCollector.make(declaration.objectType, expecting: positions.count, declaring: false)
        let template = declaration.memberTemplate
        // `positions` is a permutation of the wrappers' positions (checked at registration), so
        // every member is bound once, in the template's order; an instance whose wrappers do not
        // match is made again keeping its declarations, so reflection finds every name.
        guard wrappers.count == positions.count, kindsMatch(template, wrappers, positions) else {
            let (declared, _) = MemberCollector.make(declaration.objectType, declaring: true)
            return (declared, .reflected(members(of: declared)))
        }
        return (object, .ordered(wrappers: wrappers, template: template, positions: positions))
    }

    /// Whether each member of `template` has a wrapper of its kind at its position. Read through
    /// buffers: comparing copies of the members and wrappers retained and released a name and a
    /// wrapper per member of every object made.
    private static func kindsMatch(_ template: [Slot], _ wrappers: [MemberCollector.Wrapper], _ positions: [Int]) -> Bool {
        template.withUnsafeBufferPointer { slots in
            wrappers.withUnsafeBufferPointer { made in
                positions.indices.allSatisfy { slots[$0].isProperty == made[positions[$0]].isProperty }
            }
        }
    }

    /// The members of a new instance: its wrappers as they announced themselves, read through
    /// the names its type's declaration recorded, so an object costs no array of named members.
    enum InstanceMembers {
        /// Wrappers in initialization order; `template[i]` is bound to `wrappers[positions[i]]`.
        case ordered(wrappers: [MemberCollector.Wrapper], template: [Slot], positions: [Int])
        /// Members found by reflection.
        case reflected([Member])

        /// The first property whose scene name satisfies `matches`, in declaration order.
        func property(where matches: (String) -> Bool) -> (name: String, member: PropertyMember, assign: PropertyAssigner?)? {
            switch self {
            case .ordered(let wrappers, let template, let positions):
                for index in template.indices {
                    guard case .property(let name, let assign) = template[index], matches(name),
                          case .property(let member) = wrappers[positions[index]] else { continue }
                    return (name, member, assign)
                }
            case .reflected(let members):
                for case .property(let name, let member) in members where matches(name) { return (name, member, nil) }
            }
            return nil
        }

        /// The outlets in declaration order: what the object keeps.
        var outlets: [OutletMember] {
            var result: [OutletMember] = []
            switch self {
            case .ordered(let wrappers, let template, let positions):
                // The template is read in place: copying a member out of it to learn its kind
                // retained its name for every member of every object made.
                template.withUnsafeBufferPointer { slots in
                    for index in slots.indices where !slots[index].isProperty {
                        if case .outlet(let member) = wrappers[positions[index]] { result.append(member) }
                    }
                }
            case .reflected(let members):
                for case .outlet(_, let member) in members { result.append(member) }
            }
            return result
        }

        /// The names of ``outlets``, in the same order, from the type's declaration.
        var outletNames: OutletNames {
            switch self {
            case .ordered(_, let template, _): OutletNames(template: template)
            case .reflected(let members): OutletNames(template: members.map(\.slot))
            }
        }
    }

    /// The names of an instance's outlets in the order it keeps them, read from its type's
    /// template, which every instance shares.
    struct OutletNames {
        let template: [Slot]

        /// The position among the outlets of the one whose name satisfies `matches`, with the
        /// connector its declaration made.
        func position(where matches: (String) -> Bool) -> (position: Int, name: String, connect: OutletConnector?)? {
            var position = 0
            for slot in template {
                guard case .outlet(let name, let connect) = slot else { continue }
                if matches(name) { return (position, name, connect) }
                position += 1
            }
            return nil
        }
    }

    /// For each member of `order`'s template, the position of its wrapper in initialization
    /// order: `order` inverted, so an instance's members are bound in one pass. `nil` when
    /// `order` is not a permutation.
    static func positions(inverting order: [Int]?) -> [Int]? {
        guard let order else { return nil }
        var positions = Array(repeating: -1, count: order.count)
        for (position, index) in order.enumerated() {
            guard positions.indices.contains(index), positions[index] < 0 else { return nil }
            positions[index] = position
        }
        return positions
    }

    /// The declaration of a class, read from a fresh instance and the class's own description.
    static func declaration(of type: SceneObject.Type, name: String, isStandard: Bool) -> TypeDeclaration {
        let ((_, members, order), needs) = ServiceScope.collecting(from: nil) { layout(of: type) }
        var properties: [PropertySpec] = []
        var outlets: [OutletSpec] = []
        for member in members {
            switch member {
            case .property(let n, let p): properties.append(p.spec(named: n))
            case .outlet(let n, let o): outlets.append(o.spec(named: n))
            }
        }
        let viewType = type as? View.Type
        return TypeDeclaration(
            name: name, role: type.role, summary: type.summary,
            properties: properties, outlets: outlets,
            events: viewType?.events ?? [],
            capabilities: ViewCapability.implied(by: viewType?.capabilities ?? []),
            acceptsChildren: viewType?.acceptsChildren ?? false,
            acceptsPrototype: viewType?.acceptsPrototype ?? false,
            childCapability: viewType?.childCapability,
            isFocusable: viewType?.isFocusable ?? false,
            dataFlow: type.dataFlow, dataReads: type.dataReads, valueShape: type.valueShape,
            objectType: type, isStandard: isStandard,
            serviceNeeds: needs.map { ($0.id, $0.name) }, memberTemplate: members.map(\.slot), memberOrder: positions(inverting: order))
    }
}
