#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``RawTerminal`` could not take over the terminal.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input is not a terminal (a pipe, a file): interactive play needs one.
    case notATerminal
    /// Another ``RawTerminal`` is in raw mode already; there is only one terminal.
    case alreadyActive
    /// A system call failed, with the `errno` it left.
    case systemCall(String, errno: Int32)

    /// A one-line explanation for the user.
    package var description: String {
        switch self {
        case .notATerminal:
            "standard input is not a terminal; interactive play needs one (use --script to play headless)"
        case .alreadyActive:
            "the terminal is already in raw mode"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code)))"
        }
    }
}
