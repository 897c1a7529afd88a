import Stagehand

/// A view that shows its children side by side, with `spacing` empty columns between them,
/// sharing its width as a table's columns do: an `HStack`, or a custom row. Clicks and
/// scrolling find a child inside it by ``childFrames(width:height:_:)``, and a table lines its
/// column headings up with such a row's cells.
public protocol HorizontalStacking: ConsoleView {
    /// Empty columns between children.
    var spacing: Int { get }
}

/// How the console shows a horizontal stack: its children side by side.
extension HStack: HorizontalStacking {}

extension HorizontalStacking {
    /// The children's widths and the spacing between them; `nil` when one is flexible.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        let visible = children.filter { !$0.hidden }
        var total = max(0, visible.count - 1) * max(0, spacing)
        for (index, child) in visible.enumerated() {
            if let columns = context.columns, index < columns.count, columns[index] >= 0 {
                total += columns[index]
                continue
            }
            guard let w = context.inRow.naturalWidth(of: child) else { return nil }
            total += w + ViewLayout.marker(of: child)
        }
        return total
    }

    /// The tallest child at the width it gets.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        var lines = 0
        var flexible = false
        for (child, w) in zip(children.filter { !$0.hidden }, context.columnWidths(of: children, spacing: spacing, width: width)) {
            let h = context.inRow.height(of: child, width: w)
            lines = max(lines, h.lines)
            flexible = flexible || h.flexible
        }
        return ConsoleHeight(lines: lines, flexible: flexible)
    }

    /// Its visible children: the cells a table lines up as columns.
    public func columnCells(_ context: ConsoleContext) -> [View]? {
        children.filter { !$0.hidden }
    }

    /// Prepares each child in its column.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        let inner = context.inRow
        for (child, frame) in childFrames(width: width, height: height, context) {
            inner.prepare(child, width: frame.width, height: frame.height)
        }
    }

    /// The children, left to right.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let inner = context.inRow
        for (child, frame) in childFrames(width: canvas.width, height: canvas.height, context) {
            inner.draw(child, in: frame, on: &canvas)
        }
    }

    /// Where each visible child goes in a row of `width` × `height`.
    ///
    /// - Parameters:
    ///   - width: the row's columns.
    ///   - height: the row's lines.
    ///   - context: the context the row is laid out in.
    /// - Returns: each visible child with its rect, relative to the row's top-left cell.
    public func childFrames(width: Int, height: Int, _ context: ConsoleContext) -> [(View, Rect)] {
        let visible = children.filter { !$0.hidden }
        let widths = context.columnWidths(of: children, spacing: spacing, width: width)
        var result: [(View, Rect)] = []
        var x = 0
        for (child, w) in zip(visible, widths) {
            let h = context.inRow.height(of: child, width: w)
            let childHeight = h.flexible || h.fillsRow ? height : min(h.lines, height)
            result.append((child, Rect(x: x, y: 0, width: w, height: childHeight)))
            x += w + max(0, spacing)
            if x >= width { break }
        }
        return result
    }
}
