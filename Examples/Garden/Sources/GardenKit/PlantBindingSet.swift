import Stagehand

/// Maps one plant onto every view that shows it: connect a single data source, then wire the
/// views you have. One declaration in the scene replaces four bindings.
public final class PlantBindingSet: BindingSet {
    override public class var summary: String { "Shows a plant's name, species, water level and mood on the views connected" }

    /// Shows the plant's name.
    @Outlet(accepts: [.text], "Shows the plant's name") public var nameLabel: View?
    /// Shows the species.
    @Outlet(accepts: [.text], "Shows the species") public var speciesLabel: View?
    /// Shows the water level.
    @Outlet("Shows the water level") public var waterBar: ProgressBar?
    /// Each shows whether the plant is thirsty.
    @Outlet(accepts: [.text], "Each shows whether the plant is thirsty") public var moodLabels: [View]

    override public func makeBindings() -> [Binding] {
        var bindings: [Binding] = []
        if let nameLabel { bindings.append(TextBinding(path: "name", view: nameLabel)) }
        if let speciesLabel { bindings.append(TextBinding(format: "a {species}", view: speciesLabel)) }
        if let waterBar { bindings.append(WaterLevelBinding(view: waterBar)) }
        for label in moodLabels { bindings.append(MoodBinding(view: label)) }
        return bindings
    }
}

/// "thirsty" or "happy", from the plant's water level.
final class MoodBinding: TypedBinding<Plant, View> {
    override func update(_ plant: Plant, view: View) {
        (view as? TextDisplaying)?.text = plant.isThirsty ? "\(plant.name) is thirsty" : "\(plant.name) is happy"
    }
}
