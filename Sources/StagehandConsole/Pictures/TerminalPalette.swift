import Stagehand

/// The colours a picture of a frame is painted with: the terminal's default foreground and
/// background, and an RGB value for each of the 16 palette colours. Colours of the 256-colour
/// palette and exact 24-bit colours are painted as they are.
///
/// A terminal picks these from its theme; a picture has to choose. The default is a dark theme
/// with the widely used "Dark+" values, in which every palette colour stays legible on the
/// background, as the palette's colours do on a person's own terminal. A scene's theme sets the
/// background (its `background`) and the default text colour (its `plain` style's `fg`).
package struct TerminalPalette: Hashable, Sendable {
    /// The text colour of cells without a colour of their own, as `#rrggbb`.
    package var foreground: String
    /// The colour behind every cell, as `#rrggbb`.
    package var background: String
    /// One `#rrggbb` for each of the 16 palette colours, in palette order.
    private var colors: [String]

    /// A palette with these colours; `colors` in palette order (black … white, then the bright ones).
    package init(foreground: String, background: String, colors: [String]) {
        self.foreground = foreground
        self.background = background
        self.colors = colors
    }

    /// The dark theme pictures use unless told otherwise.
    package static let dark = TerminalPalette(
        foreground: "#cccccc", background: "#1e1e1e",
        colors: ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
                 "#767676", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"])

    /// This palette under a scene's styles: the theme's background behind every cell and the
    /// `plain` style's text colour for text without one of its own.
    ///
    /// - Parameter sheet: The scene's style sheet.
    package func themed(by sheet: StyleSheet) -> TerminalPalette {
        var palette = self
        if let background = sheet.background { palette.background = rgb(PaletteColor(background)) }
        if let text = sheet.style(named: "plain")?.foreground { palette.foreground = rgb(PaletteColor(text)) }
        return palette
    }

    /// The RGB value of `color`, or the default foreground for `nil`.
    package func rgb(_ color: PaletteColor?) -> String {
        guard let color else { return foreground }
        switch color {
        case .ansi(let index): return colors.indices.contains(Int(index)) ? colors[Int(index)] : foreground
        case .indexed, .rgb: return color.rgb().hex
        }
    }
}
