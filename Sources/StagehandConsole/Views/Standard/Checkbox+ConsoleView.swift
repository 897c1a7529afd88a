import Stagehand

/// How the console shows a check box: `☐ Title` unchecked, `☑ Title` checked (a `Switch` is
/// drawn `[ ]`/`[x]`, so the two never look alike).
extension Checkbox: ConsoleView {
    /// The box, a space and the title.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(title) + 2 }

    /// `☑ Title` when checked, `☐ Title` when not; dimmed when disabled.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        canvas.write((on ? "☑ " : "☐ ") + title, x: 0, y: 0, style: enabled ? .plain : context.cellStyle(named: "disabled"))
    }
}
