import Stagehand

extension Label: ConsoleView {
    /// The text's width.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(text) }

    /// The text on one line, in the label's style.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        canvas.write(text, x: 0, y: 0, style: style.cellStyle)
    }
}
