import ArgumentParser
import Stagehand

/// The `stagehand` command line, for the `stagehand` executable and for an app's own.
///
/// An app with custom types gets `lint`, `run`, `types` and `schema` from its own executable,
/// all seeing its types, with one call in its `main.swift`:
///
/// ```swift
/// import StagehandCLI
///
/// StagehandCLI.main { registry in
///     try registry.register(PersonHeightBinding.self)
/// }
/// ```
///
/// Commands that live in products of their own join with `commands:`, such as `mcp` from the
/// `StagehandMCP` product: `StagehandCLI.main(commands: [MCPCommand.self]) { registry in … }`.
public enum StagehandCLI {
    /// Registers an app's types into a registry that already holds the standard library.
    public typealias Setup = @Sendable (Registry) throws -> Void

    /// Parses the command line, runs the command with the app's registry, and exits.
    ///
    /// - Parameters:
    ///   - name: what the executable calls itself in help, usage, errors and recorded scripts;
    ///     by default the name it was started under (`garden` for `.build/debug/garden`).
    ///   - version: the app's own version, which `--version` prints after its name and its manual
    ///     pages name; by default Stagehand's (`StagehandVersion.current`).
    ///   - abstract: what the app is, in one sentence: the first line of its help and the
    ///     description of its manual page; by default Stagehand's.
    ///   - arguments: the arguments after the executable's name; by default the process's.
    ///   - commands: more commands, after the standard ones: those of other products, such as
    ///     `StagehandMCP`'s `MCPCommand` (`mcp`), which then see the app's types too.
    ///   - setup: registers the app's own types.
    public static func main(
        name: String? = nil, version: String? = nil, abstract: String? = nil, arguments: [String]? = nil,
        commands: [any ParsableCommand.Type] = [], setup: @escaping Setup = { _ in }
    ) -> Never {
        MemoryReuse.configure()
        var app = CommandContext.App(name: name ?? CommandContext.invokedName(), setup: setup)
        app.commands = CommandContext.Commands(types: commands)
        if let version { app.version = version }
        if let abstract { app.abstract = abstract }
        let arguments = (arguments ?? Array(CommandLine.arguments.dropFirst())).map(DotSlash.removed(from:))
        // The line an editor or a hook runs on every save skips the argument parser's start.
        let plainLint = LintRequest.plain(arguments)
        // So does the line that plays a script headless, as CI jobs and benchmarks do.
        let plainRun = plainLint == nil ? ScriptRunRequest.plain(arguments) : nil
        let parsed = plainLint == nil && plainRun == nil ? app.pathRuns.extract(from: arguments) : []
        // A raised depth limit gets stacks that hold it, on this command's thread and its workers'.
        if let depth = LimitOptions.requestedDepth(in: arguments) { ThreadStack.reserve(forDepth: depth) }
        let status: Int32 = ThreadStack.run { CommandContext.$app.withValue(app) {
            do {
                if let plainLint {
                    try plainLint.run()
                } else if let plainRun {
                    try plainRun.run()
                } else if arguments.first == ManualPages.option {
                    try ManualPages.write(arguments: Array(arguments.dropFirst()))
                } else {
                    var command = try CommandContext.parse(parsed)
                    try command.run()
                }
                return Platform.ExitStatus.success.rawValue
            } catch let failure as CommandFailure {
                StandardError.write("error: \(TerminalText.escaped(failure.description))\n")
                return Platform.ExitStatus.couldNotRun.rawValue
            } catch {
                let code = StagehandCommand.exitCode(for: error)
                // Usage mistakes mean the command could not run: the contract's exit status 2.
                if code == .validationFailure {
                    StandardError.write(TerminalText.escaped(StagehandCommand.fullMessage(for: error)) + "\n")
                    return Platform.ExitStatus.couldNotRun.rawValue
                }
                if code == .success {
                    print(StagehandCommand.fullMessage(for: error))
                    return Platform.ExitStatus.success.rawValue
                }
                let message = StagehandCommand.fullMessage(for: error)
                if !message.isEmpty { StandardError.write(TerminalText.escaped(message) + "\n") }
                return code.rawValue
            }
        } }
        Platform.exit(status)
    }
}

/// What every command needs from the embedding app: how to build its registry.
enum CommandContext {
    /// The app's registration call. A struct rather than the bare closure: a task-local whose
    /// value is a function type crashes in optimized builds (Swift 6.3), a struct holding one does not.
    struct App: Sendable {
        /// What the executable calls itself.
        var name = "stagehand"
        /// The version `--version` prints after the name.
        var version = StagehandVersion.current
        /// The first line of help and the description of the manual page.
        var abstract = StagehandCommand.stagehandAbstract
        var setup: StagehandCLI.Setup
        /// The runs of file names taken off the command line before parsing.
        var pathRuns = PathRuns()
        /// Whether the root command is being parsed without looking for a request for a shell
        /// completion script (see ``CommandContext/parse(_:)``).
        var parsesWithoutCompletionProbe = false
        /// The commands other products add (`mcp`).
        var commands = Commands(types: [])
    }

    /// Command types, which the app's value carries across tasks.
    struct Commands: @unchecked Sendable {
        // Safe: metatypes are immutable, and the array is never changed after it is made.
        let types: [any ParsableCommand.Type]
    }

    /// Parses the command line into the command to run.
    ///
    /// Before parsing, the argument parser tries every command line as a request for a shell
    /// completion script, building two more commands' arguments by reflection: a tenth of a small
    /// `stagehand lint`. A command line that does not mention that option, nor asks for help or
    /// the version, is parsed first without that probe (a root command with a super-command name
    /// skips it); anything that does not parse that way is parsed again as usual, so errors,
    /// usage and help read exactly as before.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        let asksForHelp = arguments.contains { argument in
            argument.contains("generate-completion-script") || argument.hasPrefix("--experimental")
                || ["help", "-h", "--help", "--version"].contains(argument)
        }
        if !asksForHelp {
            var quick = app
            quick.parsesWithoutCompletionProbe = true
            if let command = try? $app.withValue(quick, operation: { try StagehandCommand.parseAsRoot(arguments) }) {
                return command
            }
        }
        return try StagehandCommand.parseAsRoot(arguments)
    }

    @TaskLocal static var app = App(setup: { _ in })

    /// The last path component of the name the process was started under, or `stagehand`.
    static func invokedName() -> String {
        let started = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? ""
        return started.isEmpty ? "stagehand" : started
    }

    /// The standard library plus the app's types; a registration error stops the command with exit 2.
    static func makeRegistry() throws -> Registry {
        let registry = Registry()
        registry.commandName = app.name
        do {
            try app.setup(registry)
        } catch {
            throw CommandFailure("could not register the app's types: \(error)")
        }
        return registry
    }
}

/// What a command of another product (`StagehandMCP`'s `mcp`) needs from the executable that
/// runs it: the same name, version and registry as the standard commands see.
package enum RunningApp {
    /// What the executable calls itself.
    package static var name: String { CommandContext.app.name }
    /// The version `--version` prints.
    package static var version: String { CommandContext.app.version }
    /// The standard library plus the app's types.
    package static func makeRegistry() throws -> Registry { try CommandContext.makeRegistry() }
    /// An error that stops the command with exit status 2 and `message`.
    package static func failure(_ message: String) -> any Error { CommandFailure(message) }
}

/// An error that stops a command with exit status 2 and a message saying what to do.
package struct CommandFailure: Error, CustomStringConvertible {
    package let description: String
    package init(_ message: String) { description = message }
}
