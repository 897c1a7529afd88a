/// A foreground color from the small palette every ANSI terminal has.
///
/// Only the eight standard colors plus gray are offered: they follow the user's terminal
/// theme, so they stay legible on light and dark backgrounds alike. "No color" (the
/// terminal's default) is `nil` in ``CellStyle/foreground``.
public enum PaletteColor: UInt8, CaseIterable, Hashable, Sendable {
    /// The terminal's black.
    case black
    /// The terminal's red.
    case red
    /// The terminal's green.
    case green
    /// The terminal's yellow.
    case yellow
    /// The terminal's blue.
    case blue
    /// The terminal's magenta.
    case magenta
    /// The terminal's cyan.
    case cyan
    /// The terminal's white.
    case white
    /// Bright black, which terminals show as gray: secondary text.
    case gray

    /// The SGR parameter that selects this color as the foreground (30–37, gray 90).
    var foregroundSGRParameter: Int {
        self == .gray ? 90 : 30 + Int(rawValue)
    }

    /// The color with this name (`"red"`, `"gray"`, also `"grey"`), for styles named in scenes.
    ///
    /// - Parameter name: The color's name, in any case; `nil` for a name not in the palette.
    public init?(name: String) {
        switch name.lowercased() {
        case "black": self = .black
        case "red": self = .red
        case "green": self = .green
        case "yellow": self = .yellow
        case "blue": self = .blue
        case "magenta": self = .magenta
        case "cyan": self = .cyan
        case "white": self = .white
        case "gray", "grey": self = .gray
        default: return nil
        }
    }
}
