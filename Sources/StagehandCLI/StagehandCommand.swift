import ArgumentParser

/// `stagehand`: lint, run and describe declarative scenes; an app's own executable runs it under
/// its own name.
package struct StagehandCommand: ParsableCommand {
    /// Every option at its default, as the argument parser starts the command before it reads the line.
    package init() {}

    /// What `stagehand` says it is; an app says what it is instead (``StagehandCLI/main(name:version:abstract:arguments:setup:)``).
    static let stagehandAbstract = "Declarative scenes for Swift: lint them, play them on a text console, describe their types."

    /// Computed, not stored: usage and help name the executable that is running, which an app
    /// embedding these commands chooses (``CommandContext/App/name``).
    package static var configuration: CommandConfiguration {
        var configuration = CommandConfiguration(
            commandName: CommandContext.app.name,
            abstract: CommandContext.app.abstract,
            discussion: "Programs a scene names (CommandDataSource commands) run only under run, test and mcp, and under render when given --commands; lint, format, storyboard, types, schema and lsp never run one.",
            version: "\(CommandContext.app.name) \(CommandContext.app.version)",
            subcommands: [LintCommand.self, RunCommand.self, TypesCommand.self, SchemaCommand.self, LSPCommand.self, FormatCommand.self,
                          TestCommand.self, RenderCommand.self, StoryboardCommand.self] + CommandContext.app.commands.types
        )
        // Only while ``CommandContext/parse(_:)`` parses a command line that cannot ask for a
        // completion script: the parser skips its probe for one under a super-command. Help and
        // usage, which would show the name, are never made from this configuration.
        if CommandContext.app.parsesWithoutCompletionProbe { configuration._superCommandName = "" }
        return configuration
    }
}
