import ArgumentParser
import Stagehand

/// `stagehand types [--json]`: every registered type with its role, properties, outlets and events.
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "List every registered type with its role, properties, outlets and events."
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let listing = TypeListing(registry: try CommandContext.makeRegistry())
        print(json ? listing.json().jsonText(pretty: true) : listing.text())
    }
}
