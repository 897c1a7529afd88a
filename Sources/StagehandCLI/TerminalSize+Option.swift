import ArgumentParser
import Stagehand

extension TerminalSize {
    /// A `--size` option's text as a size, for every command that takes one: nil when the option
    /// was not given.
    ///
    /// - Throws: `ValidationError` saying what `--size` takes, for text that is not COLUMNSxROWS.
    static func option(_ text: String?) throws -> TerminalSize? {
        guard let text else { return nil }
        guard let size = TerminalSize(parsing: text) else {
            throw ValidationError("--size takes COLUMNSxROWS such as 80x24 (columns \(TerminalSize.accepted.columns), rows \(TerminalSize.accepted.rows)), not '\(text)'")
        }
        return size
    }
}
