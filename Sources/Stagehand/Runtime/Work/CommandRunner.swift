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
/// The child leads a process group of its own, and stopping it kills the whole group, so a
/// script's own children (a `sleep`) die with it and cannot hold the pipes open. Standard input
/// is `/dev/null`. Blocking: call it on a thread of its own.
struct CommandRunner: Sendable {
    /// The program: a name looked up on `PATH`, or a path (with a `/`) relative to `directory`.
    var program: String
    var arguments: [String]
    /// The folder the program runs in.
    var directory: String
    /// Milliseconds before the program is killed.
    var timeout: Int
    /// The most bytes of standard output kept; more kills the program.
    var outputLimit: Int

    /// How a run ended.
    enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outputTooLarge
        case cancelled
        case couldNotStart(String)
    }

    /// What a run produced.
    struct Outcome: Sendable {
        var ending: Ending
        var output: [UInt8]
        /// The last line of standard error that is not blank, if any.
        var lastErrorLine: String
    }

    /// How much of standard error is kept to find its last line.
    static let errorTailSize = 4096

    func run(cancellation: CancellationFlag) -> Outcome {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        // Pipes are made and handed over under one lock, so a command starting on another
        // thread never inherits this one's pipe ends (which would keep them from closing).
        let spawned: Result<pid_t, WorkError> = Self.spawnLock.withLock {
            guard Self.makePipe(&outputPipe) else { return .failure(WorkError("could not create a pipe: \(Self.errnoText())")) }
            guard Self.makePipe(&errorPipe) else {
                close(outputPipe[0]); close(outputPipe[1])
                return .failure(WorkError("could not create a pipe: \(Self.errnoText())"))
            }
            let spawned = spawn(output: outputPipe[1], error: errorPipe[1])
            close(outputPipe[1])
            close(errorPipe[1])
            return spawned
        }
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let reason):
            if outputPipe[0] >= 0 { close(outputPipe[0]) }
            if errorPipe[0] >= 0 { close(errorPipe[0]) }
            return failure(reason.description)
        }
        var outcome = collect(pid: pid, output: outputPipe[0], error: errorPipe[0], cancellation: cancellation)
        close(outputPipe[0])
        close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if case .exited = outcome.ending {
            // `exited` is a placeholder until the status is known.
            let signal = status & 0x7f
            outcome.ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        }
        return outcome
    }

    private func failure(_ reason: String) -> Outcome {
        Outcome(ending: .couldNotStart(reason), output: [], lastErrorLine: "")
    }

    /// Reads both pipes until they close, the deadline passes, the output grows too large or the
    /// work is cancelled; in the last three cases kills the process group.
    private func collect(pid: pid_t, output: Int32, error: Int32, cancellation: CancellationFlag) -> Outcome {
        let deadline = MonotonicTime.milliseconds() + timeout
        var collected: [UInt8] = []
        var errorTail: [UInt8] = []
        var open: [Int32] = [output, error]
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var ending = Ending.exited(0)
        reading: while !open.isEmpty {
            if cancellation.isCancelled { ending = .cancelled; break }
            let remaining = deadline - MonotonicTime.milliseconds()
            if remaining <= 0 { ending = .timedOut; break }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // Wake now and then to notice cancellation; a pipe that has data wakes at once.
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 50)))
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
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
        if ending != .exited(0) { kill(-pid, SIGKILL) }
        return Outcome(ending: ending, output: collected, lastErrorLine: Self.lastLine(of: errorTail))
    }

    /// Starts the program as the leader of a new process group.
    private func spawn(output: Int32, error: Int32) -> Result<pid_t, WorkError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        guard Self.addChangeDirectory(&actions, directory) else {
            return .failure(WorkError("this system cannot start a program in another folder"))
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own, so a timeout kills its children too; default signal
        // handling and no blocked signals, whatever the terminal session set up for itself.
        var defaults = sigset_t()
        sigfillset(&defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // A path with a `/` is relative to `directory`: the child changes folder before it
        // starts the program, so the path is used as written.
        let searchesPath = !program.contains("/")
        let path = program
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        var status: Int32 = 0
        // "Text file busy": a script just written may still be open for writing in a process
        // started meanwhile by another thread (which inherited the descriptor); it clears when
        // that process starts its program or ends. Try again for a little over a second.
        for attempt in 0..<8 {
            if attempt > 0 { usleep(useconds_t(10_000 << (attempt - 1))) }
            status = searchesPath
                ? posix_spawnp(&pid, path, &actions, &attributes, argv, environ)
                : posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            if status != ETXTBSY { break }
        }
        guard status == 0 else {
            return .failure(WorkError(status == ENOENT ? "program '\(program)' was not found" : "program '\(program)' could not start: \(String(cString: strerror(status)))"))
        }
        return .success(pid)
    }

    /// Serializes making pipes and starting programs (see ``run(cancellation:)``).
    private static let spawnLock = ConditionLock()

    /// A pipe whose ends are closed in every child but the one they are handed to, so one
    /// command's pipe never stays open in another command's process.
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        fds.withUnsafeMutableBufferPointer { buffer in
            guard pipe(buffer.baseAddress) == 0 else { return false }
            _ = fcntl(buffer[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(buffer[1], F_SETFD, FD_CLOEXEC)
            return true
        }
    }

    /// `posix_spawn_file_actions_addchdir_np`: in glibc since 2.29 and in macOS, but not
    /// visible to Swift through Glibc, so it is looked up by name.
    private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ directory: String) -> Bool {
        typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = changeDirectorySymbol else { return false }
        let function = unsafeBitCast(symbol, to: AddChangeDirectory.self)
        return function(&actions, directory) == 0
    }

    /// The looked-up function, or nil on a system without it.
    // nonisolated(unsafe): a constant address, set once by the static initializer (which Swift
    // runs exactly once, thread-safely) and only read afterwards.
    private nonisolated(unsafe) static let changeDirectorySymbol: UnsafeMutableRawPointer? = {
        #if canImport(Darwin)
        let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(everyImage, "posix_spawn_file_actions_addchdir_np")
    }()

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
