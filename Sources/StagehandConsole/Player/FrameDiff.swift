/// The rows in which a frame differs from its golden file, for a failed `expect: { frame: }`:
/// only the changed rows, each with its row number, the file's text, the frame's text, and a
/// caret under every column that differs.
///
/// ```text
/// row 3, columns 3-4:
///   file:  │ 3 people│
///   frame: │ 4 people│
///           ^
/// ```
struct FrameDiff {
    /// One changed row: its number (from 1), the two texts, and the columns (from 1) that differ.
    struct Row: Equatable {
        var number: Int
        var expected: String?
        var actual: String?
        var columns: [Int]
    }

    /// The changed rows, top first.
    let rows: [Row]

    /// The most rows a report shows; the rest are counted.
    static let shownRows = 12

    /// Compares two frames, already normalized (see ``FrameFile/normalizedLines(_:)``).
    init(expected: [String], actual: [String]) {
        var rows: [Row] = []
        for index in 0..<max(expected.count, actual.count) {
            let want = index < expected.count ? expected[index] : nil
            let saw = index < actual.count ? actual[index] : nil
            guard want != saw else { continue }
            let a = Array(want ?? ""), b = Array(saw ?? "")
            let columns = (0..<max(a.count, b.count)).filter { i in
                i >= a.count || i >= b.count || a[i] != b[i]
            }.map { $0 + 1 }
            rows.append(Row(number: index + 1, expected: want, actual: saw, columns: columns))
        }
        self.rows = rows
    }

    /// Whether the frames are the same.
    var isEmpty: Bool { rows.isEmpty }

    /// The report: the changed rows, at most ``shownRows`` of them.
    var text: String {
        var lines: [String] = []
        for row in rows.prefix(Self.shownRows) {
            lines.append("row \(row.number), \(Self.columnsText(row.columns)):")
            lines.append("  file:  " + (row.expected.map { "│\($0)│" } ?? "(no such row)"))
            lines.append("  frame: " + (row.actual.map { "│\($0)│" } ?? "(no such row)"))
            var caret = Array(repeating: Character(" "), count: (row.columns.last ?? 0))
            for column in row.columns { caret[column - 1] = "^" }
            lines.append("          " + String(caret))
        }
        if rows.count > Self.shownRows {
            lines.append("… and \(rows.count - Self.shownRows) more rows differ")
        }
        return lines.joined(separator: "\n")
    }

    /// "column 4", "columns 3-4", "columns 1, 5-7".
    static func columnsText(_ columns: [Int]) -> String {
        var ranges: [ClosedRange<Int>] = []
        for column in columns {
            if let last = ranges.last, last.upperBound + 1 == column {
                ranges[ranges.count - 1] = last.lowerBound...column
            } else {
                ranges.append(column...column)
            }
        }
        let parts = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
        return (columns.count == 1 ? "column " : "columns ") + parts.joined(separator: ", ")
    }
}
