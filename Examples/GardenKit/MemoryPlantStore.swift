/// A plant store held in memory, for tests and previews: a fresh, identical one for every
/// registry. The garden app itself uses ``SQLitePlantStore``.
public actor MemoryPlantStore: PlantStore {
    private var stored: [Plant]

    /// A store holding `plants`; by default the nursery's three seedlings.
    public init(plants: [Plant] = MemoryPlantStore.seedlings) {
        stored = plants
    }

    /// What a new nursery starts with.
    public static let seedlings = [
        Plant(name: "Mint", species: "Mentha spicata", water: 70),
        Plant(name: "Thyme", species: "Thymus vulgaris", water: 35),
        Plant(name: "Sage", species: "Salvia officinalis", water: 50),
    ]

    public func plants() async throws -> [Plant] { stored }

    public func add(_ plant: Plant) async throws {
        guard !stored.contains(where: { $0.name == plant.name }) else {
            throw PlantStoreError("there is already a plant called \(plant.name)")
        }
        stored.append(plant)
    }
}

/// A store's refusal, in words for the status line.
public struct PlantStoreError: Error, CustomStringConvertible {
    public let description: String

    /// Creates an error with a message.
    public init(_ message: String) { description = message }
}
