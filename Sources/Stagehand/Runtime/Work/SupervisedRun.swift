/// A program Stagehand itself runs to its end (Graphviz's `dot`, `rsvg-convert`), under the same
/// supervision as a scene's commands (``CommandRunner``, ``SupervisedProcess``): its whole process
/// group is killed at a timeout, so a hung program cannot block the caller forever.
package enum SupervisedRun {
    /// How a run ended.
    package enum Ending: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It ran past the timeout and was killed, with its process group.
        case timedOut
        /// It printed more to standard output than is kept, and was killed.
        case outputTooLarge
        /// It could not be started; why.
        case couldNotStart(String)
    }

    /// Runs `program` (a name looked up on `PATH`) with `arguments` in `directory`, standard
    /// input `/dev/null`, standard output read and dropped past `outputLimit` bytes. Blocks until
    /// it ends or `timeout` milliseconds pass.
    ///
    /// - Returns: how it ended, and the last line of its standard error that is not blank.
    package static func run(program: String, arguments: [String], directory: String, timeout: Int,
                            outputLimit: Int = 1 << 20) -> (ending: Ending, lastErrorLine: String) {
        let runner = CommandRunner(program: program, arguments: arguments, directory: directory,
                                   timeout: timeout, outputLimit: outputLimit)
        let outcome = runner.run(cancellation: CancellationFlag())
        let ending: Ending = switch outcome.ending {
        case .exited(let status): .exited(status)
        case .signalled(let signal): .signalled(signal)
        case .timedOut, .cancelled: .timedOut
        case .outputTooLarge: .outputTooLarge
        case .couldNotStart(let reason): .couldNotStart(reason)
        }
        return (ending, outcome.lastErrorLine)
    }
}
