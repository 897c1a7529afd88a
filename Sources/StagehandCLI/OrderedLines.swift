import Stagehand
import Synchronization

/// Prints one line per script of `stagehand test` as soon as it is known, in path order: a
/// script's line waits only for the scripts before it, not for the whole run.
package final class OrderedLines: Sendable {
    private struct State {
        var next = 0
        var ready: [Int: String] = [:]
    }

    private let state = Mutex(State())
    private let write: @Sendable (String) -> Void

    /// Lines that go to `write`: standard output unless told otherwise.
    package init(write: @escaping @Sendable (String) -> Void = { StandardOutput.write($0) }) {
        self.write = write
    }

    /// Tells that script `index` ended with this line; prints it, and the lines after it that
    /// were waiting for it, in order.
    package func done(_ index: Int, line: String) {
        // Written under the lock, so two threads never interleave their lines.
        state.withLock { state in
            state.ready[index] = line
            var text = ""
            while let ready = state.ready.removeValue(forKey: state.next) {
                text += ready
                state.next += 1
            }
            if !text.isEmpty { write(text) }
        }
    }
}
