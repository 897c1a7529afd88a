import Stagehand

/// Holds the plants of the app's ``PlantStore`` and follows them as they change: a plant added
/// by this scene, another scene or another part of the app shows without reloading.
public final class StoredPlantsDataSource: StreamingDataSource {
    override public class var summary: String { "Holds the plants of the app's plant store, following every change to them" }

    /// The store, handed to the registry by the app.
    @Service var store: any PlantStore

    override public func makeStream() -> ValueStream {
        let store = store  // read on the scene; the stream below runs off it
        return ValueStream(
            { store.observePlants().map { try ValueEncoder().encode($0) } },
            current: { try ValueEncoder().encode(try await store.plants()) })
    }
}
