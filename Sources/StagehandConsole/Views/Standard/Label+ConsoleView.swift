import Stagehand

/// How the console shows a label: its text in the room it is given.
extension Label: ConsoleView {
    /// The text's width on one line.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(text) }

    /// One line; wrapped, the lines the text takes at `width` (at most `lines`, when set).
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        wrap ? .fixed(WrappedText.lines(text, width: width, maxLines: max(0, lines)).count) : .fixed(1)
    }

    /// The text in the label's style: on one line cut with `…`, or wrapped.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        guard wrap else {
            canvas.write(text, x: 0, y: 0, style: context.style(of: self))
            return
        }
        // A label given fewer lines (by `height`) than its text needs ends its last one in `…`.
        let most = lines > 0 ? min(lines, canvas.height) : canvas.height
        for (y, line) in WrappedText.lines(text, width: canvas.width, maxLines: max(1, most)).enumerated() {
            canvas.write(line, x: 0, y: y, style: context.style(of: self))
        }
    }
}
