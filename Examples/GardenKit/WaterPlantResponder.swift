import Stagehand

/// Waters the selected plant: replaces the garden list with one in which that plant is full, and
/// the selection with the watered plant. Values are never changed in place.
public final class WaterPlantResponder: Responder {
    override public class var summary: String { "Fills the selected plant's water to 100" }

    /// The list of plants.
    @Outlet("The list of plants") public var plants: DataSource
    /// The plant to water.
    @Outlet("The plant to water") public var selection: DataSource

    override public func respond(to event: ViewEvent) throws {
        let decoder = ValueDecoder()
        guard selection.value != .null else { throw ResponderError("select a plant to water first") }
        var chosen = try decoder.decode(Plant.self, from: selection.value)
        var garden = try decoder.decode([Plant].self, from: plants.value)
        chosen.water = 100
        garden = garden.map { $0.name == chosen.name ? chosen : $0 }
        plants.setValue(try ValueEncoder().encode(garden))
        selection.setValue(try ValueEncoder().encode(chosen))
    }
}
