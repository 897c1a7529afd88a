import Stagehand

/// Writes a command's report to standard output in one go, without `print`'s generic
/// formatting: the report is already text.
enum StandardOutput {
    static func write(_ text: String) { Platform.writeToStandardOutput(text) }
}
