/// Values a command keeps until the process exits instead of releasing them.
///
/// A large scene is a graph of many thousands of objects, arrays and strings; releasing it piece
/// by piece after the output is printed took a noticeable share of `stagehand run` and `lint`.
/// The process ends right after, and the operating system reclaims all of its memory at once,
/// so a command hands what it is done with to ``keepUntilExit(_:)`` and `StagehandCLI.main`
/// calls `exit` without unwinding them. Library callers (tests, an editor's server) never do
/// this: they release everything as usual.
enum ProcessLifetime {
    // Safe without a lock: commands run synchronously on the main thread, which is the only
    // thread that calls `keepUntilExit`; nothing ever reads the array.
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits.
    static func keepUntilExit(_ value: Any) {
        kept.append(value)
    }
}
