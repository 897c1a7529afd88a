import Stagehand

/// How the console shows a progress bar: a bar filled in proportion to its value, then the percentage.
extension ProgressBar: ConsoleView {
    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// A bar of `█` and `░`, then the percentage.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let label = " " + displayedText
        let barWidth = max(0, canvas.width - DisplayWidth.of(label))
        canvas.horizontalBar(x: 0, y: 0, width: barWidth, fraction: value)
        canvas.write(label, x: barWidth, y: 0)
    }
}
