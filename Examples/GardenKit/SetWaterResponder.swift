import Stagehand

/// Sets the selected plant's water to the level an event carries (a gauge's `adjust`): replaces
/// the garden list with one in which that plant has the new level, and the selection with it.
public final class SetWaterResponder: Responder {
    override public class var summary: String { "Sets the selected plant's water to the level the event carries" }

    /// The list of plants.
    @Outlet("The list of plants") public var plants: DataSource
    /// The plant whose water is set.
    @Outlet("The plant whose water is set") public var selection: DataSource

    override public func respond(to event: ViewEvent) throws {
        let decoder = ValueDecoder()
        guard selection.value != .null else { throw ResponderError("select a plant first") }
        guard let level = event.value.number else { throw ResponderError("the event carries no level") }
        var chosen = try decoder.decode(Plant.self, from: selection.value)
        let garden = try decoder.decode([Plant].self, from: plants.value)
        chosen.water = min(max(level, 0), 100)
        plants.setValue(try ValueEncoder().encode(garden.map { $0.name == chosen.name ? chosen : $0 }))
        selection.setValue(try ValueEncoder().encode(chosen))
    }
}
