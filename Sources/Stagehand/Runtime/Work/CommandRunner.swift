#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program to its end, without a shell, in a given folder: standard output collected
/// (up to a limit), the tail of standard error kept, killed at a timeout or when cancelled.
///
/// The program runs under a ``SupervisedProcess``: it leads a process group of its own, and
/// whether it ends, times out, is cancelled or Stagehand quits, the whole group gets SIGTERM,
/// then SIGKILL after a grace period, so a script's own children (a `sleep`, a detached
/// background job) never outlive it. Standard input is `/dev/null`. Blocking: call it on a thread
/// of its own, which stays until the run returns.
package struct CommandRunner: Sendable {
    /// The program: a name looked up on `PATH`, or a path (with a `/`) relative to `directory`.
    var program: String
    var arguments: [String]
    /// The folder the program runs in.
    var directory: String
    /// Milliseconds before the program is killed.
    var timeout: Int
    /// The most bytes of standard output kept; more kills the program.
    var outputLimit: Int
    /// Variables set over this process's environment for the program.
    var environment: [String: String] = [:]

    /// A run of `program` with `arguments` in `directory`, stopped after `timeout` and cut at `outputLimit` bytes of output.
    package init(program: String, arguments: [String], directory: String, timeout: Int, outputLimit: Int, environment: [String: String] = [:]) {
        self.program = program
        self.arguments = arguments
        self.directory = directory
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.environment = environment
    }

    /// How a run ended.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outputTooLarge
        case cancelled
        case couldNotStart(String)
    }

    /// What a run produced.
    package struct Outcome: Sendable {
        package var ending: Ending
        package var output: [UInt8]
        /// The last line of standard error that is not blank, if any.
        package var lastErrorLine: String
    }

    /// How much of standard error is kept to find its last line.
    static let errorTailSize = 4096

    package func run(cancellation: CancellationFlag) -> Outcome {
        let deadline = MonotonicTime.milliseconds() + timeout
        let process: SupervisedProcess
        let pipes: SupervisedProcess.Pipes
        switch SupervisedProcess.start(program: program, arguments: arguments, directory: directory, environment: environment) {
        case .success(let started): (process, pipes) = started
        case .failure(let reason): return failure(reason.description)
        }
        defer {
            close(pipes.output)
            close(pipes.error)
            close(pipes.report)
        }
        if let code = SupervisedProcess.startFailure(report: pipes.report, until: deadline) {
            process.stop()
            return failure(code == ENOENT
                ? "program '\(CommandWords.cut(program))' was not found"
                : "program '\(CommandWords.cut(program))' could not start: \(String(cString: strerror(code)))")
        }
        var outcome = collect(process, output: pipes.output, error: pipes.error, deadline: deadline, cancellation: cancellation)
        if case .exited = outcome.ending {
            // `exited` is a placeholder until the status is known.
            let status = process.status ?? 0
            let signal = status & 0x7f
            outcome.ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        }
        return outcome
    }

    private func failure(_ reason: String) -> Outcome {
        Outcome(ending: .couldNotStart(reason), output: [], lastErrorLine: "")
    }

    /// Reads both pipes until the program's group has ended and closed them, the deadline
    /// passes, the output grows too large or the work is cancelled; in the last three cases
    /// stops the group (``SupervisedProcess/stop()``). Every wait has the deadline: a program
    /// that closes its output and goes on running is stopped at the timeout like any other.
    private func collect(_ process: SupervisedProcess, output: Int32, error: Int32, deadline: Int,
                         cancellation: CancellationFlag) -> Outcome {
        var collected: [UInt8] = []
        var errorTail: [UInt8] = []
        var open: [Int32] = [output, error]
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var ending = Ending.exited(0)
        // Once the group has ended, only a process that left it (`setsid`) can still hold a
        // pipe: what it wrote by then is read, and it is not waited for.
        var drainUntil: Int?
        reading: while true {
            if cancellation.isCancelled { ending = .cancelled; break }
            let now = MonotonicTime.milliseconds()
            if process.reap() != nil {
                if open.isEmpty { break }
                if drainUntil == nil { drainUntil = now + 100 }
            }
            if let drainUntil, now >= drainUntil { break }
            let remaining = deadline - now
            if remaining <= 0 { ending = .timedOut; break }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if process.status == nil && process.exitDescriptor >= 0 {
                fds.append(pollfd(fd: process.exitDescriptor, events: Int16(POLLIN), revents: 0))
            }
            // Wake now and then to notice cancellation; a pipe that has data, or the end of the
            // watcher, wakes at once. Without an exit descriptor, closed pipes leave a short sleep.
            let slice = process.exitDescriptor >= 0 || !open.isEmpty ? 50 : 5
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, slice)))
            if ready < 0 && errno != EINTR { ending = .timedOut; break }
            for entry in fds where entry.revents != 0 && open.contains(entry.fd) {
                let count = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == output {
                        collected.append(contentsOf: chunk[0..<count])
                        if collected.count > outputLimit { ending = .outputTooLarge; break reading }
                    } else {
                        errorTail.append(contentsOf: chunk[0..<count])
                        if errorTail.count > Self.errorTailSize { errorTail.removeFirst(errorTail.count - Self.errorTailSize) }
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        if ending != .exited(0) { process.stop() }
        return Outcome(ending: ending, output: collected, lastErrorLine: Self.lastLine(of: errorTail))
    }

    /// The last line of `bytes` that is not blank, trimmed.
    static func lastLine(of bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .last { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return line.trimmingCharacters()
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
