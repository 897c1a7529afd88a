/// One frame for the console: the cells, and where the terminal's caret goes (`nil`: hidden,
/// because no text field has focus).
package struct ConsoleFrame: Sendable {
    /// The cells.
    package var buffer: CellBuffer
    /// The caret's column and row, when a focused text field shows it.
    package var caret: Caret?

    /// A frame of `buffer`'s cells, with the caret where one is shown.
    package init(buffer: CellBuffer, caret: Caret? = nil) {
        self.buffer = buffer
        self.caret = caret
    }

    /// A caret position.
    package struct Caret: Hashable, Sendable {
        /// Column, from 0.
        package var x: Int
        /// Row, from 0.
        package var y: Int

        /// The caret at column `x`, row `y`.
        package init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }
}
