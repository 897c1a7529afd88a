import ArgumentParser
import Stagehand

/// `stagehand schema`: the JSON Schema for scenes (or scripts) with the registry in use.
struct SchemaCommand: RegistryReportCommand {
    static let configuration = CommandConfiguration(commandName: "schema", abstract: "Print the JSON Schema for scene files, custom types included, for editors.", discussion: "Runs no program of a scene.")

    @Flag(help: "Print the schema for script files instead.") var script = false
    @Flag(help: "Print the schema of the semantic tree that render --format tree prints instead.") var tree = false

    func validate() throws {
        if script && tree { throw ValidationError("--script and --tree each choose one schema; give one of them") }
    }

    func report(on registry: Registry) -> String {
        if tree { return SemanticTreeSchema.schema.jsonText(pretty: true) }
        let generator = SchemaGenerator(registry: registry)
        return (script ? generator.scriptSchema() : generator.sceneSchema()).jsonText(pretty: true)
    }
}
