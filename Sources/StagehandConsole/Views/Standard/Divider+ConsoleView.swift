import Stagehand

/// How the console shows a divider: a horizontal rule, or a vertical one in a row.
extension Divider: ConsoleView {
    /// One column, in a row.
    public func measureWidth(_ context: ConsoleContext) -> Int? { 1 }

    /// One line; in a row, as tall as the row.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        ConsoleHeight(lines: 1, flexible: false, fillsRow: true)
    }

    /// A horizontal rule, or a vertical one when it is one column wide (in an `HStack`).
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        if canvas.width == 1 {
            canvas.fill(Rect(x: 0, y: 0, width: 1, height: canvas.height), with: "│", style: CellStyle([.dim]))
        } else {
            canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1), with: "─", style: CellStyle([.dim]))
        }
    }
}
