/// How text looks, as a style in a scene's `styles`, a theme, or the built-in styles says: text
/// and background colours (the terminal's own where `nil`) and five attributes.
public struct TextStyle: Hashable, Sendable {
    /// `fg`: the text colour.
    public var foreground: StyleColor?
    /// `bg`: the background colour.
    public var background: StyleColor?
    /// `bold`.
    public var bold = false
    /// `dim`.
    public var dim = false
    /// `italic`.
    public var italic = false
    /// `underline`.
    public var underline = false
    /// `reverse`: text and background colours swapped.
    public var reverse = false

    /// A style; everything unset by default.
    public init(foreground: StyleColor? = nil, background: StyleColor? = nil, bold: Bool = false, dim: Bool = false,
                italic: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    /// The keys a style takes, in the order documentation lists them.
    public static let keys = ["fg", "bg", "bold", "dim", "italic", "underline", "reverse"]

    /// Whether the style changes nothing.
    public var isPlain: Bool { self == TextStyle() }

    /// The WCAG contrast of its text against its background, or against `themeBackground` where
    /// it sets none; `nil` for a style without a text colour (the terminal's own text has the
    /// terminal's own contrast).
    ///
    /// - Parameter themeBackground: What is behind text without a background of its own.
    public func contrast(on themeBackground: StyleColor) -> Double? {
        guard let foreground else { return nil }
        return foreground.rgb.contrast(with: (background ?? themeBackground).rgb)
    }
}
