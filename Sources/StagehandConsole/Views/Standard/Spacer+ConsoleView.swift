import Stagehand

extension Spacer: ConsoleView {
    /// Takes what its row has left.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// At least `size` lines, and a share of what is left.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        .flexible(minimum: size)
    }

    /// Nothing: empty space.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {}
}
