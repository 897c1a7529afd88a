/// A colour as a scene or theme writes it: one of the 16 ANSI colour names, `gray`, or
/// `#rrggbb`.
///
/// A named colour is drawn as the terminal's own palette entry, so it follows the person's
/// terminal theme; `#rrggbb` is drawn exactly where the terminal has 24-bit colour, else as
/// the nearest colour it has. Where an exact value is needed (contrast, pictures), a name is
/// taken at xterm's default palette and `gray` as `#808080`.
public enum StyleColor: Hashable, Sendable {
    /// A colour of the terminal's palette, by name.
    case named(NamedColor)
    /// An exact 24-bit colour.
    case rgb(RGBColor)

    /// The colour `text` names: a name (``NamedColor``) or `#rrggbb`; `nil` when it is neither.
    ///
    /// - Parameter text: The colour as written.
    public init?(_ text: String) {
        if let named = NamedColor(rawValue: text) {
            self = .named(named)
        } else if let rgb = RGBColor(hex: text) {
            self = .rgb(rgb)
        } else {
            return nil
        }
    }

    /// The colour as a scene writes it.
    public var text: String {
        switch self {
        case .named(let name): name.rawValue
        case .rgb(let rgb): rgb.hex
        }
    }

    /// The exact value: a name at xterm's default palette, `gray` as `#808080`.
    public var rgb: RGBColor {
        switch self {
        case .named(let name): name.rgb
        case .rgb(let rgb): rgb
        }
    }
}

/// The colour names a style may use: the 16 of every ANSI terminal and `gray`.
public enum NamedColor: String, CaseIterable, Hashable, Sendable {
    /// ANSI 0.
    case black
    /// ANSI 1.
    case red
    /// ANSI 2.
    case green
    /// ANSI 3.
    case yellow
    /// ANSI 4.
    case blue
    /// ANSI 5.
    case magenta
    /// ANSI 6.
    case cyan
    /// ANSI 7.
    case white
    /// ANSI 8.
    case brightBlack
    /// ANSI 9.
    case brightRed
    /// ANSI 10.
    case brightGreen
    /// ANSI 11.
    case brightYellow
    /// ANSI 12.
    case brightBlue
    /// ANSI 13.
    case brightMagenta
    /// ANSI 14.
    case brightCyan
    /// ANSI 15.
    case brightWhite
    /// The terminal's gray (ANSI 8, as `brightBlack`), measured as `#808080`.
    case gray

    /// The palette entry the terminal draws it with, 0–15.
    public var ansiIndex: UInt8 {
        self == .gray ? 8 : UInt8(Self.allCases.firstIndex(of: self) ?? 0)
    }

    /// The value at xterm's default palette; `gray` is `#808080`.
    public var rgb: RGBColor {
        self == .gray ? RGBColor(red: 0x80, green: 0x80, blue: 0x80) : Self.xtermPalette[Int(ansiIndex)]
    }

    /// xterm's default values for the 16 ANSI colours, in palette order.
    public static let xtermPalette: [RGBColor] = [
        0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
        0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
    ].map { (value: Int) in RGBColor(red: UInt8(value >> 16 & 255), green: UInt8(value >> 8 & 255), blue: UInt8(value & 255)) }
}
