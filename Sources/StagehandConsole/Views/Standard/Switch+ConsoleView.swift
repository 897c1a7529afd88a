import Stagehand

/// How the console shows a switch: a box that shows whether it is on, then its title.
extension Switch: ConsoleView {
    /// The box and the title.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(title) + 4 }

    /// `[x] Title` when on, `[ ] Title` when off.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        canvas.write((on ? "[x] " : "[ ] ") + title, x: 0, y: 0, style: enabled ? .plain : context.cellStyle(named: "disabled"))
    }
}
