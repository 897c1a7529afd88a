import Stagehand

/// How the console shows a spacer: empty room that pushes its neighbours apart.
extension Spacer: ConsoleView {
    /// In a row, what the row has left (at least `size` columns); in a column, no width at all.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        context.isInRow ? nil : 0
    }

    /// In a column, at least `size` lines and a share of what is left; in a row, no lines at
    /// all, so the row is as tall as its tallest other child.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        context.isInRow ? .none : .flexible(minimum: size)
    }

    /// Nothing: empty space.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {}
}
