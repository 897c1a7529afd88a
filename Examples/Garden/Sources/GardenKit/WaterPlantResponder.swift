import Stagehand

/// Waters the selected plant: fills its water to 100 through the selection, which passes the edit
/// back to the garden list the plant was chosen from. The list, the row and the detail views all
/// update; no list is rebuilt by hand, and values are never changed in place.
public final class WaterPlantResponder: Responder {
    override public class var summary: String { "Fills the selected plant's water to 100" }

    /// The plant to water: a selection, or any data source holding one plant.
    @Outlet("The plant to water") public var selection: DataSource

    override public func respond(to event: ViewEvent) throws {
        guard selection.value != .null else { throw ResponderError("select a plant to water first") }
        var plant = try ValueDecoder().decode(Plant.self, from: selection.value)
        plant.water = 100
        try selection.replace(with: plant)
    }
}
