/// Escape-code output that brings a terminal screen from one frame to the next.
///
/// ``update(from:to:)`` compares two buffers of the same size cell by cell and writes only
/// the runs that changed, each preceded by a cursor move (`ESC[row;colH`) and the SGR codes
/// its styles need; ``fullRepaint(_:)`` clears the screen and draws everything, for the
/// first frame and after a resize. Both leave the style reset to plain.
///
/// Both assume the terminal is in the alternate screen, as ``RawTerminal`` sets it up; the
/// frame update puts the caret where the focused field wants it and shows or hides it.
package enum TerminalDiff {
    /// Unchanged cells between two changed runs of a row that are rewritten rather than
    /// skipped: a cursor move costs 6–8 bytes, about as much as re-sending a few cells.
    static let gapToBridge = 4

    /// Clears the screen and homes the cursor, in the plain style.
    package static let clearScreen = ANSIRenderer.reset + ANSIRenderer.csi + "2J" + ANSIRenderer.csi + "H"

    /// Shows the terminal's caret (DECTCEM).
    package static let showCaret = ANSIRenderer.csi + "?25h"
    /// Hides the terminal's caret.
    package static let hideCaret = ANSIRenderer.csi + "?25l"

    /// The bytes that turn a screen showing frame `previous` (nothing yet: `nil`) into `next`,
    /// the caret included: it is put back at the insertion point whenever cells were written
    /// (writing moves it) or it moved, shown when a field gained focus and hidden when none
    /// has it. Nothing at all when nothing changed.
    package static func update(from previous: ConsoleFrame?, to next: ConsoleFrame) -> String {
        var output = previous.map { update(from: $0.buffer, to: next.buffer) } ?? fullRepaint(next.buffer)
        let wasShown = previous?.caret != nil
        if let caret = next.caret {
            if !output.isEmpty || previous?.caret != caret {
                output += ANSIRenderer.csi + "\(caret.y + 1);\(caret.x + 1)H"
            }
            if !wasShown { output += showCaret }
        } else if wasShown || previous == nil {
            output += hideCaret
        }
        return output
    }

    /// The bytes (as a UTF-8 string) that turn a screen showing `previous` into `next`.
    ///
    /// Empty when nothing changed. When the sizes differ there is nothing to compare with,
    /// and the result is ``fullRepaint(_:)`` of `next`.
    package static func update(from previous: CellBuffer, to next: CellBuffer) -> String {
        guard previous.width == next.width, previous.height == next.height else {
            return fullRepaint(next)
        }
        var writer = Writer()
        // Every output of this type ends in the plain style, so the screen is in it now.
        writer.style = .plain
        for y in 0..<next.height {
            let old = previous.row(y)
            let new = next.row(y)
            guard old != new else { continue }
            for run in changedRuns(old: Array(old), new: Array(new)) {
                writer.write(new, columns: run, row: y, screenWidth: next.width)
            }
        }
        return writer.finish()
    }

    /// The bytes that clear the screen and draw all of `buffer`.
    ///
    /// After clearing, the screen is a blank buffer, so this is ``clearScreen`` followed by
    /// the update from a blank buffer: blank stretches (long ones, or at the end of a row)
    /// are skipped with cursor moves rather than sent as spaces.
    package static func fullRepaint(_ buffer: CellBuffer) -> String {
        clearScreen + update(from: CellBuffer(width: buffer.width, height: buffer.height), to: buffer)
    }

    /// Column ranges of one row to rewrite: changed cells, widened so a run never starts
    /// on the right half of a wide character, with short unchanged gaps bridged.
    package static func changedRuns(old: [Cell], new: [Cell]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var x = 0
        while x < new.count {
            guard old[x] != new[x] else {
                x += 1
                continue
            }
            var start = x
            // Redraw a wide character whole: start at its left half.
            if new[start].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            // Extend over the changed cells and gaps small enough to be cheaper to resend.
            var scan = end
            while scan < new.count {
                if old[scan] != new[scan] {
                    end = scan + 1
                    scan += 1
                } else if scan - end < gapToBridge {
                    scan += 1
                } else {
                    break
                }
            }
            // Keep a wide character's right half with it.
            if end < new.count, new[end].isContinuation { end += 1 }
            if let last = runs.last, last.upperBound >= start {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                runs.append(start..<end)
            }
            x = end
        }
        return runs
    }

    /// Accumulates output while tracking the terminal's cursor and style, so it can skip
    /// redundant cursor moves and SGR codes.
    private struct Writer {
        var output = ""
        /// Where the next character would land, or `nil` when unknown (at start, and after
        /// writing into the last column, where terminals differ on the pending wrap).
        var cursor: (x: Int, y: Int)?
        /// The style in effect, or `nil` when unknown.
        var style: CellStyle?

        mutating func write(_ row: ArraySlice<Cell>, columns: Range<Int>, row y: Int, screenWidth: Int) {
            var x = columns.lowerBound
            while x < columns.upperBound {
                let cell = row[row.startIndex + x]
                if cell.isContinuation {
                    // Its wide character was drawn already (or is off to the left): skip.
                    x += 1
                    continue
                }
                if cursor == nil || cursor?.x != x || cursor?.y != y {
                    output += ANSIRenderer.csi + "\(y + 1);\(x + 1)H"
                }
                if style != cell.style {
                    output += ANSIRenderer.transition(from: style, to: cell.style)
                    style = cell.style
                }
                output.append(cell.character)
                x += cell.width
                cursor = x < screenWidth ? (x, y) : nil
            }
        }

        mutating func finish() -> String {
            if let style, !style.isPlain { output += ANSIRenderer.reset }
            return output
        }
    }
}
