import ArgumentParser
import Dispatch
import Stagehand
import StagehandCLI

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
        let limits = limitOptions.limits
        let name = RunningApp.name
        let version = RunningApp.version
        let done = DispatchSemaphore(value: 0)
        // The argument parser's commands are synchronous; the protocol's library is not. The
        // server runs on the concurrency pool while this thread waits for it. The registry is
        // made in the server's task (which sees the app's setup, as a task-local), so it is that
        // task's alone.
        let outcome = Outcome()
        Task {
            do {
                let registry = try RunningApp.makeRegistry()
                try await AgentServer.serve(AgentServer(registry: registry, limits: limits, commandName: name), name: name, version: version)
            } catch {
                outcome.fail(error)
            }
            done.signal()
        }
        done.wait()
        if let failure = outcome.failure { throw failure }
    }
}

/// How the server's task ended, read by the thread that waited for it.
private final class Outcome: @unchecked Sendable {
    // Safe without a lock: written at most once by the server's task before it signals the
    // semaphore, and read by the waiting thread only after the signal, which orders the two.
    private(set) var failure: (any Error)?
    func fail(_ error: any Error) { failure = error }
}
