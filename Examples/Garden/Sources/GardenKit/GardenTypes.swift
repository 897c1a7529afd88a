import Stagehand

/// The garden app's types, registered in one place for its executable and its tests.
public enum GardenTypes {
    /// Registers every garden type and hands the registry the garden's services: a plant store,
    /// by default a fresh one in memory. A script that names the fixture `plants` (a list of
    /// plants) plays against a store holding just those, whatever store the app was given.
    public static func register(in registry: Registry, store: any PlantStore = MemoryPlantStore()) throws {
        try registry.register(WaterLevelBinding.self)
        try registry.register(PlantBindingSet.self)
        try registry.register(WaterPlantResponder.self)
        try registry.register(WaterGauge.self)
        try registry.register(WaterGaugeBinding.self)
        try registry.register(SetWaterResponder.self)
        try registry.register(StoredPlantsDataSource.self)
        try registry.register(PlantSeedResponder.self)
        registry.provide(store, as: (any PlantStore).self)
        registry.provideStandIn(for: (any PlantStore).self, fixture: "plants") { plants in
            MemoryPlantStore(plants: try ValueDecoder().decode([Plant].self, from: plants))
        }
    }
}
