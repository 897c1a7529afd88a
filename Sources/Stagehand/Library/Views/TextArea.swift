/// Editable text of several lines; publishes `change` on every edit.
///
/// Like a ``TextField`` it keeps an insertion point, ``EditableText/cursor``, counted in characters over the
/// whole text, line breaks included. Enter inserts a line break; Home and End, Ctrl-U and Ctrl-K
/// work on the insertion point's line; Up and Down move to the line above and below, keeping
/// the column where they can. `height` is the lines it shows (0: as many as the text has).
public final class TextArea: EditableText {
    override public class var summary: String { "Editable text of several lines; Enter inserts a line break; publishes 'change' on every edit" }
    override public class var events: [String] { ["change"] }
    override class var lineMode: TextBuffer.Lines { .many }

    /// The first line shown when there are more lines than the area's height; the console keeps
    /// the insertion point's line in view by moving it before each frame.
    public var firstVisibleLine = 0
    /// The text's lines, without their line breaks.
    public var lines: [String] { buffer.lineTexts }

    /// The insertion point as a line (from 0) and a column (characters before it on its line).
    public var cursorPosition: (line: Int, column: Int) { buffer.cursorPosition }

    // MARK: Typing

    /// Starts a new line at the insertion point (Enter).
    public func insertLineBreak() {
        type("\n")
    }

    // MARK: Moving the insertion point

    /// Moves `delta` lines up (negative) or down, to the same column or the end of a shorter
    /// line. Returns false when there is no such line (Up on the first line).
    ///
    /// - Parameter delta: How many lines to move: negative up.
    @discardableResult
    public func moveLine(by delta: Int) -> Bool {
        var moved = buffer
        guard moved.moveLine(by: delta) else { return false }
        keep(moved, textChanged: false)
        return true
    }

    /// Puts the insertion point on `line` (from 0) at `column`, or the end of the line when it
    /// is shorter; clamped to the text's lines.
    ///
    /// - Parameters:
    ///   - line: The line, from 0.
    ///   - column: How many characters of the line lie before the insertion point.
    public func moveCursor(toLine line: Int, column: Int) { move { $0.moveCursor(toLine: line, column: column) } }
}
