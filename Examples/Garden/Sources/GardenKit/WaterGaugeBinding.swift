import Stagehand

/// Shows a plant's water on a ``WaterGauge``: a custom binding for a custom view, as SymbiOSis'
/// `PersonHeightYardstickBinding` drives its yardstick. With no plant chosen the gauge is empty.
public final class WaterGaugeBinding: TypedBinding<Plant, WaterGauge> {
    override public class var summary: String { "Shows a plant's water level on a water gauge" }

    override public func update(_ plant: Plant, view: WaterGauge) {
        view.level = plant.water
    }

    override public func updateWithoutValue(view: WaterGauge) {
        view.level = 0
    }
}
