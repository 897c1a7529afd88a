#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much styling the terminal gets: colours and attributes on a colour terminal, attributes
/// only with `NO_COLOR` set (https://no-color.org), nothing at all on `TERM=dumb`. Every state
/// a view shows stays visible without styles (markers, brackets, `[x]`), so nothing is lost.
enum ColorMode: Equatable, Sendable {
    /// Colours and attributes.
    case full
    /// Bold, dim, inverse and underline, no colours.
    case attributesOnly
    /// No styles.
    case plain

    /// The mode the environment asks for: `TERM=dumb` plain, `NO_COLOR` (set and not empty)
    /// without colours, otherwise full.
    static func fromEnvironment() -> ColorMode {
        from(term: environment("TERM"), noColor: environment("NO_COLOR"))
    }

    /// The mode for these environment values.
    static func from(term: String?, noColor: String?) -> ColorMode {
        if term == "dumb" { return .plain }
        if let noColor, !noColor.isEmpty { return .attributesOnly }
        return .full
    }

    /// Takes out of `buffer` the styling this mode does not allow.
    func apply(to buffer: inout CellBuffer) {
        switch self {
        case .full: return
        case .attributesOnly: buffer.updateStyle(in: buffer.bounds) { $0.foreground = nil }
        case .plain: buffer.updateStyle(in: buffer.bounds) { $0 = .plain }
        }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
