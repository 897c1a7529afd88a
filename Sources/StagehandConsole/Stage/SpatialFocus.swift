import Stagehand

/// Up and Down that a focused view leaves: focus goes to the nearest view that can take it
/// above or below on screen, as the eye moves, not to the previous or next in Tab order. Among
/// views on the nearest line, the one whose columns overlap the focused view's (else the
/// closest sideways) wins, then the earlier in Tab order.
struct SpatialFocus {
    /// The views that can take focus, in Tab order, each with where it is drawn in the scene.
    let frames: [(view: View, frame: Rect)]

    /// The frames of `scene`'s views that can take focus, laid out `width` columns wide.
    init(scene: LiveScene, width: Int, height: Int) {
        let context = ConsoleContext(focused: nil, shownLines: height)
        let natural = ViewLayout.stackHeight(of: scene.rootViews, width: width, spacing: 0, context)
        let content = Rect(x: 0, y: 0, width: width, height: max(natural.lines, height))
        frames = scene.focusOrder.compactMap { view in
            ViewFrames.frame(of: view, stackedIn: scene.rootViews, rect: content, context).map { (view, $0) }
        }
    }

    /// The view to focus from `current` going up (or down); nil when none lies that way.
    func next(from current: View, up: Bool) -> View? {
        guard let here = frames.first(where: { $0.view === current })?.frame else { return nil }
        var best: (view: View, key: (Int, Int, Int))?
        for (view, frame) in frames where view !== current {
            // Wholly above or below: a view beside the focused one, on its lines, is not. A
            // container that takes focus (a `Tabs` bar over its page) is its first line to the
            // views inside it, so Down from the bar reaches the page and Up comes back.
            let distance: Int
            if up {
                distance = here.y - (Self.contains(frame, here) ? frame.y + 1 : frame.maxY)
            } else {
                distance = frame.y - (Self.contains(here, frame) ? here.y + 1 : here.maxY)
            }
            guard distance >= 0 else { continue }
            let gap = max(0, frame.x - here.maxX, here.x - frame.maxX)
            let key = (distance, gap, abs(frame.x - here.x))
            if best.map({ key < $0.key }) ?? true { best = (view, key) }
        }
        return best?.view
    }

    /// Whether `inner` lies wholly inside `outer` and below its first line.
    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.y > outer.y && inner.maxY <= outer.maxY && inner.x >= outer.x && inner.maxX <= outer.maxX
    }
}
