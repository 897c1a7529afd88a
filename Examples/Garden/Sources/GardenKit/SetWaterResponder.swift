import Stagehand

/// Sets the selected plant's water to the level an event carries (a gauge's `adjust`), through
/// the selection, which passes the edit back to the garden list the plant was chosen from.
public final class SetWaterResponder: Responder {
    override public class var summary: String { "Sets the selected plant's water to the level the event carries" }

    /// The plant whose water is set: a selection, or any data source holding one plant.
    @Outlet("The plant whose water is set") public var selection: DataSource

    override public func respond(to event: ViewEvent) throws {
        guard selection.value != .null else { throw ResponderError("select a plant first") }
        guard let level = event.value.number else { throw ResponderError("the event carries no level") }
        var plant = try ValueDecoder().decode(Plant.self, from: selection.value)
        plant.water = min(max(level, 0), 100)
        try selection.replace(with: plant)
    }
}
