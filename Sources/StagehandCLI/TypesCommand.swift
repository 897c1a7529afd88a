import ArgumentParser
import Stagehand

/// `stagehand types [--json]`: every registered type with its role, properties, outlets and events.
struct TypesCommand: RegistryReportCommand {
    static let configuration = CommandConfiguration(commandName: "types", abstract: "List every registered type with its role, properties, outlets and events.", discussion: "Runs no program of a scene.")

    @Flag(help: "Print JSON instead of text.") var json = false

    func report(on registry: Registry) -> String {
        let listing = TypeListing(registry: registry)
        return json ? listing.json().jsonText(pretty: true) : listing.text()
    }
}
