/// Reads the `@Property` and `@Outlet` members of a scene object class with `Mirror`.
///
/// Declarations are read once per type at registration; instances reuse the member order found
/// then, which is why wiring an object does not walk its type again by name.
enum DeclarationReader {
    /// A member found on an instance: its scene name and the wrapper object.
    enum Member {
        case property(String, PropertyMember)
        case outlet(String, OutletMember)
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

    /// The declaration of a class, read from a fresh instance and the class's own description.
    static func declaration(of type: SceneObject.Type, name: String, isStandard: Bool) -> TypeDeclaration {
        let instance = type.init()
        var properties: [PropertySpec] = []
        var outlets: [OutletSpec] = []
        for member in members(of: instance) {
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
            capabilities: viewType?.capabilities ?? [],
            acceptsChildren: viewType?.acceptsChildren ?? false,
            acceptsPrototype: viewType?.acceptsPrototype ?? false,
            objectType: type, isStandard: isStandard)
    }
}
