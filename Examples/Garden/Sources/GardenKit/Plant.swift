/// A plant in the garden, as the scene's data holds it.
public struct Plant: Codable, Equatable, Sendable {
    /// What the plant is called.
    public var name: String
    /// Its species.
    public var species: String
    /// How much water it has, from 0 to 100.
    public var water: Double
    /// A line about the plant, shown under it in the list when there is one.
    public var note: String?

    /// Whether the plant needs watering.
    public var isThirsty: Bool { water < 30 }
}

extension Plant {
    /// A plant with this name, species and water (0 to 100), and no note: for code outside the
    /// kit (an app's other parts, its tests) that writes plants to a store.
    public init(name: String, species: String, water: Double) {
        self.init(name: name, species: species, water: water, note: nil)
    }
}
