import Stagehand

/// What the console measured of a scene, kept between frames while nothing it depends on has
/// changed (`LayoutRevision` says so): the top-level views' lines and the Tab
/// order. Moving focus through a scene of many views then costs what the screen shows.
final class LayoutMemo {
    private var stack: (measure: StackMeasure, revision: Int, width: Int, shown: Int)?
    private var focus: (order: [View], positions: [ObjectIdentifier: Int], revision: Int)?

    /// The top-level views of `scene` measured at `width`, with at most `shown` lines each.
    func measure(_ scene: LiveScene, width: Int, shown: Int) -> StackMeasure {
        let revision = LayoutRevision.current
        if let stack, stack.revision == revision, stack.width == width, stack.shown == shown {
            return stack.measure
        }
        let measure = StackMeasure(scene.rootViews, width: width, ConsoleContext(focused: nil, shownLines: shown))
        stack = revision.map { (measure, $0, width, shown) }
        return measure
    }

    /// The views Tab visits in `scene`, in order, and each one's place in that order.
    func focusOrder(of scene: LiveScene) -> (order: [View], positions: [ObjectIdentifier: Int]) {
        let revision = LayoutRevision.current
        if let focus, focus.revision == revision { return (focus.order, focus.positions) }
        let order = scene.focusOrder
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(order.count)
        for (index, view) in order.enumerated() { positions[ObjectIdentifier(view)] = index }
        focus = revision.map { (order, positions, $0) }
        return (order, positions)
    }

    /// Forgets everything measured: for changes no `@Property` tells of (a custom view's own
    /// state, changed by a key it handled).
    func forget() {
        stack = nil
        focus = nil
    }
}
