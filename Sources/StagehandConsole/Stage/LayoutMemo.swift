import Stagehand

/// What the console measured of a scene, kept between frames while nothing it depends on has
/// changed (the scene's changes say so): the top-level views' lines and the Tab order. Moving
/// focus through a scene of many views then costs what the screen shows, and a change to one
/// view measures again only the top-level view it sits in.
final class LayoutMemo {
    private var stack: (measure: StackMeasure, revision: Int, width: Int, shown: Int)?
    private var focus: (order: [View], positions: [ObjectIdentifier: Int], revision: Int)?

    /// The top-level views of `scene` measured at `width`, with at most `shown` lines each.
    func measure(_ scene: LiveScene, width: Int, shown: Int) -> StackMeasure {
        let revision = scene.changes.layoutRevision
        let context = ConsoleContext(focused: nil, shownLines: shown)
        if let stack, stack.width == width, stack.shown == shown {
            if stack.revision == revision { return stack.measure }
            if let marked = scene.changes.takeMarkedTops(),
               let measure = stack.measure.remeasuring(marked, of: scene.rootViews, width: width, context) {
                self.stack = (measure, revision, width, shown)
                return measure
            }
        } else {
            _ = scene.changes.takeMarkedTops()
        }
        let measure = StackMeasure(scene.rootViews, width: width, context)
        stack = (measure, revision, width, shown)
        return measure
    }

    /// The views Tab visits in `scene`, in order, and each one's place in that order.
    func focusOrder(of scene: LiveScene) -> (order: [View], positions: [ObjectIdentifier: Int]) {
        let revision = scene.changes.layoutRevision
        if let focus, focus.revision == revision { return (focus.order, focus.positions) }
        let order = scene.focusOrder
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(order.count)
        for (index, view) in order.enumerated() { positions[ObjectIdentifier(view)] = index }
        focus = (order, positions, revision)
        return (order, positions)
    }

    /// Forgets everything measured: for changes no one view can be marked for (what a shortcut,
    /// a palette entry or a key hint ran; an open list that closed).
    func forget() {
        stack = nil
        focus = nil
    }
}
