import Stagehand

/// How the console shows a label: its text in the room it is given.
extension Label: ConsoleView {
    /// The text's width on one line.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(text) }

    /// One line; wrapped, the lines the text takes at `width` (at most `lines`, when set).
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        wrap ? .fixed(WrappedText.lines(text, width: width, maxLines: max(0, lines)).count) : .fixed(1)
    }

    /// The text in the label's style: on one line cut with `…`, or wrapped; each line placed as
    /// `align` says.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let style = context.style(of: self)
        guard wrap else {
            canvas.write(text, x: Self.offset(of: text, in: canvas.width, align), y: 0, style: style)
            return
        }
        // A label given fewer lines (by `height`) than its text needs ends its last one in `…`.
        let most = lines > 0 ? min(lines, canvas.height) : canvas.height
        for (y, line) in WrappedText.lines(text, width: canvas.width, maxLines: max(1, most)).enumerated() {
            canvas.write(line, x: Self.offset(of: line, in: canvas.width, align), y: y, style: style)
        }
    }

    /// The column a line of text starts at in `width` columns: 0 for the left, or for text too
    /// wide for the room (cut with `…` from the left as always); the room left over for the
    /// right; half of it, rounded down, for the middle.
    static func offset(of line: String, in width: Int, _ alignment: Alignment) -> Int {
        let spare = width - DisplayWidth.of(line)
        guard spare > 0 else { return 0 }
        switch alignment {
        case .left: return 0
        case .right: return spare
        case .center: return spare / 2
        }
    }
}
