/// The colours a picture of a frame is painted with: the terminal's default foreground and
/// background, and an RGB value for each ``PaletteColor``.
///
/// A terminal picks these from its theme; a picture has to choose. The default is a dark theme
/// with the widely used "Dark+" values, in which every palette colour stays legible on the
/// background, as the palette's colours do on a person's own terminal.
package struct TerminalPalette: Hashable, Sendable {
    /// The text colour of cells without a colour of their own, as `#rrggbb`.
    package var foreground: String
    /// The colour behind every cell, as `#rrggbb`.
    package var background: String
    /// One `#rrggbb` for each palette colour, indexed by its raw value.
    private var colors: [String]

    /// A palette with these colours; `colors` in ``PaletteColor`` order (black … white, gray).
    package init(foreground: String, background: String, colors: [String]) {
        self.foreground = foreground
        self.background = background
        self.colors = colors
    }

    /// The dark theme pictures use unless told otherwise.
    package static let dark = TerminalPalette(
        foreground: "#cccccc", background: "#1e1e1e",
        colors: ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5", "#767676"])

    /// The RGB value of `color`, or the default foreground for `nil`.
    package func rgb(_ color: PaletteColor?) -> String {
        guard let color else { return foreground }
        let index = Int(color.rawValue)
        return colors.indices.contains(index) ? colors[index] : foreground
    }
}
