import ArgumentParser

/// `stagehand`: lint, run and describe declarative scenes.
struct StagehandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagehand",
        abstract: "Declarative scenes for Swift: lint them, play them on a text console, describe their types.",
        subcommands: [LintCommand.self, RunCommand.self, TypesCommand.self, SchemaCommand.self, LSPCommand.self, FormatCommand.self]
    )
}
