/// Turns a ``CellBuffer`` into a plain-text frame: what headless runs print and what
/// `expect: { screen: … }` searches.
///
/// Rows are joined with `"\n"` (no newline after the last one), trailing spaces are trimmed
/// from each row, continuation cells of wide characters are skipped, and styles are
/// ignored — the output never contains escape codes.
package struct PlainTextRenderer: Sendable {
    /// Whether to drop blank rows at the bottom of the frame. Off by default, so a frame
    /// always has one line per row of the screen.
    var trimsTrailingBlankLines: Bool

    /// A renderer; by default it keeps every row.
    package init(trimsTrailingBlankLines: Bool = false) {
        self.trimsTrailingBlankLines = trimsTrailingBlankLines
    }

    /// The frame as text.
    package func render(_ buffer: CellBuffer) -> String {
        var lines = (0..<buffer.height).map { line(buffer.row($0)) }
        if trimsTrailingBlankLines {
            while lines.last?.isEmpty == true { lines.removeLast() }
        }
        return lines.joined(separator: "\n")
    }

    /// One row of the frame, trailing spaces trimmed.
    func line(_ cells: ArraySlice<Cell>) -> String {
        var text = ""
        var pendingSpaces = 0
        for cell in cells where !cell.isContinuation {
            if cell.character == " " {
                // Held back until something visible follows, which trims trailing spaces.
                pendingSpaces += 1
                continue
            }
            if pendingSpaces > 0 {
                text.append(String(repeating: " ", count: pendingSpaces))
                pendingSpaces = 0
            }
            text.append(cell.character)
        }
        return text
    }
}
