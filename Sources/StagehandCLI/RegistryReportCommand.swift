import ArgumentParser
import Stagehand

/// A command that prints one document about the registry in use (its types, or the schema they
/// make), so that an app's own executable describes its own custom types.
package protocol RegistryReportCommand: ParsableCommand {
    /// The document to print for `registry`.
    func report(on registry: Registry) -> String
}

extension RegistryReportCommand {
    package func run() throws {
        print(printedReport(on: try CommandContext.makeRegistry()))
    }

    /// The report as it is printed: custom types' documentation is an app's text, so control
    /// characters are escaped (JSON escapes its own; text would carry them to the terminal).
    package func printedReport(on registry: Registry) -> String {
        TerminalText.escaped(report(on: registry))
    }
}
