import Stagehand

/// The garden app's types, registered in one place for its executable and its tests.
public enum GardenTypes {
    /// Registers every garden type and hands the registry the garden's services: a plant store,
    /// by default a fresh one in memory.
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
    }
}
