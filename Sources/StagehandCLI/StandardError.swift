import Stagehand

/// Writes to standard error, where diagnostics of `run` go so frames stay clean on standard output.
enum StandardError {
    static func write(_ text: String) { Platform.writeToStandardError(text) }
}
