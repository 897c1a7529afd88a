import Stagehand

/// How a cell's character is drawn: a set of ``CellAttributes`` plus optional text and
/// background colours (`nil` is the terminal's default).
///
/// Styles are small values; combine them with ``adding(_:)`` — for example a focused
/// button is its normal style `adding(.inverse)`.
public struct CellStyle: Hashable, Sendable {
    /// Bold, dim, italic, inverse, underline.
    public var attributes: CellAttributes
    /// The text colour, or `nil` for the terminal's default.
    public var foreground: PaletteColor?
    /// The background colour, or `nil` for the terminal's default.
    public var background: PaletteColor?

    /// A style with the given attributes and colours.
    ///
    /// - Parameters:
    ///   - attributes: Bold, dim, inverse and the like.
    ///   - foreground: The text colour; the terminal's own when `nil`.
    ///   - background: The background colour; the terminal's own when `nil`.
    public init(_ attributes: CellAttributes = [], foreground: PaletteColor? = nil, background: PaletteColor? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The look of a style a scene names.
    ///
    /// - Parameter style: A style from the scene's style sheet.
    public init(_ style: TextStyle) {
        var attributes: CellAttributes = []
        if style.bold { attributes.insert(.bold) }
        if style.dim { attributes.insert(.dim) }
        if style.italic { attributes.insert(.italic) }
        if style.underline { attributes.insert(.underline) }
        if style.reverse { attributes.insert(.inverse) }
        self.init(attributes, foreground: style.foreground.map(PaletteColor.init), background: style.background.map(PaletteColor.init))
    }

    /// No attributes, default colors: what blank cells have.
    public static let plain = CellStyle()

    /// Whether this is the ``plain`` style (renderers skip escape codes for it).
    public var isPlain: Bool { attributes.isEmpty && foreground == nil && background == nil }

    /// This style with `extra` attributes added; the colors are kept.
    ///
    /// - Parameter extra: The attributes to add.
    /// - Returns: The new style.
    public func adding(_ extra: CellAttributes) -> CellStyle {
        CellStyle(attributes.union(extra), foreground: foreground, background: background)
    }

    /// This style with its foreground color replaced.
    ///
    /// - Parameter color: The new text color; the terminal's own when `nil`.
    /// - Returns: The new style.
    public func withForeground(_ color: PaletteColor?) -> CellStyle {
        CellStyle(attributes, foreground: color, background: background)
    }

    /// This style under `outer`: its own colours kept, the ones it lacks taken from `outer`,
    /// and `outer`'s attributes added. How a view's style reaches what the view drew.
    ///
    /// - Parameter outer: The style around it.
    /// - Returns: The combined style.
    public func within(_ outer: CellStyle) -> CellStyle {
        CellStyle(attributes.union(outer.attributes), foreground: foreground ?? outer.foreground, background: background ?? outer.background)
    }
}
