import Stagehand

/// Holds the plants of the app's ``PlantStore``, loaded without blocking the scene.
public final class StoredPlantsDataSource: AsyncDataSource {
    override public class var summary: String { "Holds the plants of the app's plant store, loaded asynchronously" }

    /// The store, handed to the registry by the app.
    @Service var store: any PlantStore

    override public func makeLoad() -> Load {
        let store = store  // read on the scene; the load below runs off it
        return {
            let plants = try await store.plants()
            return try ValueEncoder().encode(plants)
        }
    }
}
