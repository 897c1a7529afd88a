/// Text attributes a console cell can carry, as a set: `[.bold, .inverse]`.
///
/// These are the attributes every terminal worth supporting understands; each maps to one
/// SGR parameter in `ANSIRenderer`. The plain-text renderer ignores them all.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits, one per attribute.
    public let rawValue: UInt8

    /// Attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Heavier text (SGR 1): titles, headers.
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Fainter text (SGR 2): placeholders, disabled views.
    public static let dim = CellAttributes(rawValue: 1 << 1)
    /// Swapped foreground and background (SGR 7): the focused view and the selected row.
    public static let inverse = CellAttributes(rawValue: 1 << 2)
    /// Underlined text (SGR 4): text fields.
    public static let underline = CellAttributes(rawValue: 1 << 3)
    /// Slanted text (SGR 3), where the terminal has it.
    public static let italic = CellAttributes(rawValue: 1 << 4)

    /// Every attribute in the order `ANSIRenderer` emits them, paired with its SGR parameter.
    static let sgrParameters: [(attribute: CellAttributes, parameter: Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7),
    ]
}
