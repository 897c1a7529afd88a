import ArgumentParser
import Stagehand

/// A command that prints one document about the registry in use (its types, or the schema they
/// make), so that an app's own executable describes its own custom types.
protocol RegistryReportCommand: ParsableCommand {
    /// The document to print for `registry`.
    func report(on registry: Registry) -> String
}

extension RegistryReportCommand {
    func run() throws {
        print(report(on: try CommandContext.makeRegistry()))
    }
}
