#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CStagehandSupervisor

/// One program started under a watcher that owns its process group from spawn to reaping, so
/// nothing it starts outlives it or Stagehand.
///
/// Stagehand forks a small watcher process (C, `CStagehandSupervisor`: after the fork it runs no
/// Swift code and calls only async-signal-safe functions); the watcher forks the program as the
/// leader of a new process group and stays until that group is empty:
///
/// - when the program ends, the watcher sends its group SIGTERM (a detached background child),
///   SIGKILL after ``grace`` milliseconds if any member is left, and exits as the program did;
/// - ``stop()`` (a timeout, cancellation, too much output, leaving a scene) sends the watcher
///   SIGTERM, and it does the same to the group;
/// - when Stagehand dies, by whatever signal, `kill -9` included, the kernel tells the watcher
///   (`PR_SET_PDEATHSIG`, for the thread that started it, which waits for it to end), and it does
///   the same again. So quitting — Ctrl-C, SIGTERM, the end of a script — leaves nothing running,
///   without any code running in Stagehand on the way out. The watcher is also a child subreaper
///   (`PR_SET_CHILD_SUBREAPER`), so the group's orphans are its children and are reaped.
///
/// Why not `PR_SET_PDEATHSIG` on the program itself (what a pre-exec hook could do, and
/// swift-subprocess's `preExecProcessAction` offers): the kernel clears it for the program's own
/// children, so a shell's `sleep` would survive `kill -9` of Stagehand; only a process that lives
/// on can kill the whole group. Nor a subreaper in Stagehand: it dies with Stagehand. Nor a helper
/// mode of the `stagehand` executable: an app embedding the library has no such executable, and
/// the helper would still have to stay alive to kill the group. Measured on Linux (2 cores kept
/// busy by other work), starting, running and reaping `true`: 7 ms with `posix_spawn`, 36 ms
/// through the watcher, whether the caller holds 0 or 200 MB — the difference is two more
/// processes waiting for a core, not copying; a command's own run time dwarfs it.
///
/// A descendant that leaves the group (`setsid`) is re-parented to the watcher, as a subreaper,
/// once its parent ends; after the group, the watcher gives every child it still has SIGTERM,
/// then SIGKILL after the grace period, and reaps it (Linux, listed from `/proc`).
package final class SupervisedProcess {
    /// Milliseconds between SIGTERM and SIGKILL of the group.
    package static let grace = 500

    /// The watcher's pid; it leads a process group of its own.
    let pid: pid_t
    /// A descriptor that turns readable when the watcher ends, or -1 without `pidfd_open`.
    let exitDescriptor: Int32
    /// The raw wait status, once the watcher was reaped.
    private(set) var status: Int32?

    private init(pid: pid_t) {
        self.pid = pid
        exitDescriptor = stagehand_pidfd_open(pid)
    }

    deinit {
        if status == nil { _ = stop() }
        if exitDescriptor >= 0 { close(exitDescriptor) }
    }

    /// The read ends of a started program's standard output and standard error, and of the
    /// pipe that reports a failure to start it.
    struct Pipes {
        var output: Int32
        var error: Int32
        var report: Int32
    }

    /// Starts `program` with `arguments` in `directory`, standard input `/dev/null`.
    ///
    /// - Returns: the process and the read ends of its pipes, which the caller closes; or why
    ///   nothing could be started (a program that cannot run is reported on `report`).
    static func start(program: String, arguments: [String], directory: String,
                      environment: [String: String] = [:]) -> Result<(SupervisedProcess, Pipes), WorkError> {
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Built before the fork: the child may not allocate. Empty: the caller's environment.
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.isEmpty ? nil : Self.environment(adding: environment).map { strdup($0) } + [nil]
        defer { for pointer in envp ?? [] { free(pointer) } }
        // Pipes are made and handed over under one lock, so a program starting on another
        // thread never inherits this one's write ends (which would keep them from closing).
        return spawnLock.withLock {
            var ends: [Int32] = []
            defer { for fd in ends { close(fd) } }
            var pipes = Pipes(output: -1, error: -1, report: -1)
            var writeEnds: [Int32] = []
            for index in 0..<3 {
                guard let (read, write) = makePipe() else {
                    let reason = errnoText()
                    ends += writeEnds + [pipes.output, pipes.error].filter { $0 >= 0 }
                    return .failure(WorkError("could not create a pipe: \(reason)"))
                }
                switch index {
                case 0: pipes.output = read
                case 1: pipes.error = read
                default: pipes.report = read
                }
                writeEnds.append(write)
            }
            ends = writeEnds
            var pid = pid_t()
            let searchesPath: Int32 = program.contains("/") ? 0 : 1
            let failure = argv.withUnsafeBufferPointer { buffer in
                withEnvironment(envp) { environment in
                    stagehand_supervised_spawn(&pid, program, searchesPath, buffer.baseAddress, environment, directory,
                                               writeEnds[0], writeEnds[1], writeEnds[2], Int32(grace))
                }
            }
            guard failure == 0 else {
                ends += [pipes.output, pipes.error, pipes.report]
                return .failure(WorkError("could not start a process: \(String(cString: strerror(failure)))"))
            }
            return .success((SupervisedProcess(pid: pid), pipes))
        }
    }

    /// This process's environment with `added` set over it, as `NAME=value` entries.
    static func environment(adding added: [String: String]) -> [String] {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if added[name] == nil { entries.append(text) }
            index += 1
        }
        for (name, value) in added.sorted(by: { $0.key < $1.key }) { entries.append("\(name)=\(value)") }
        return entries
    }

    /// Calls `body` with a pointer to `envp`'s entries, or nil for the caller's environment.
    private static func withEnvironment<T>(_ envp: [UnsafeMutablePointer<CChar>?]?,
                                           _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> T) -> T {
        guard let envp else { return body(nil) }
        return envp.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// Reaps the watcher if it has ended; never waits.
    @discardableResult
    func reap() -> Int32? {
        if let status { return status }
        var value: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &value, WNOHANG) } while result < 0 && errno == EINTR
        if result == pid || (result < 0 && errno == ECHILD) {
            status = value
        }
        return status
    }

    /// Waits for the watcher to end until `deadline` (monotonic milliseconds).
    ///
    /// - Returns: its wait status, or nil if it still runs at the deadline.
    func wait(until deadline: Int) -> Int32? {
        while reap() == nil {
            let remaining = deadline - MonotonicTime.milliseconds()
            if remaining <= 0 { return nil }
            if exitDescriptor >= 0 {
                var entry = pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, Int32(min(remaining, 1_000)))
            } else {
                usleep(useconds_t(min(remaining, 5) * 1_000))
            }
        }
        return status
    }

    /// Stops the program and everything in its group: SIGTERM, then SIGKILL after the grace
    /// period; returns once the watcher was reaped.
    @discardableResult
    func stop() -> Int32 {
        if let status { return status }
        kill(pid, SIGTERM)
        // The watcher takes the grace period and up to a second after its SIGKILL, for the group
        // and then again for descendants that left it.
        if let status = wait(until: MonotonicTime.milliseconds() + 2 * Self.grace + 2_500) { return status }
        kill(-pid, SIGKILL)
        var value: Int32 = 0
        while waitpid(pid, &value, 0) < 0 && errno == EINTR {}
        status = value
        return value
    }

    /// The errno value of a program that could not start, or nil once it started (end of file
    /// on the report pipe) or when `deadline` passed.
    static func startFailure(report: Int32, until deadline: Int) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 4)
        var count = 0
        while count < 4 {
            let remaining = deadline - MonotonicTime.milliseconds()
            if remaining <= 0 { return nil }
            var entry = pollfd(fd: report, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 1_000)))
            if ready < 0 && errno != EINTR { return nil }
            guard ready > 0 else { continue }
            let got = bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return read(report, base + count, 4 - count)
            }
            if got == 0 { return nil }
            if got < 0 { if errno == EINTR || errno == EAGAIN { continue }; return nil }
            count += got
        }
        return bytes.withUnsafeBytes { $0.load(as: Int32.self) }
    }

    /// Serializes making pipes and starting programs (see ``start(program:arguments:directory:)``).
    private static let spawnLock = ConditionLock()

    /// A pipe whose ends are closed in every program started, so one command's pipe never
    /// stays open in another command's process.
    private static func makePipe() -> (Int32, Int32)? {
        var fds: [Int32] = [-1, -1]
        let made = fds.withUnsafeMutableBufferPointer { pipe($0.baseAddress) == 0 }
        guard made else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
