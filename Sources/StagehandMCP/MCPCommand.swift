import ArgumentParser
import Stagehand
import StagehandCLI
import StagehandConsole

/// `stagehand mcp`: a Model Context Protocol server on standard input and output, for agents.
///
/// The `stagehand` executable offers it; an app's own executable offers it with its own types by
/// depending on the `StagehandMCP` product and naming the command:
///
/// ```swift
/// import StagehandCLI
/// import StagehandMCP
///
/// StagehandCLI.main(commands: [MCPCommand.self]) { registry in
///     try registry.register(PersonHeightBinding.self)
/// }
/// ```
public struct MCPCommand: ParsableCommand {
    /// The command's name, summary and help.
    public static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol on standard input and output, for agents.",
        discussion: """
            Tools: open (path, size: a scene file, played on a virtual clock on a scratch copy of \
            its folder), tree (the semantic tree), act (step: one script step as JSON), frame (the \
            text frame), save (path: the steps that passed, as a script that test replays), close. \
            One scene is open at a time. A step that fails is an error result with the message the \
            step gets in a script. Nothing but protocol is written to standard output. Playing \
            a scene runs the commands of its CommandDataSources, as make runs a Makefile's: play \
            only folders you trust.
            """
    )

    @OptionGroup var limitOptions: LimitOptions

    /// A command with the default options, as the argument parser makes it.
    public init() {}

    /// Serves until standard input ends.
    public func run() throws {
        let session = AgentSession(registry: try RunningApp.makeRegistry(), limits: limitOptions.limits)
        session.commandName = RunningApp.name
        let server = MCPServer(session: session, name: RunningApp.name, version: RunningApp.version, limits: limitOptions.limits)
        while let line = readLine(strippingNewline: true) {
            guard let reply = server.answer(line) else { continue }
            // One message per line, written whole at once (no buffer): the client waits for it.
            Platform.writeToStandardOutput(reply + "\n")
        }
        session.close()
    }
}
