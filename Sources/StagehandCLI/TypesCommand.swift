import ArgumentParser
import Stagehand

/// `stagehand types [--json]`: every registered type with its role, properties, outlets and events.
package struct TypesCommand: RegistryReportCommand {
    /// Every option at its default, as the argument parser starts the command before it reads the line.
    package init() {}

    package static let configuration = CommandConfiguration(commandName: "types", abstract: "List every registered type with its role, properties, outlets and events.", discussion: "Runs no program of a scene.")

    @Flag(help: "Print JSON instead of text.") var json = false

    package func report(on registry: Registry) -> String {
        let listing = TypeListing(registry: registry)
        return json ? listing.json().jsonText(pretty: true) : listing.text()
    }
}
