// The garden app: Stagehand's commands with the garden's own types registered. Try, in this folder:
//   swift run garden run Scenes/garden.scene.yaml --script Scenes/garden.script.yaml
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GardenKit
import StagehandCLI
import StagehandMCP

// The app names itself, its version and what it is: help, `--version`, messages and its manual
// pages (`garden --generate-manual DIR`) say `garden`. The setup hands the registry the garden's
// types and its services once: the plants live in SQLite, in memory unless GARDEN_DATABASE names
// a file to keep them in. `mcp`, the agents' server, comes from its own product and sees the same
// types.
StagehandCLI.main(
    name: "garden", version: "1.0.0", abstract: "Tend a garden's plants on a text console.",
    commands: [MCPCommand.self]
) { registry in
    let file = getenv("GARDEN_DATABASE").map { String(cString: $0) }
    try GardenTypes.register(in: registry, store: SQLitePlantStore(path: file))
}
