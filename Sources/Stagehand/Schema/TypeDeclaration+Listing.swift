import OrderedCollections

extension TypeDeclaration {
    /// The type as `stagehand types --json` lists it, with the shape of its value when it
    /// declares one (a one-line summary and the example). View-only details (events, capabilities,
    /// children, prototype) appear for views only; the services it needs, with whether the app
    /// provided each (in `catalog`), for types that need any.
    func listingValue(in catalog: TypeCatalog) -> Value {
        var members: OrderedDictionary<String, Value> = [
            "name": .string(self.name),
            "role": .string(self.role.rawValue),
            "standard": .bool(self.isStandard),
            "summary": .string(self.summary),
            "properties": .list(properties.map(\.listingValue)),
            "outlets": .list(self.outlets.map(\.listingValue)),
        ]
        if let shape = self.valueShape {
            members["value"] = .mapping(["shape": .string(shape.summary), "example": shape.example])
        }
        if self.role == .view {
            members["events"] = .list(self.events.map(Value.string))
            members["capabilities"] = .list(self.capabilities.sorted().map { .string($0.name) })
            members["acceptsChildren"] = .bool(self.acceptsChildren)
            members["acceptsPrototype"] = .bool(self.acceptsPrototype)
        }
        if !self.serviceNeeds.isEmpty {
            members["services"] = .list(self.serviceNeeds.map { need in
                .mapping(["name": .string(need.name), "provided": .bool(catalog.hasService(need.id))])
            })
        }
        return .mapping(members)
    }
}
