import Stagehand

/// A view that shows its children one under the other, with `spacing` empty lines between
/// them: a `VStack`, and a `Tab` (a page of `Tabs`), which the console lays out and draws alike.
public protocol VerticalStacking: ConsoleView {
    /// Empty lines between children.
    var spacing: Int { get }
}

extension VerticalStacking {
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

/// How the console shows a vertical stack: its children one under the other.
extension VStack: VerticalStacking {}

/// How the console shows a tab's page: its children one under the other, like a `VStack`.
extension Tab: VerticalStacking {}
