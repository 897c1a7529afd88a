import Stagehand

/// A scene's views stacked in a rect, scrolled when they need more lines than it has: the
/// focused view is always wholly in view (moving focus scrolls to it), PageUp and PageDown move
/// a screenful (and focus with them), and a mark at the edge shows there is more above (`▲`) or
/// below (`▼`). Only views in view are drawn.
struct ScrolledStack {
    /// The scene drawn.
    let scene: LiveScene
    /// Whether it is the scene on top, which shows its focus.
    let isTop: Bool
    /// Its scroll state.
    let scroll: SceneScroll

    /// Prepares and draws the scene's views in `rect`, with the scroll marks at `marks`.
    func draw(in rect: Rect, marks: (top: (x: Int, y: Int), bottom: (x: Int, y: Int)), on canvas: inout ConsoleCanvas) {
        let views = scene.rootViews
        let measuring = ConsoleContext(focused: nil, shownLines: rect.height)
        // Measured once, and kept while nothing changes: moving focus through a scene of many
        // views costs what the window shows.
        let measure = scroll.memo.measure(scene, width: rect.width, shown: rect.height)
        let natural = (lines: measure.total, flexible: false)
        scroll.shownHeight = rect.height
        scroll.shownWidth = rect.width
        guard natural.lines > rect.height, rect.height > 0 else {
            scroll.offset = 0
            scroll.pendingPages = 0
            scroll.pendingLines = 0
            scroll.contentHeight = min(natural.lines, rect.height)
            let context = ConsoleContext(focused: isTop ? scene.focusedView : nil, styles: scene.styleSheet)
            ViewPainter.prepareStack(views, width: rect.width, height: rect.height, context)
            ViewPainter.drawStack(views, in: rect, on: &canvas, context)
            return
        }
        let content = Rect(x: 0, y: 0, width: rect.width, height: natural.lines)
        scroll.contentHeight = natural.lines
        var offset = clamped(scroll.offset, content: natural.lines, shown: rect.height)
        let moved = scroll.pendingPages * max(1, rect.height - 1) + scroll.pendingLines
        if moved != 0, isTop {
            offset = clamped(offset + moved, content: natural.lines, shown: rect.height)
            if !focusInView(offset: offset, shown: rect.height, forward: moved > 0, content: content, measuring, measure: measure) {
                scroll.pagedAwayFrom = scene.focusedView
            }
        }
        scroll.pendingPages = 0
        scroll.pendingLines = 0
        let context = ConsoleContext(focused: isTop ? scene.focusedView : nil, shownLines: rect.height, styles: scene.styleSheet)
        if scroll.pagedAwayFrom !== context.focused { scroll.pagedAwayFrom = nil }
        if let focused = context.focused, scroll.pagedAwayFrom == nil,
           let frame = ViewFrames.frame(of: focused, stackedIn: views, rect: content, measuring, measure: measure) {
            if frame.y < offset {
                offset = frame.y
            } else if frame.maxY > offset + rect.height {
                offset = min(frame.y, frame.maxY - rect.height)
            }
        }
        scroll.offset = offset
        // Only the views reaching into the window are prepared and drawn.
        let window = measure.positions(reaching: offset..<(offset + rect.height))
        let inColumn = context.inColumn
        for position in window where !views[position].hidden {
            let view = views[position]
            let frame = measure.frame(at: position, of: view, in: content)
            ViewPainter.prepare(view, width: frame.width, height: min(frame.height, content.maxY - frame.y), inColumn)
        }
        canvas.scrolled(rect, offset: offset, contentHeight: content.height) { canvas in
            for position in window where !views[position].hidden {
                let view = views[position]
                var frame = measure.frame(at: position, of: view, in: content)
                frame.height = min(frame.height, content.maxY - frame.y)
                if canvas.shows(frame) { ViewPainter.draw(view, in: frame, on: &canvas, inColumn) }
            }
        }
        let markStyle = CellStyle([.bold])
        let above = offset > 0, below = offset + rect.height < natural.lines
        // A window one row tall has one place for both marks: it says there is more either way.
        let sharedPlace = marks.top.x == marks.bottom.x && marks.top.y == marks.bottom.y
        if above {
            canvas.fill(Rect(x: marks.top.x, y: marks.top.y, width: 1, height: 1), with: below && sharedPlace ? "↕" : "▲", style: markStyle)
        }
        if below && !(above && sharedPlace) {
            canvas.fill(Rect(x: marks.bottom.x, y: marks.bottom.y, width: 1, height: 1), with: "▼", style: markStyle)
        }
    }

    /// After a page key: focus moves to the first view that can take it wholly in the new
    /// window (the last, paging up), so it does not pull the scene back; with none there, to
    /// the nearest beyond the window in the direction of paging. False when no view that can
    /// take focus is there: the page then shows what lies past the last of them.
    private func focusInView(offset: Int, shown: Int, forward: Bool, content: Rect, _ context: ConsoleContext, measure: StackMeasure) -> Bool {
        let window = offset..<(offset + shown)
        let order = scene.focusOrder
        let frames = order.map { ViewFrames.frame(of: $0, stackedIn: scene.rootViews, rect: content, context, measure: measure) }
        if let focused = scene.focusedView, let index = order.firstIndex(where: { $0 === focused }),
           let frame = frames[index], frame.y >= window.lowerBound, frame.maxY <= window.upperBound {
            return true
        }
        let inView = zip(order, frames).filter { _, frame in
            guard let frame else { return false }
            return frame.y >= window.lowerBound && frame.maxY <= window.upperBound
        }
        let beyond = zip(order, frames).filter { _, frame in
            guard let frame else { return false }
            return forward ? frame.y >= window.upperBound : frame.maxY <= window.lowerBound
        }
        let choice = (forward ? inView.first : inView.last) ?? (forward ? beyond.first : beyond.last)
        guard let view = choice?.0 else { return false }
        if view !== scene.focusedView { scene.focus(view) }
        return true
    }

    private func clamped(_ offset: Int, content: Int, shown: Int) -> Int {
        min(max(0, offset), max(0, content - shown))
    }
}
