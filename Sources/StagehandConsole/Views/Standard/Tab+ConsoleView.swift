import Stagehand

/// How the console shows a tab's page: its children one under the other, like a `VStack`.
extension Tab: ConsoleView {
    /// The widest child.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        context.withoutColumns.stackWidth(of: children)
    }

    /// The children's heights and the spacing between them.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        context.withoutColumns.stackHeight(of: children, width: width, spacing: spacing)
    }

    /// Prepares the children where they will be drawn.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        context.withoutColumns.prepareStack(children, width: width, height: height, spacing: spacing)
    }

    /// The children, top to bottom.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        context.withoutColumns.drawStack(children, in: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), spacing: spacing, on: &canvas)
    }
}
