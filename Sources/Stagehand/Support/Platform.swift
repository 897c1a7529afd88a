#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few things every layer above needs from the operating system, in one place: the exit
/// statuses the commands promise, writing to standard error, and a terminal's size.
///
/// Files that make system calls of their own still import the C library themselves; what the
/// console and the commands share goes through here, so there is one answer to "which exit
/// status" and "how wide is the terminal".
package enum Platform {
    /// The exit statuses of the commands, as the scene format's contract fixes them.
    package enum ExitStatus: Int32, Sendable {
        /// Everything passed.
        case success = 0
        /// Problems found: lint errors, a failed step or expectation, a runtime problem under
        /// `--strict`.
        case problems = 1
        /// The command itself could not run: a bad flag, a missing file, a failed registration.
        case couldNotRun = 2
        /// Ctrl-C ended an interactive session: 128 + SIGINT, as a shell reports it.
        case interrupted = 130
        /// SIGTERM ended the process: 128 + SIGTERM.
        case terminated = 143
    }

    /// Ends the process with a status, without unwinding: nothing is released that the
    /// operating system reclaims anyway.
    package static func exit(_ status: Int32) -> Never {
        systemExit(status)
    }

    /// `write(2)`, under one name on every C library.
    package static func write(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        systemWrite(fd, bytes, count)
    }

    /// `read(2)`, under one name on every C library.
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        systemRead(fd, buffer, count)
    }

    /// Whether the last failed call was interrupted by a signal (`EINTR`) and may be tried again.
    package static var lastErrorIsInterrupted: Bool { errno == EINTR }

    /// What an `errno` value means, in lower case for the middle of a sentence ("no such file
    /// or directory").
    package static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    /// Writes text to standard error with plain descriptor writes (the C `stderr` global is
    /// shared mutable state to Swift 6), retrying short writes; gives up quietly on an error.
    package static func writeToStandardError(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    /// Writes text to standard output the same way as ``writeToStandardError(_:)``.
    package static func writeToStandardOutput(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    private static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The size of the terminal behind a descriptor as (columns, rows), or `nil` when it is not
    /// a terminal or nobody sized it (a fresh pseudo-terminal reports 0×0).
    package static func terminalSize(of fd: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        #if os(Linux)
        let request = UInt(TIOCGWINSZ)
        #else
        let request: UInt = 0x4008_7468  // TIOCGWINSZ on Darwin, a macro Swift can't import.
        #endif
        guard ioctl(fd, request, &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row))
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
private let systemExit = Glibc.exit
#elseif canImport(Musl)
private let systemWrite = Musl.write
private let systemRead = Musl.read
private let systemExit = Musl.exit
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
private let systemExit = Darwin.exit
#endif
