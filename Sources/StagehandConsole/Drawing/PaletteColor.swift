import Stagehand

/// A colour a console cell is drawn in: one of the terminal's 16 palette colours (which follow
/// the person's terminal theme), one of the 256-colour palette's other 240, or an exact 24-bit
/// colour. "No colour" (the terminal's default) is `nil` in ``CellStyle``.
///
/// What a terminal is sent depends on what it has (`ColorMode`): 24-bit colours become the
/// nearest of 256 or of 16 on terminals without them.
public enum PaletteColor: Hashable, Sendable {
    /// A colour of the terminal's 16-colour palette, 0–15 (8–15 the bright ones).
    case ansi(UInt8)
    /// A colour of the 256-colour palette beyond the first 16: the 6×6×6 cube (16–231) and the
    /// gray ramp (232–255).
    case indexed(UInt8)
    /// An exact 24-bit colour.
    case rgb(RGBColor)

    /// The terminal's black.
    public static let black = PaletteColor.ansi(0)
    /// The terminal's red.
    public static let red = PaletteColor.ansi(1)
    /// The terminal's green.
    public static let green = PaletteColor.ansi(2)
    /// The terminal's yellow.
    public static let yellow = PaletteColor.ansi(3)
    /// The terminal's blue.
    public static let blue = PaletteColor.ansi(4)
    /// The terminal's magenta.
    public static let magenta = PaletteColor.ansi(5)
    /// The terminal's cyan.
    public static let cyan = PaletteColor.ansi(6)
    /// The terminal's white.
    public static let white = PaletteColor.ansi(7)
    /// Bright black, which terminals show as gray: secondary text.
    public static let gray = PaletteColor.ansi(8)

    /// The colour a style names: a name as the terminal's palette entry, `#rrggbb` exactly.
    ///
    /// - Parameter color: A colour as a scene writes it.
    public init(_ color: StyleColor) {
        switch color {
        case .named(let name): self = .ansi(name.ansiIndex)
        case .rgb(let rgb): self = .rgb(rgb)
        }
    }

    /// The SGR parameters that select this colour as the text colour (`foreground`) or the
    /// background: `31`, `91`, `38;5;n`, `38;2;r;g;b` and their `4x`/`10x`/`48` forms.
    func sgrParameters(foreground: Bool) -> String {
        switch self {
        case .ansi(let index) where index < 8: "\((foreground ? 30 : 40) + Int(index))"
        case .ansi(let index): "\((foreground ? 90 : 100) + Int(index) - 8)"
        case .indexed(let index): "\(foreground ? 38 : 48);5;\(index)"
        case .rgb(let c): "\(foreground ? 38 : 48);2;\(c.red);\(c.green);\(c.blue)"
        }
    }

    /// The exact value, for pictures and for finding the nearest colour: the 16 from
    /// `palette16`, the others as xterm defines the 256-colour palette.
    ///
    /// - Parameter palette16: The values of the 16 palette colours.
    func rgb(in palette16: [RGBColor] = NamedColor.xtermPalette) -> RGBColor {
        switch self {
        case .ansi(let index): palette16[Int(index) % 16]
        case .indexed(let index): Self.xterm256(index)
        case .rgb(let rgb): rgb
        }
    }

    /// The channel values of the 6×6×6 cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's value of palette entry `index`, 16–255.
    static func xterm256(_ index: UInt8) -> RGBColor {
        if index >= 232 {
            let level = UInt8(8 + 10 * Int(index - 232))
            return RGBColor(red: level, green: level, blue: level)
        }
        let cube = Int(index) - 16
        guard cube >= 0 else { return NamedColor.xtermPalette[Int(index)] }
        return RGBColor(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
    }

    /// The colour as a terminal with 256 colours gets it: a 24-bit colour becomes the nearest
    /// entry of the cube or the gray ramp (the first 16 are left out: their values depend on the
    /// terminal's theme); palette colours stay.
    package var in256Colors: PaletteColor {
        guard case .rgb(let rgb) = self else { return self }
        return .indexed(Self.nearest(to: rgb, among: 16...255))
    }

    /// The colour as a terminal with 16 colours gets it: the nearest of the 16 at xterm's
    /// default values.
    package var in16Colors: PaletteColor {
        switch self {
        case .ansi: self
        case .indexed, .rgb: .ansi(Self.nearest(to: rgb(), among: 0...15))
        }
    }

    /// The entry of `candidates` nearest `color`: the smallest CIE76 difference (Euclidean
    /// distance in CIELAB), the lowest index on a tie.
    static func nearest(to color: RGBColor, among candidates: ClosedRange<UInt8>) -> UInt8 {
        let target = color.lab
        var best = candidates.lowerBound
        var bestDistance = Double.infinity
        for index in candidates {
            let value = paletteLab[Int(index)]
            let (dl, da, db) = (target.l - value.l, target.a - value.a, target.b - value.b)
            let distance = dl * dl + da * da + db * db
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The 256 entries at xterm's values, in CIELAB, worked out once.
    private static let paletteLab: [(l: Double, a: Double, b: Double)] = (0...255).map { index in
        (index < 16 ? NamedColor.xtermPalette[index] : xterm256(UInt8(index))).lab
    }
}
