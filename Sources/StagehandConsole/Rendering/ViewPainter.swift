import Stagehand

/// Prepares and draws views through ``ConsoleView``, with what is common to every view: hidden
/// views take no room, a focusable view keeps its first column for the `▸` focus marker, and a
/// view that does not adopt ``ConsoleView`` shows its text like a label.
enum ViewPainter {
    /// Brings the state of `views`, stacked vertically in `width` × `height`, up to date for
    /// the next frame.
    ///
    /// - Parameters:
    ///   - heights: each view's lines, when the caller measured them already.
    ///   - lines: only views reaching into these lines are prepared (a scrolled scene's window).
    static func prepareStack(
        _ views: [View], width: Int, height: Int, spacing: Int = 0, _ context: ConsoleContext,
        heights known: [Int]? = nil, lines: Range<Int>? = nil
    ) {
        let heights = known ?? ViewLayout.rowHeights(of: views, width: width, height: height, spacing: spacing, context)
        let context = context.inColumn
        var y = 0
        var first = true
        for (view, h) in zip(views, heights) where !view.hidden {
            if !first { y += max(0, spacing) }
            first = false
            guard y < height else { break }
            if let lines, y >= lines.upperBound { break }
            if let lines, y + h <= lines.lowerBound {
                y += h
                continue
            }
            prepare(view, width: ViewLayout.columnWidth(of: view, in: width), height: min(h, height - y), context)
            y += h
        }
    }

    /// Prepares one view for the room it gets (focus marker included).
    static func prepare(_ view: View, width: Int, height: Int, _ context: ConsoleContext) {
        guard !view.hidden, width > 0, height > 0, let console = view as? ConsoleView else { return }
        console.prepare(width: max(0, width - ViewLayout.marker(of: view)), height: height, context)
    }

    /// Draws views stacked vertically in `rect`.
    ///
    /// - Parameter heights: each view's lines, when the caller measured them already.
    static func drawStack(
        _ views: [View], in rect: Rect, spacing: Int = 0, on canvas: inout ConsoleCanvas, _ context: ConsoleContext,
        heights known: [Int]? = nil
    ) {
        let heights = known ?? ViewLayout.rowHeights(of: views, width: rect.width, height: rect.height, spacing: spacing, context)
        let context = context.inColumn
        var y = rect.y
        var first = true
        for (view, h) in zip(views, heights) where !view.hidden {
            if !first { y += max(0, spacing) }
            first = false
            guard y < rect.maxY else { break }
            let width = ViewLayout.columnWidth(of: view, in: rect.width)
            let frame = Rect(x: rect.x, y: y, width: width, height: min(h, rect.maxY - y))
            // In a scrolled scene, only what is in view is drawn.
            if canvas.shows(frame) { draw(view, in: frame, on: &canvas, context) }
            y += h
        }
    }

    /// Draws one view in `rect`; focusable views leave their first column for the focus marker.
    static func draw(_ view: View, in rect: Rect, on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        guard !view.hidden, !rect.isEmpty else { return }
        canvas.within(rect) { canvas in
            canvas.noteDrawn(view)
            var area = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
            if type(of: view).isFocusable {
                if context.isFocused(view) { canvas.write("▸", x: 0, y: 0, style: CellStyle([.bold])) }
                area = Rect(x: ViewLayout.markerWidth, y: 0, width: rect.width - ViewLayout.markerWidth, height: rect.height)
            }
            canvas.within(area) { canvas in
                if let console = view as? ConsoleView {
                    console.draw(on: &canvas, context)
                } else {
                    // A view without console drawing of its own shows its text, like a label.
                    canvas.write(view.displayedText, x: 0, y: 0, style: view.enabled ? .plain : context.cellStyle(named: "disabled"))
                }
                // Every view's `style` reaches what it drew, whether or not the view asked for it.
                canvas.underlay(context.style(of: view), in: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            }
        }
    }
}
