import Stagehand

/// How the console shows a sparkline: one line of bars, the newest at the right edge.
extension Sparkline: ConsoleView {
    /// A cell for each number (at least one).
    public func measureWidth(_ context: ConsoleContext) -> Int? { max(1, series.count) }

    /// The last numbers that fit, right-aligned.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let bars = bars(width: canvas.width)
        canvas.write(bars, x: max(0, canvas.width - bars.count), y: 0, style: enabled ? .plain : CellStyle([.dim]))
    }
}
