import StagehandCLI
import StagehandMCP

// `mcp` comes from a product of its own, so that an app depending on the CLI alone resolves none
// of the protocol's packages; this executable offers every command.
StagehandCLI.main(commands: [MCPCommand.self])
