/// A plant store held in memory, for tests and previews: a fresh, identical one for every
/// registry. The garden app itself uses ``SQLitePlantStore``.
public actor MemoryPlantStore: PlantStore {
    private var stored: [Plant]
    private var observers: [Int: AsyncThrowingStream<[Plant], any Error>.Continuation] = [:]
    private var nextObserver = 0

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
        // Told inside the actor, in the order of the changes, so no observer sees them swapped.
        for (id, observer) in observers {
            if case .terminated = observer.yield(stored) { observers[id] = nil }
        }
    }

    public nonisolated func observePlants() -> AsyncThrowingStream<[Plant], any Error> {
        AsyncThrowingStream { continuation in
            // Joining takes a hop onto the actor; the observer's first value is the plants at
            // the moment it joined, and every change after that follows it.
            Task { await self.join(continuation) }
        }
    }

    /// How many observations are following the store, for tests.
    public var observationCount: Int { observers.count }

    private func join(_ observer: AsyncThrowingStream<[Plant], any Error>.Continuation) {
        // Ended before it joined (its consumer was cancelled at once): nothing to follow.
        if case .terminated = observer.yield(stored) { return }
        nextObserver += 1
        let id = nextObserver
        observers[id] = observer
        // One that ends later leaves here, or at the next change at the latest (`add` drops
        // observers whose stream has ended).
        observer.onTermination = { [weak self] _ in
            Task { await self?.leave(id) }
        }
    }

    private func leave(_ id: Int) {
        observers[id] = nil
    }
}

/// A store's refusal, in words for the status line.
public struct PlantStoreError: Error, CustomStringConvertible {
    public let description: String

    /// Creates an error with a message.
    public init(_ message: String) { description = message }
}
