#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program as a whole process, the way a user's shell does, and reads the operating
/// system's own accounting of it: wall time from spawn to reap, CPU time and peak resident memory
/// (`wait4`'s `rusage` of that one child).
enum Spawn {
    /// One finished run.
    struct Outcome {
        /// Wall-clock seconds from just before the spawn to just after the child was reaped.
        let seconds: Double
        /// User + system CPU seconds of the child.
        let cpuSeconds: Double
        /// The child's peak resident set, in bytes.
        let peakBytes: Int
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
    }

    /// Runs `path` with `arguments` (not including the program name) and `environment` added to
    /// this process's own; standard input is empty and both outputs go to `/dev/null`, so
    /// writing to a pipe or a terminal is not part of the figure.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var environmentLines: [String] = []
        var index = 0
        while let line = environ[index] {
            let text = String(cString: line)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if environment[name] == nil { environmentLines.append(text) }
            index += 1
        }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { environmentLines.append(name + "=" + value) }
        let envp: [UnsafeMutablePointer<CChar>?] = environmentLines.map { strdup($0) } + [nil]
        defer { for p in envp { free(p) } }

        var pid = pid_t()
        let start = Bench.clock.now
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Files.Failure(description: "cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Files.Failure(description: "cannot wait for \(path): errno \(errno)") }
        }
        let seconds = Bench.seconds(Bench.clock.now - start)
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        // Linux reports ru_maxrss in kilobytes.
        let peak = Int(usage.ru_maxrss) * 1024
        let exited = status & 0x7f == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(seconds: seconds, cpuSeconds: cpu, peakBytes: peak, status: code)
    }

    /// The path of this executable, so its siblings in the same build folder can be found.
    static func ownExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments[0]
    }

    /// A program next to this executable (`stagehand` is built into the same folder).
    static func sibling(_ name: String) -> String {
        let own = ownExecutable()
        guard let slash = own.lastIndex(of: "/") else { return name }
        return String(own[...slash]) + name
    }
}

/// Starts the measured processes from a small helper process forked when this program starts.
///
/// On Linux a child's peak resident memory (`ru_maxrss`) includes the memory of the process it
/// was spawned from up to its `exec` (the kernel keeps the larger of the two), so a child spawned
/// from this benchmark, which holds the generated scenes, would report that memory as its own.
/// The helper is forked before anything large is built, so its own few megabytes are the floor
/// under every figure (printed as ``floorBytes``).
final class Spawner {
    private let requests: Int32
    private let replies: Int32
    /// The helper's own pid, to reap it at the end.
    private let pid: pid_t

    /// Forks the helper; call before allocating much.
    init() throws {
        var toHelper: [Int32] = [0, 0], fromHelper: [Int32] = [0, 0]
        guard pipe(&toHelper) == 0, pipe(&fromHelper) == 0 else { throw Files.Failure(description: "pipe: errno \(errno)") }
        let child = fork()
        guard child >= 0 else { throw Files.Failure(description: "fork: errno \(errno)") }
        if child == 0 {
            close(toHelper[1])
            close(fromHelper[0])
            Self.serve(requests: toHelper[0], replies: fromHelper[1])
        }
        close(toHelper[0])
        close(fromHelper[1])
        requests = toHelper[1]
        replies = fromHelper[0]
        pid = child
    }

    deinit {
        close(requests)
        close(replies)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Runs a command through the helper; see ``Spawn/run(_:_:environment:)``.
    func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Spawn.Outcome {
        let environmentLines = environment.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }
        var message: [UInt8] = []
        Self.put(UInt64(arguments.count), into: &message)
        Self.put(UInt64(environmentLines.count), into: &message)
        for text in [path] + arguments + environmentLines {
            Self.put(UInt64(text.utf8.count), into: &message)
            message += Array(text.utf8)
        }
        try Self.write(message, to: requests)
        let reply = try Self.read(5 * 8, from: replies)
        let words = (0..<5).map { i in reply[(i * 8)..<(i * 8 + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        if words[4] != 0 { throw Files.Failure(description: "cannot start \(path): error \(words[4])") }
        return Spawn.Outcome(seconds: Double(words[0]) / 1e9, cpuSeconds: Double(words[1]) / 1e9,
                             peakBytes: Int(words[2]), status: Int32(truncatingIfNeeded: words[3]))
    }

    /// The smallest peak any child can report: the helper's own, measured on `/bin/true`.
    func floorBytes() -> Int {
        (try? run("/bin/true", []).peakBytes) ?? 0
    }

    private static func serve(requests: Int32, replies: Int32) -> Never {
        while let header = try? read(16, from: requests) {
            let counts = [header[0..<8], header[8..<16]].map { $0.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
            var strings: [String] = []
            var ok = true
            for _ in 0..<(1 + Int(counts[0]) + Int(counts[1])) {
                guard let lengthBytes = try? read(8, from: requests),
                      let bytes = try? read(Int(lengthBytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }), from: requests)
                else { ok = false; break }
                strings.append(String(decoding: bytes, as: UTF8.self))
            }
            guard ok else { break }
            let arguments = Array(strings[1..<(1 + Int(counts[0]))])
            var environment: [String: String] = [:]
            for line in strings[(1 + Int(counts[0]))...] {
                let parts = line.split(separator: "=", maxSplits: 1)
                environment[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            var reply: [UInt8] = []
            do {
                let o = try Spawn.run(strings[0], arguments, environment: environment)
                for word in [UInt64(o.seconds * 1e9), UInt64(o.cpuSeconds * 1e9), UInt64(o.peakBytes), UInt64(UInt32(bitPattern: o.status)), 0] {
                    put(word, into: &reply)
                }
            } catch {
                for word: UInt64 in [0, 0, 0, 0, 1] { put(word, into: &reply) }
            }
            guard (try? write(reply, to: replies)) != nil else { break }
        }
        _exit(0)
    }

    private static func put(_ word: UInt64, into bytes: inout [UInt8]) {
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(i)))) }
    }

    private static func write(_ bytes: [UInt8], to fd: Int32) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + done, bytes.count - done) }
            guard n > 0 else { throw Files.Failure(description: "write to helper: errno \(errno)") }
            done += n
        }
    }

    private static func read(_ count: Int, from fd: Int32) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + done, count - done) }
            guard n > 0 else { throw Files.Failure(description: "read from helper: end of input") }
            done += n
        }
        return bytes
    }
}
