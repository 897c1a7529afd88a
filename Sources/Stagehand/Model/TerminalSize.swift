/// A console size in cells, written `COLUMNSxROWS` (e.g. `60x20`).
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - columns: The width, in terminal columns.
    ///   - rows: The height, in lines.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The default when neither the script nor the command line gives one: 80×24.
    public static let standard = TerminalSize(columns: 80, rows: 24)

    /// The smallest and largest sizes accepted, so a typo cannot allocate a huge frame.
    public static let accepted = (columns: 10...1000, rows: 3...500)

    /// Parses `60x20`; `nil` for anything else or a size outside ``accepted``.
    ///
    /// - Parameter text: `COLUMNSxROWS`, as `--size` and a script's `size:` write it.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]),
            TerminalSize.accepted.columns.contains(c), TerminalSize.accepted.rows.contains(r)
        else { return nil }
        self.init(columns: c, rows: r)
    }

    /// `COLUMNSxROWS`, as `--size` and a script's `size:` write it: `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}
