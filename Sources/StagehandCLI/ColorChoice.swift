#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

/// Whether output carries ANSI color. `always` and `never` are what they say; `auto` follows the
/// conventions other command-line tools follow, first match wins:
///
/// 1. `NO_COLOR` set and not empty: no color (https://no-color.org).
/// 2. `CLICOLOR_FORCE` set, not empty and not `0`, or `FORCE_COLOR` set, not empty and neither `0`
///    nor `false`: color, even into a pipe or a file (https://bixense.com/clicolors,
///    https://force-color.org).
/// 3. `TERM=dumb`, or `CLICOLOR=0`: no color.
/// 4. Otherwise color only a terminal.
package enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never

    /// Whether to color what goes to a file descriptor.
    func isEnabled(for fd: Int32 = STDOUT_FILENO) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return Self.automatic(environment: Self.environment, isTerminal: isatty(fd) == 1)
        }
    }

    /// What `auto` decides for these environment variables and whether the output is a terminal.
    package static func automatic(environment: (String) -> String?, isTerminal: Bool) -> Bool {
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
        if let force = environment("CLICOLOR_FORCE"), !force.isEmpty, force != "0" { return true }
        if let force = environment("FORCE_COLOR"), !force.isEmpty, force != "0", force != "false" { return true }
        if environment("TERM") == "dumb" || environment("CLICOLOR") == "0" { return false }
        return isTerminal
    }

    /// A variable of this process's environment.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
