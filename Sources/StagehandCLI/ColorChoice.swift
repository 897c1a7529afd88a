#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

/// Whether output carries ANSI color: `auto` colors only a terminal, and never with `NO_COLOR` set.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never

    /// Whether to color what goes to a file descriptor.
    func isEnabled(for fd: Int32 = STDOUT_FILENO) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            return isatty(fd) == 1
        }
    }
}
