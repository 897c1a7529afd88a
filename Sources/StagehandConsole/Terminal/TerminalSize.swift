/// A terminal's size in character cells: `columns` wide, `rows` high.
struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Number of columns (characters per line), ≥ 1.
    var columns: Int
    /// Number of rows (lines), ≥ 1.
    var rows: Int

    /// The size scripts play at when they don't give one, and the fallback when the
    /// terminal won't tell: 80×24.
    static let standard = TerminalSize(checkedColumns: 80, rows: 24)

    /// Sizes up to this many columns or rows are accepted; anything larger is a typo, and
    /// a cell buffer that big would waste memory.
    static let maximumDimension = 1000

    /// A size; `nil` unless both dimensions are between 1 and ``maximumDimension``.
    init?(columns: Int, rows: Int) {
        guard (1...Self.maximumDimension).contains(columns),
              (1...Self.maximumDimension).contains(rows)
        else { return nil }
        self.columns = columns
        self.rows = rows
    }

    /// A size whose dimensions the caller has already checked.
    private init(checkedColumns columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Parses `COLUMNSxROWS` as scripts and `--size` write it, e.g. `60x20` (`X` and
    /// surrounding spaces are accepted too); `nil` for anything else.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let columns = Self.dimension(parts[0]),
              let rows = Self.dimension(parts[1])
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    /// `COLUMNSxROWS`, the form ``init(parsing:)`` reads.
    var description: String { "\(columns)x\(rows)" }

    private static func dimension(_ text: Substring) -> Int? {
        let digits = text.trimmingPrefix(while: { $0 == " " })
        let trimmed = digits.reversed().drop(while: { $0 == " " }).reversed()
        guard !trimmed.isEmpty, trimmed.count <= 6, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(String(trimmed))
    }
}
