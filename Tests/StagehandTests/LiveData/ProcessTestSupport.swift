import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds a test's own processes by a marker in their command line, and starts the `stagehand`
/// executable as a child process, to check that nothing a command started is left running.
enum ProcessTestSupport {
    /// Whether processes can be listed (`/proc`, Linux).
    static var canListProcesses: Bool { FileManager.default.fileExists(atPath: "/proc/self/cmdline") }

    /// A number of seconds no other test sleeps, so `sleep MARKER` is this test's own process.
    static func marker() -> String { "9\(UInt32.random(in: 10_000_000...99_999_999))" }

    /// The live processes (zombies excluded) whose command line contains `marker`.
    static func processes(matching marker: String) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let me = getpid()
        return entries.compactMap { Int32($0) }.filter { pid in
            guard pid != me,
                  let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            let line = String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return state != "Z" && line.contains(marker)
        }
    }

    /// Waits until no process matches `marker` (SIGKILL is delivered asynchronously), up to
    /// `seconds`; returns those still there.
    static func survivors(of marker: String, within seconds: Double = 10) -> [Int32] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = processes(matching: marker)
        while !left.isEmpty && Date() < deadline {
            usleep(20_000)
            left = processes(matching: marker)
        }
        return left
    }

    /// Waits until a process matches `marker`, up to `seconds`; whether one did.
    static func waitUntilRunning(_ marker: String, within seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !processes(matching: marker).isEmpty { return true }
            usleep(10_000)
        }
        return false
    }

    /// Kills every process matching `marker`: a failed test leaves nothing for the next.
    static func killAll(_ marker: String) {
        for pid in processes(matching: marker) { kill(pid, SIGKILL) }
    }

    /// Starts `executable` with `arguments` (absolute paths: the test process's folder is
    /// shared by every test), standard streams on `/dev/null`.
    static func launch(_ executable: String, _ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Default handling and no blocked signals: the test runner's own settings would make
        // SIGTERM and SIGINT do nothing.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else { return nil }
        return pid
    }

    /// Waits for a launched process to end, up to `seconds`; its wait status, or nil (then it
    /// is killed).
    static func wait(_ pid: pid_t, within seconds: Double = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0 && errno != EINTR { return nil }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }
}
