import Stagehand

/// How the console shows a spinner: the frame the clock is at, then its title.
extension Spinner: ConsoleView {
    /// The frame, and a space and the title when there is one.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        title.isEmpty ? 1 : 2 + DisplayWidth.of(title)
    }

    /// The frame in bold, then the title.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let used = canvas.write(Self.frames[frameIndex], x: 0, y: 0, style: CellStyle([.bold]))
        guard !title.isEmpty else { return }
        canvas.write(title, x: used + 1, y: 0, style: enabled ? .plain : CellStyle([.dim]))
    }
}
