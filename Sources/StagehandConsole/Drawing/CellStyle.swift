/// How a cell's character is drawn: a set of ``CellAttributes`` plus an optional
/// ``PaletteColor`` for the foreground (`nil` is the terminal's default color).
///
/// Styles are small values; combine them with ``adding(_:)`` — for example a focused
/// button is its normal style `adding(.inverse)`.
public struct CellStyle: Hashable, Sendable {
    /// Bold, dim, inverse, underline.
    public var attributes: CellAttributes
    /// The foreground color, or `nil` for the terminal's default.
    public var foreground: PaletteColor?

    /// A style with the given attributes and foreground color.
    ///
    /// - Parameters:
    ///   - attributes: Bold, dim, inverse and the like.
    ///   - foreground: The text color; the terminal's own when `nil`.
    public init(_ attributes: CellAttributes = [], foreground: PaletteColor? = nil) {
        self.attributes = attributes
        self.foreground = foreground
    }

    /// No attributes, default color: what blank cells have.
    public static let plain = CellStyle()

    /// Whether this is the ``plain`` style (renderers skip escape codes for it).
    public var isPlain: Bool { attributes.isEmpty && foreground == nil }

    /// This style with `extra` attributes added; the color is kept.
    ///
    /// - Parameter extra: The attributes to add.
    /// - Returns: The new style.
    public func adding(_ extra: CellAttributes) -> CellStyle {
        CellStyle(attributes.union(extra), foreground: foreground)
    }

    /// This style with its foreground color replaced.
    ///
    /// - Parameter color: The new text color; the terminal's own when `nil`.
    /// - Returns: The new style.
    public func withForeground(_ color: PaletteColor?) -> CellStyle {
        CellStyle(attributes, foreground: color)
    }
}
