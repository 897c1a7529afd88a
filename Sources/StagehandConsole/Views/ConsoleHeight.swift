/// How many lines a view wants, and whether it grows into room its stack has left over.
public struct ConsoleHeight: Equatable, Sendable {
    /// The lines the view needs.
    public var lines: Int
    /// Whether it takes a share of spare lines (spacers, tables without a height).
    public var flexible: Bool

    /// Whether, standing in a row (an `HStack`), it is drawn over the row's full height though
    /// it needs fewer lines: a divider, which becomes a vertical line.
    public var fillsRow: Bool

    /// For a flexible view, the most lines it takes however many its stack has left (a table:
    /// all its rows); `nil` for no limit (a spacer).
    public var maximum: Int?

    /// A height of `lines`, flexible or not.
    ///
    /// - Parameters:
    ///   - lines: The lines wanted.
    ///   - flexible: Whether the view takes a share of spare lines.
    ///   - fillsRow: Whether, in a row, the view is as tall as the row.
    public init(lines: Int, flexible: Bool, fillsRow: Bool = false) {
        self.lines = max(0, lines)
        self.flexible = flexible
        self.fillsRow = fillsRow
    }

    /// Exactly `lines`, never more.
    ///
    /// - Parameter lines: The lines wanted.
    /// - Returns: The height.
    public static func fixed(_ lines: Int) -> ConsoleHeight { ConsoleHeight(lines: lines, flexible: false) }
    /// At least `lines`, and a share of whatever is left.
    ///
    /// - Parameter lines: The fewest lines the view takes.
    /// - Returns: The height.
    public static func flexible(minimum lines: Int) -> ConsoleHeight { ConsoleHeight(lines: lines, flexible: true) }

    /// At least `lines`, and a share of whatever is left up to `maximum` lines.
    ///
    /// - Parameters:
    ///   - lines: The fewest lines the view takes.
    ///   - maximum: The most lines it takes.
    /// - Returns: The height.
    public static func flexible(minimum lines: Int, maximum: Int) -> ConsoleHeight {
        var height = ConsoleHeight(lines: lines, flexible: true)
        height.maximum = max(height.lines, maximum)
        return height
    }
    /// Nothing: hidden views.
    public static let none = ConsoleHeight(lines: 0, flexible: false)
}
