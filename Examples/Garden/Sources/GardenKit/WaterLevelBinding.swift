import Stagehand

/// Shows how much water a plant has on a progress bar: a custom binding with a typed value and a
/// typed view, the size of SymbiOSis' `PersonHeightYardstickBinding`.
public final class WaterLevelBinding: TypedBinding<Plant, ProgressBar> {
    override public class var summary: String { "Shows a plant's water level on a progress bar" }

    override public func update(_ plant: Plant, view: ProgressBar) {
        view.value = plant.water / 100
    }
}
