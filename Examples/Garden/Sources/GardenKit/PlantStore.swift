/// Where the garden keeps its plants: a service the app hands to the registry once, at setup,
/// and that the garden's async types receive with `@Service`.
///
/// It answers later (a database, a server), so every call is `async`; and it is used off the
/// scene, from the work that data sources and responders start, so it is `Sendable`.
public protocol PlantStore: Sendable {
    /// Every plant, in the order they were planted.
    func plants() async throws -> [Plant]
    /// Adds a plant.
    func add(_ plant: Plant) async throws
    /// The plants now, then again after every change, whoever made it, until the stream is
    /// cancelled (its task is, or its consumer stops). Each value is what ``plants()`` would
    /// answer at that moment.
    func observePlants() -> AsyncThrowingStream<[Plant], any Error>
}
