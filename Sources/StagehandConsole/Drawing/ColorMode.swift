#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much styling the terminal gets. Colours degrade to what the terminal has: 24-bit where
/// `COLORTERM` is `truecolor` or `24bit`, else 256 colours where `TERM` contains `256color`,
/// else the 16; a colour the terminal lacks becomes the nearest it has (``PaletteColor``).
/// `NO_COLOR` (set and not empty, https://no-color.org) takes colours out and keeps the
/// attributes; `TERM=dumb` takes all styles out. Every state a view shows stays visible without
/// styles (markers, brackets, `[x]`), so nothing is lost.
package enum ColorMode: Equatable, Sendable {
    /// 24-bit colours and attributes.
    case trueColor
    /// The 256-colour palette and attributes.
    case colors256
    /// The 16 palette colours and attributes.
    case colors16
    /// Bold, dim, italic, inverse and underline, no colours.
    case attributesOnly
    /// No styles.
    case plain

    /// The mode the environment asks for (`TERM`, `COLORTERM`, `NO_COLOR`).
    package static func fromEnvironment() -> ColorMode {
        from(term: environment("TERM"), colorTerm: environment("COLORTERM"), noColor: environment("NO_COLOR"))
    }

    /// The mode for these environment values.
    package static func from(term: String?, colorTerm: String? = nil, noColor: String?) -> ColorMode {
        if term == "dumb" { return .plain }
        if let noColor, !noColor.isEmpty { return .attributesOnly }
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if let term, term.contains("256color") { return .colors256 }
        return .colors16
    }

    /// Takes out of `buffer` the styling this mode does not allow, and turns its colours into
    /// ones the terminal has.
    package func apply(to buffer: inout CellBuffer) {
        switch self {
        case .trueColor: return
        case .colors256: convert(&buffer) { $0.in256Colors }
        case .colors16: convert(&buffer) { $0.in16Colors }
        case .attributesOnly:
            buffer.updateStyle(in: buffer.bounds) { style in
                style.foreground = nil
                style.background = nil
            }
        case .plain: buffer.updateStyle(in: buffer.bounds) { $0 = .plain }
        }
    }

    /// Converts every colour of `buffer`, each distinct colour once (finding the nearest
    /// measures it against every candidate).
    private func convert(_ buffer: inout CellBuffer, _ conversion: (PaletteColor) -> PaletteColor) {
        var converted: [PaletteColor: PaletteColor] = [:]
        func map(_ color: PaletteColor?) -> PaletteColor? {
            guard let color else { return nil }
            if case .ansi = color { return color }
            if let known = converted[color] { return known }
            let result = conversion(color)
            converted[color] = result
            return result
        }
        buffer.updateStyle(in: buffer.bounds) { style in
            style.foreground = map(style.foreground)
            style.background = map(style.background)
        }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
