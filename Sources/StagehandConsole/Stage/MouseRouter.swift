import Stagehand

/// What a click or a turn of the wheel does at the terminal, worked out from the same layout
/// the frame was drawn with: a click focuses the view under the pointer, then taps a button,
/// toggles a switch, puts a field's caret where it landed, selects a table row or a tree's node
/// (or expands it, on its `▸`), or shows the page of a tab title (what a view adopting
/// ``ClickHandling`` does with it); the wheel moves a table's or a tree's cursor, scrolls a
/// text view (a view adopting ``WheelScrolling``), or scrolls the scene, under the pointer.
///
/// Only the top layer takes the mouse: the command palette while it is open (a click on an
/// entry runs it), else a modal's box (the dimmed scenes under it take nothing), else the
/// scene. A click on a key hint fires its shortcut.
package struct MouseRouter {
    let stage: Stage
    /// The terminal's size, which the frame was laid out for.
    let size: TerminalSize

    /// A router for the scene on `stage`, laid out at `size`.
    package init(stage: Stage, size: TerminalSize) {
        self.stage = stage
        self.size = size
    }

    /// How many lines or rows one notch of the wheel moves.
    static let wheelStep = 3

    /// What a click did, for `--record`: the view's id, and the row of a table.
    package struct Click: Equatable {
        var id: String
        var row: Int?
        /// Whether the click fired a shortcut (a key hint): recorded as `press: id`.
        var isPress = false
        /// Whether the row is an option the click chose (a `Select`'s or a `RadioGroup`'s):
        /// recorded as `select: { table: id, row: N }`.
        var isChoice = false
        /// Keys that do what the click did once it has focused the view, for a click no step
        /// names: a tree's `▸` or `▾` is the arrows to its node, then Right or Left.
        var keys: [String] = []

        /// A click on the view `id` (at `row` of it, when it has rows).
        package init(id: String, row: Int? = nil, isPress: Bool = false, isChoice: Bool = false, keys: [String] = []) {
            self.id = id
            self.row = row
            self.isPress = isPress
            self.isChoice = isChoice
            self.keys = keys
        }
    }

    /// Applies `event`; the click it made, when it made one on a view with an id.
    @discardableResult
    package func handle(_ event: MouseEvent) -> Click? {
        guard let scene = stage.current, let layer = stage.visibleLayers.last else { return nil }
        stage.hint = nil
        // What lies on top takes the click first: the palette, then an open list.
        if let palette = stage.palette {
            clickInPalette(palette, of: scene, event)
            return nil
        }
        if case .handled(let click) = handleOverlay(event, in: scene) { return click }
        let frameBody = FrameRenderer.body(of: size)
        let body = layer.style == .modal && stage.visibleLayers.count > 1
            ? FrameRenderer.modalRects(of: scene, in: frameBody, isTop: true).inside
            : Rect(x: frameBody.x, y: frameBody.y, width: max(0, frameBody.width), height: frameBody.height)
        guard event.y >= body.y, event.y < body.maxY, event.x >= body.x, event.x < body.maxX else { return nil }
        let scroll = stage.scroll(of: scene)
        let context = ConsoleContext(focused: nil, shownLines: body.height)
        let natural = ViewLayout.stackHeight(of: scene.rootViews, width: body.width, spacing: 0, context)
        let scrolls = natural.lines > body.height
        let content = Rect(x: 0, y: 0, width: body.width, height: scrolls ? natural.lines : body.height)
        let point = (x: event.x - body.x, y: event.y - body.y + (scrolls ? scroll.offset : 0))
        // The innermost view that can take focus under the pointer.
        var hit: (view: View, frame: Rect)?
        for view in scene.focusOrder {
            guard let frame = ViewFrames.frame(of: view, stackedIn: scene.rootViews, rect: content, context),
                  point.x >= frame.x, point.x < frame.maxX, point.y >= frame.y, point.y < frame.maxY
            else { continue }
            hit = (view, frame)
        }
        switch event.kind {
        case .wheel(let notches):
            let lines = notches * Self.wheelStep
            if let scrolling = hit?.view as? any WheelScrolling {
                scrolling.scroll(wheelLines: lines)
            } else {
                scroll.pendingLines += lines
            }
            return nil
        case .other:
            return nil
        case .press:
            if hit == nil, let (hints, frame) = hintsHit(in: scene, at: point, content: content, context) {
                scene.clearStatus()
                let fired = hints.clickHint(atColumn: point.x - frame.x)
                stage.scroll(of: scene).memo.forget()
                scene.repairFocus()
                return fired.map { Click(id: $0, isPress: true) }
            }
            guard let (view, frame) = hit else { return nil }
            scene.clearStatus()
            scene.focus(view)
            let inner = (x: point.x - frame.x - ViewLayout.marker(of: view), y: point.y - frame.y)
            var made = click(view, at: inner)
            scene.repairFocus()
            guard let id = view.id else { return nil }
            made.id = id
            return made
        }
    }

    /// Whether an open list took an event, and the click it made.
    private enum OverlayOutcome {
        case noOverlay
        case handled(Click?)
    }

    /// An event while an open list (a Select's) lies over the scene: a click on an option
    /// chooses it, the wheel over the list moves its cursor, a click anywhere else closes it.
    /// `nil` when no list is open, so the event goes to the scene.
    private func handleOverlay(_ event: MouseEvent, in scene: LiveScene) -> OverlayOutcome {
        guard let shown = stage.shownOverlays.last, shown.view.isOverlayOpen, scene.focusedView === shown.view else { return .noOverlay }
        let box = shown.box
        let inside = event.x > box.x && event.x < box.maxX - 1 && event.y > box.y && event.y < box.maxY - 1
        switch event.kind {
        case .wheel(let notches):
            guard inside || (event.x >= box.x && event.x < box.maxX && event.y >= box.y && event.y < box.maxY) else { return .noOverlay }
            for _ in 0..<abs(notches) { _ = shown.view.handle(notches > 0 ? .named(.down) : .named(.up)) }
            return .handled(nil)
        case .other:
            return .handled(nil)
        case .press:
            scene.clearStatus()
            guard inside else {
                shown.view.dismissOverlay()
                return .handled(nil)
            }
            let row = shown.view.clickOverlay(atLine: event.y - box.y - 1, rows: box.height - 2)
            guard let row, let id = shown.view.id else { return .handled(nil) }
            return .handled(Click(id: id, row: row, isChoice: true))
        }
    }

    /// Acts on the focused `view` clicked at `point` (its own coordinates, after the focus
    /// mark); what it did, its id still to be filled in: the table row it selected, if any. A
    /// view that does not place the click itself (``ClickHandling``) is tapped, or toggled,
    /// when it declares that event.
    private func click(_ view: View, at point: (x: Int, y: Int)) -> Click {
        if let handling = view as? any ClickHandling {
            let made = handling.click(atColumn: point.x, line: point.y)
            return Click(id: "", row: made.row, isChoice: made.isChoice, keys: made.keys)
        }
        let events = type(of: view).events
        if let console = view as? ConsoleView {
            if events.contains("tap") {
                _ = console.perform(.tap)
            } else if events.contains("toggle") {
                _ = console.perform(.toggle)
            }
        }
        return Click(id: "", row: nil)
    }

    /// The key hints under the pointer, when no focusable view is.
    private func hintsHit(in scene: LiveScene, at point: (x: Int, y: Int), content: Rect, _ context: ConsoleContext) -> (any HintClicking, Rect)? {
        for root in scene.rootViews {
            for view in root.subtree {
                guard let hints = view as? any HintClicking, !view.isEffectivelyHidden,
                    let frame = ViewFrames.frame(of: view, stackedIn: scene.rootViews, rect: content, context),
                    point.x >= frame.x, point.x < frame.maxX, point.y >= frame.y, point.y < frame.maxY
                else { continue }
                return (hints, frame)
            }
        }
        return nil
    }

    /// A click while the palette is open: on an entry it runs it and closes the palette.
    private func clickInPalette(_ palette: CommandPalette, of scene: LiveScene, _ event: MouseEvent) {
        guard case .press = event.kind else { return }
        let matches = palette.matches(in: scene)
        let (box, firstLine, shown) = FrameRenderer.paletteBox(entries: matches.count, in: size)
        guard event.x > box.x, event.x < box.maxX - 1, event.y >= firstLine, event.y < firstLine + shown else { return }
        let first = max(0, min(palette.selection - shown + 1, matches.count - shown))
        let index = first + event.y - firstLine
        guard matches.indices.contains(index) else { return }
        stage.palette = nil
        KeyRouter(stage: stage).run(matches[index], in: scene)
    }
}
