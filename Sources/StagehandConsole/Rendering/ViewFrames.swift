import Stagehand

/// Where a view is drawn, worked out from the layout without drawing anything: what scrolling
/// needs to bring the focused view into view, and what a click needs to find the view under
/// the pointer.
enum ViewFrames {
    /// The rect `target` is drawn in (focus marker included) when `views` are stacked in
    /// `rect`; `nil` when it is not among them or is hidden. Inside a container that neither
    /// stacks its children (`HorizontalStacking`, `VerticalStacking`) nor frames them
    /// (`FramesChildren`), the container's rect.
    ///
    /// - Parameters:
    ///   - heights: the lines of each of `views`, when the caller measured them already.
    ///   - measure: `views` measured already, which finds the top-level view without a walk.
    static func frame(
        of target: View, stackedIn views: [View], rect: Rect, _ context: ConsoleContext, heights: [Int]? = nil,
        measure: StackMeasure? = nil
    ) -> Rect? {
        var chain: [View] = []
        var node: View? = target
        while let view = node {
            if view.hidden { return nil }
            if let parent = view.parent, parent.conceals(view) { return nil }
            chain.append(view)
            node = view.parent
        }
        chain.reverse()
        guard let root = chain.first else { return nil }
        let rootFrame: Rect?
        if let measure {
            rootFrame = measure.positions[ObjectIdentifier(root)].map { measure.frame(at: $0, of: root, in: rect) }
        } else {
            rootFrame = stackFrame(of: root, in: views, rect: rect, spacing: 0, context.inColumn, heights: heights)
        }
        guard var frame = rootFrame else { return nil }
        for (container, child) in zip(chain, chain.dropFirst()) {
            let inner = frame
            if let row = container as? any HorizontalStacking {
                guard let found = row.childFrames(width: inner.width, height: inner.height, context.withoutColumns).first(where: { $0.0 === child }) else {
                    return frame
                }
                frame = Rect(x: inner.x + found.1.x, y: inner.y + found.1.y, width: found.1.width, height: found.1.height)
            } else if let framing = container as? FramesChildren {
                let marker = ViewLayout.marker(of: container)
                let content = Rect(x: inner.x + marker, y: inner.y, width: max(0, inner.width - marker), height: inner.height)
                guard let found = framing.frame(of: child, in: content, context) else { return nil }
                frame = found
            } else if let column = container as? any VerticalStacking {
                guard let found = stackFrame(of: child, in: column.children, rect: inner, spacing: column.spacing, context.withoutColumns.inColumn) else {
                    return frame
                }
                frame = found
            } else {
                return frame
            }
        }
        return frame
    }

    /// The rect of `view`, one of `views` stacked in `rect` with `spacing` lines between them.
    static func stackFrame(of view: View, in views: [View], rect: Rect, spacing: Int, _ context: ConsoleContext, heights known: [Int]? = nil) -> Rect? {
        let heights = known ?? ViewLayout.rowHeights(of: views, width: rect.width, height: rect.height, spacing: spacing, context)
        var y = rect.y
        var first = true
        for (candidate, h) in zip(views, heights) where !candidate.hidden {
            if !first { y += max(0, spacing) }
            first = false
            if candidate === view {
                return Rect(x: rect.x, y: y, width: ViewLayout.columnWidth(of: candidate, in: rect.width), height: h)
            }
            y += h
        }
        return nil
    }
}
