/// A `width × height` grid of ``Cell``s: the off-screen frame views draw into, which a
/// renderer then turns into plain text, ANSI text, or a minimal terminal update.
///
/// Drawing clips: anything outside the grid is silently dropped, so layout code can draw
/// without bounds checks. The grid keeps one invariant however it is changed — a
/// double-width character always has its continuation cell right after it, and is never
/// placed in the last column (a space goes there instead). Overwriting either half of a
/// wide character blanks the other half, as a terminal does.
package struct CellBuffer: Hashable, Sendable {
    /// Number of columns.
    package let width: Int
    /// Number of rows.
    package let height: Int
    /// Row-major cells: row `y` is `cells[y * width ..< (y + 1) * width]`.
    private var cells: [Cell]

    /// A buffer of blank cells; negative sizes count as 0.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The whole grid as a rect at the origin.
    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`.
    ///
    /// Reading outside the grid gives ``Cell/blank``; writing outside it does nothing.
    /// Writing a wide character places its continuation too (or a space, in the last
    /// column); writing a continuation cell only restyles an existing continuation.
    package subscript(x: Int, y: Int) -> Cell {
        get {
            guard let index = index(x, y) else { return .blank }
            return cells[index]
        }
        set {
            guard let index = index(x, y) else { return }
            if newValue.isContinuation {
                // A continuation can't stand on its own; only its style may change.
                if cells[index].isContinuation {
                    cells[index].style = newValue.style
                } else {
                    put(" ", width: 1, x: x, y: y, style: newValue.style)
                }
                return
            }
            put(newValue.character, width: newValue.width, x: x, y: y, style: newValue.style)
        }
    }

    /// The cells of row `y`, left to right (empty outside the grid).
    package func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < height else { return [] }
        return cells[y * width ..< (y + 1) * width]
    }

    /// Fills the part of `rect` inside the grid with `character` in `style`.
    ///
    /// A wide `character` is repeated every two columns; a column left over at the right
    /// edge gets a space. A character that takes no columns fills with spaces.
    package mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        let area = rect.clipped(to: bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(character, style: style)
        let charWidth = cell.width
        for y in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                if charWidth == 2 && x + 1 >= area.maxX {
                    put(" ", width: 1, x: x, y: y, style: style)
                    x += 1
                } else {
                    put(cell.character, width: charWidth, x: x, y: y, style: style)
                    x += charWidth
                }
            }
        }
    }

    /// Clears the whole grid to blank cells.
    mutating func clear() {
        cells = Array(repeating: .blank, count: width * height)
    }

    /// Writes `text` as one line starting at column `x` of row `y`, in `style`, and returns
    /// the number of columns it takes.
    ///
    /// The text is fitted by ``FittedLine``: line breaks and tabs show as spaces, and text
    /// wider than the room — `maxWidth` columns, and never past the right edge of the
    /// grid — is cut and ends in `…` (a truncated line takes exactly that room, padded with
    /// a space rather than splitting a wide character). Cells left of column 0 or outside
    /// the grid are clipped; a wide character cut by the left edge shows as a space.
    ///
    /// - Returns: Columns used from `x`, between 0 and the room available.
    @discardableResult
    package mutating func write(
        _ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: CellStyle = .plain
    ) -> Int {
        let room = min(maxWidth ?? Int.max, width - x)
        guard room > 0 else { return 0 }
        let line = FittedLine(text, maxWidth: room)
        draw(line, x: x, y: y, style: style)
        return line.width
    }

    /// Draws an already fitted line at column `x` of row `y`, clipping at the grid's edges.
    mutating func draw(_ line: FittedLine, x: Int, y: Int, style: CellStyle = .plain) {
        guard y >= 0, y < height else { return }
        var column = x
        for character in line.characters {
            let charWidth = DisplayWidth.of(character)
            if column >= 0 && column + charWidth <= width {
                put(character, width: charWidth, x: column, y: y, style: style)
            } else {
                // Partly outside: show the visible half of a wide character as a space.
                for part in column..<(column + charWidth) where part >= 0 && part < width {
                    put(" ", width: 1, x: part, y: y, style: style)
                }
            }
            column += charWidth
        }
    }

    /// Changes the style of every cell of `rect` inside the grid, keeping the characters —
    /// for example to show the focused view or the selected table row in inverse:
    /// `buffer.updateStyle(in: row) { $0.attributes.insert(.inverse) }`.
    package mutating func updateStyle(in rect: Rect, _ update: (inout CellStyle) -> Void) {
        let area = rect.clipped(to: bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                update(&cells[y * width + x].style)
            }
            // Keep the halves of a wide character cut by the rect's edges in one style,
            // since the terminal draws them as one glyph.
            syncWideStyle(x: area.x, y: y, atLeftEdge: true)
            syncWideStyle(x: area.maxX - 1, y: y, atLeftEdge: false)
        }
    }

    /// Copies `source` into this buffer with its top-left corner at (`x`, `y`), clipped
    /// to this grid — for views drawn into a buffer of their own, such as table rows.
    package mutating func draw(_ source: CellBuffer, x: Int, y: Int) {
        for sy in 0..<source.height {
            var sx = 0
            while sx < source.width {
                let cell = source.cells[sy * source.width + sx]
                let cellWidth = max(1, cell.width)
                let tx = x + sx
                let ty = y + sy
                if cell.isContinuation {
                    // Only reached when the head was outside the source; nothing to copy.
                } else if tx >= 0 && tx + cellWidth <= width {
                    put(cell.character, width: cell.width, x: tx, y: ty, style: cell.style)
                } else {
                    for part in tx..<(tx + cellWidth) where part >= 0 && part < width {
                        put(" ", width: 1, x: part, y: ty, style: cell.style)
                    }
                }
                sx += cellWidth
            }
        }
    }

    // MARK: - Keeping wide characters whole

    private func index(_ x: Int, _ y: Int) -> Int? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return y * width + x
    }

    /// Places one character (width 1 or 2) at (`x`, `y`), blanking the other half of any
    /// wide character it overwrites. `x`, `y` are known or checked to be inside the grid.
    private mutating func put(_ character: Character, width charWidth: Int, x: Int, y: Int, style: CellStyle) {
        guard let index = index(x, y) else { return }
        if charWidth == 2 && x + 1 >= width {
            // No room for the right half in the last column: a space stands in for it.
            detach(x: x, y: y)
            cells[index] = Cell(" ", style: style)
            return
        }
        detach(x: x, y: y)
        cells[index] = Cell(character, style: style)
        if charWidth == 2 {
            detach(x: x + 1, y: y)
            cells[index + 1] = .continuation(style: style)
        }
    }

    /// Before the cell at (`x`, `y`) is overwritten: if it is half of a wide character,
    /// turn the other half into a space (keeping its style).
    private mutating func detach(x: Int, y: Int) {
        guard let index = index(x, y) else { return }
        let cell = cells[index]
        if cell.isContinuation {
            if x > 0 { cells[index - 1] = Cell(" ", style: cells[index - 1].style) }
        } else if cell.width == 2, x + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
    }

    /// Gives both halves of a wide character cut by the edge of a restyled area the same
    /// style: the half inside the area (at `x`) wins.
    private mutating func syncWideStyle(x: Int, y: Int, atLeftEdge: Bool) {
        guard let index = index(x, y) else { return }
        let cell = cells[index]
        if atLeftEdge, cell.isContinuation, x > 0 {
            cells[index - 1].style = cell.style
        } else if !atLeftEdge, cell.width == 2, x + 1 < width {
            cells[index + 1].style = cell.style
        }
    }
}
