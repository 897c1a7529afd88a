import Stagehand

/// How the console shows a button: its title in brackets, tapped with enter or space.
extension Button: ConsoleView {
    /// The title in its brackets.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(title) + 4 }

    /// `[ Title ]`, inverse when focused; `( Title )` when disabled.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let text = enabled ? "[ \(title) ]" : "( \(title) )"
        let style = context.isFocused(self) ? context.cellStyle(named: "focus") : (enabled ? CellStyle.plain : context.cellStyle(named: "disabled"))
        canvas.write(text, x: 0, y: 0, style: style)
    }

    /// Enter and Space tap.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.enter), .character(" "): tap()
        default: false
        }
    }

    /// `tap`.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        guard input == .tap else { return .unsupported }
        tap()
        return .done
    }
}
