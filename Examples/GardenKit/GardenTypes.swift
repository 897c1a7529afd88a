import Stagehand

/// The garden app's types, registered in one place for its executable and its tests.
public enum GardenTypes {
    /// Registers every garden type.
    public static func register(in registry: Registry) throws {
        try registry.register(WaterLevelBinding.self)
        try registry.register(PlantBindingSet.self)
        try registry.register(WaterPlantResponder.self)
        try registry.register(WaterGauge.self)
        try registry.register(WaterGaugeBinding.self)
        try registry.register(SetWaterResponder.self)
    }
}
