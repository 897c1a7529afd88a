import OrderedCollections

extension TypeDeclaration {
    /// The type as `stagehand types --json` lists it, with the shape of its value when it
    /// declares one (a one-line summary and the example). View-only details (events, capabilities,
    /// children, prototype) appear for views only; the services it needs, with whether the app
    /// provided each (in `catalog`), for types that need any.
    func listingValue(in catalog: TypeCatalog) -> Value {
        var members: OrderedDictionary<String, Value> = [
            "name": .string(name),
            "role": .string(role.rawValue),
            "standard": .bool(isStandard),
            "summary": .string(summary),
            "properties": .list(properties.map(\.listingValue)),
            "outlets": .list(outlets.map(\.listingValue)),
        ]
        if let shape = valueShape {
            members["value"] = .mapping(["shape": .string(shape.summary), "example": shape.example])
        }
        if role == .view {
            members["events"] = .list(events.map(Value.string))
            members["capabilities"] = .list(capabilities.sorted().map { .string($0.name) })
            members["acceptsChildren"] = .bool(acceptsChildren)
            members["acceptsPrototype"] = .bool(acceptsPrototype)
        }
        if !serviceNeeds.isEmpty {
            members["services"] = .list(serviceNeeds.map { need in
                .mapping(["name": .string(need.name), "provided": .bool(catalog.hasService(need.id))])
            })
        }
        return .mapping(members)
    }
}
