/// How a frame differs from its golden file, for a failed `expect: { frame: }`, in words: how
/// many rows each has, whether the status line changed, then the rows that changed side by side
/// (the file's text beside the frame's, a caret under each column that differs), the rows only
/// one of them has, and nothing of the rows that match.
///
/// Rows are paired by a longest common subsequence, so a row inserted near the top is one new
/// row, not every row below it changed.
///
/// ```text
/// the frame has 9 rows, the file 8: 1 row changed, 1 new in the frame
///       │file             │frame
/// row 3 │3 people         │4 people
///       │                 │^
/// row 5 │(not in the file)│Sensors: ok
/// ```
package struct FrameDiff {
    /// One difference: rows (from 1) in the file and in the frame, and their texts; a row one
    /// side lacks has no number there.
    package struct Row: Equatable {
        var fileRow: Int?
        var frameRow: Int?
        package var expected: String?
        var actual: String?
        /// The columns (from 1) that differ, when both sides have the row.
        var columns: [Int]

        /// The row's number as shown: the frame's, else the file's.
        package var number: Int { frameRow ?? fileRow ?? 0 }
    }

    /// The differences, top first.
    package let rows: [Row]
    /// How many rows the file and the frame have, trailing blank rows aside.
    let fileCount: Int
    let frameCount: Int
    /// The status line's row (from 1): the frame's last, when its height is known.
    let statusRow: Int?

    /// The most rows a report shows; the rest are counted.
    static let shownRows = 12

    /// Compares two frames, already normalized (see ``FrameFile/normalizedLines(_:)``).
    ///
    /// - Parameter statusRow: the row (from 1) of the status line, for saying when it changed.
    package init(expected: [String], actual: [String], statusRow: Int? = nil) {
        fileCount = expected.count
        frameCount = actual.count
        self.statusRow = statusRow
        var rows: [Row] = []
        var removed: [(Int, String)] = []
        var added: [(Int, String)] = []
        func flush() {
            // Rows removed and added at one place are the same rows, changed, as far as they pair:
            // from the top, but the status line always meets the status line.
            var tail: Row?
            if let statusRow, removed.last?.0 == statusRow, added.last?.0 == statusRow {
                tail = Self.row(file: removed.removeLast(), frame: added.removeLast())
            }
            for index in 0..<max(removed.count, added.count) {
                let file = index < removed.count ? removed[index] : nil
                let frame = index < added.count ? added[index] : nil
                rows.append(Self.row(file: file, frame: frame))
            }
            if let tail { rows.append(tail) }
            removed = []
            added = []
        }
        for step in Self.alignment(expected, actual) {
            switch step {
            case .same: flush()
            case .onlyInFile(let i): removed.append((i + 1, expected[i]))
            case .onlyInFrame(let j): added.append((j + 1, actual[j]))
            }
        }
        flush()
        self.rows = rows
    }

    private static func row(file: (Int, String)?, frame: (Int, String)?) -> Row {
        var columns: [Int] = []
        if let file, let frame {
            let a = Array(file.1), b = Array(frame.1)
            columns = (0..<max(a.count, b.count)).filter { i in i >= a.count || i >= b.count || a[i] != b[i] }.map { $0 + 1 }
        }
        return Row(fileRow: file?.0, frameRow: frame?.0, expected: file?.1, actual: frame?.1, columns: columns)
    }

    private enum Step { case same, onlyInFile(Int), onlyInFrame(Int) }

    /// The rows of both, in order, each the same on both sides or in one only: a longest common
    /// subsequence (a frame is a screenful, so the table stays small).
    private static func alignment(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                steps.append(.same)
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                steps.append(.onlyInFrame(j))
                j += 1
            } else {
                steps.append(.onlyInFile(i))
                i += 1
            }
        }
        return steps
    }

    /// Whether the frames are the same.
    var isEmpty: Bool { rows.isEmpty }

    /// What differs, in one line: `1 row changed, 2 new in the frame`.
    var summary: String {
        let changed = rows.filter { $0.expected != nil && $0.actual != nil }.count
        let onlyFrame = rows.filter { $0.expected == nil }.count
        let onlyFile = rows.filter { $0.actual == nil }.count
        var parts: [String] = []
        if changed > 0 { parts.append(changed == 1 ? "1 row changed" : "\(changed) rows changed") }
        if onlyFrame > 0 { parts.append("\(onlyFrame) new in the frame") }
        if onlyFile > 0 { parts.append("\(onlyFile) only in the file") }
        return parts.joined(separator: ", ")
    }

    /// The report: counts, the status line, then the differing rows side by side (at most
    /// ``shownRows``).
    package var text: String {
        var lines: [String] = []
        let counts = fileCount == frameCount
            ? "the frame and the file have \(Self.rowsText(frameCount))"
            : "the frame has \(Self.rowsText(frameCount)), the file \(fileCount)"
        lines.append(counts + ": " + summary)
        // Said only when the status line itself differs: the frame's last row is in a difference,
        // or the file's is and pairs with it or with nothing. A file row that lands on the status
        // line's row only because rows above it moved pairs with another row: not the status line.
        if let statusRow, let status = rows.first(where: {
            $0.frameRow == statusRow || ($0.fileRow == statusRow && ($0.frameRow == nil || $0.frameRow == statusRow))
        }) {
            lines.append("the status line changed: the file shows \(Self.quoted(status.fileRow == statusRow ? status.expected : nil)), the frame \(Self.quoted(status.frameRow == statusRow ? status.actual : nil))")
        }
        let shown = Array(rows.prefix(Self.shownRows))
        let width = max(4, shown.map { ($0.expected ?? Self.absentInFile).count }.max() ?? 0)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        let names = shown.map { row in row.frameRow.map { "row \($0)" } ?? "file row \(row.fileRow ?? 0)" }
        let label = (names.map(\.count).max() ?? 0) + 1
        func head(_ name: String) -> String { name + String(repeating: " ", count: label - name.count) }
        lines.append(head("") + "│" + pad("file") + "│frame")
        for (row, name) in zip(shown, names) {
            let left = row.expected.map { $0.isEmpty ? "(blank)" : $0 } ?? Self.absentInFile
            let right = row.actual.map { $0.isEmpty ? "(blank)" : $0 } ?? "(not in the frame)"
            lines.append(head(name) + "│" + pad(left) + "│" + right)
            if row.expected?.isEmpty == false, row.actual?.isEmpty == false, let last = row.columns.last {
                var caret = Array(repeating: Character(" "), count: last)
                for column in row.columns { caret[column - 1] = "^" }
                lines.append(head("") + "│" + pad("") + "│" + String(caret))
            }
        }
        if rows.count > Self.shownRows {
            lines.append("… and \(rows.count - Self.shownRows) more rows differ")
        }
        // Spaces at the ends of lines are noise in a terminal and in review tools.
        return lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }

    private static let absentInFile = "(not in the file)"

    private static func rowsText(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

    private static func quoted(_ text: String?) -> String {
        guard let text else { return "nothing" }
        return text.isEmpty ? "a blank line" : "\"\(text.trimmingSpaces())\""
    }

    /// "column 4", "columns 3-4", "columns 1, 5-7".
    package static func columnsText(_ columns: [Int]) -> String {
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

private extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
