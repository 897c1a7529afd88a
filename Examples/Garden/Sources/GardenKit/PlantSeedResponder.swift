import Stagehand

/// Plants a new seedling named by a text field: adds it to the app's ``PlantStore``. The data
/// source that follows the store (``StoredPlantsDataSource``) shows it; this responder only
/// writes. A second tap while the store is busy is ignored, so one tap plants once.
public final class PlantSeedResponder: AsyncResponder<Void> {
    override public class var summary: String { "Adds a plant named by a text field to the plant store" }

    /// The field with the new plant's name; cleared once it is planted.
    @Outlet(accepts: [.textInput], "The field with the new plant's name") public var field: View
    /// The species recorded for new plants.
    @Property("The species recorded for new plants") public var species = "unknown"

    /// The store, handed to the registry by the app.
    @Service var store: any PlantStore

    override public func work(for event: ViewEvent) throws -> Work {
        let name = field.displayedText.trimmingSpaces()
        guard !name.isEmpty else { throw ResponderError("type a name for the new plant first") }
        let seedling = Plant(name: name, species: species, water: 20)
        let store = store  // read on the scene; the work below runs off it
        return { try await store.add(seedling) }
    }

    override public func finish(_ planted: Void, for event: ViewEvent) throws {
        (field as? any TextEditing)?.setText("")
    }
}

private extension String {
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
