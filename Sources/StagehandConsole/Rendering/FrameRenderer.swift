import Stagehand

/// Draws a whole frame: the title line (where you are), a rule, the scene's views, and the
/// status line (the latest error, or a hint).
///
/// Each frame is made in two passes over the views in view: first every view prepares what
/// the frame depends on (scroll positions, table rows), then everything is drawn, reading only.
/// A modal scene is drawn as a bordered box, sized to its content, over the scene that
/// presented it, which is dimmed and shows no focus.
package struct FrameRenderer {
    /// The console size.
    let size: Stagehand.TerminalSize

    /// A renderer for a console of `size`.
    package init(size: Stagehand.TerminalSize) { self.size = size }

    /// Draws the top scene of a navigation path into a fresh buffer.
    package func render(_ scene: LiveScene, path titles: [String]) -> CellBuffer {
        let scroll = SceneScroll()
        return render(layers: [(scene, style: .push)], titles: titles, hint: nil, scroll: { _ in scroll }).frame.buffer
    }

    /// Draws what the stage shows: its top scene, and under a modal the scene that presented it.
    package func render(_ stage: Stage) -> ConsoleFrame {
        render(stage, recording: nil)
    }

    /// Draws what the stage shows, noting in `bounds` where each view and row was drawn (for the
    /// semantic tree).
    package func render(_ stage: Stage, recording bounds: DrawnBounds?) -> ConsoleFrame {
        let drawn = render(
            layers: stage.visibleLayers, titles: stage.titles, hint: stage.hint, recording: bounds, scroll: { stage.scroll(of: $0) }
        ) { canvas in
            if let notification = stage.shownNotification {
                drawNotification(notification, styles: stage.current?.styleSheet ?? .builtIn, on: &canvas)
            }
            if let palette = stage.palette, let scene = stage.current { drawPalette(palette, of: scene, on: &canvas) }
        }
        // Clicks land on what was drawn last: an open list over the scene takes them first.
        stage.shownOverlays = drawn.overlays
        return drawn.frame
    }

    private func render(
        layers: [(scene: LiveScene, style: SegueDescription.Style)], titles: [String], hint: String?,
        recording bounds: DrawnBounds? = nil, scroll: (LiveScene) -> SceneScroll,
        stageOverlays: (inout ConsoleCanvas) -> Void = { _ in }
    ) -> (frame: ConsoleFrame, overlays: [ShownOverlay]) {
        var canvas = ConsoleCanvas(buffer: CellBuffer(width: size.columns, height: size.rows))
        canvas.drawnBounds = bounds
        guard let top = layers.last else { return (ConsoleFrame(buffer: canvas.buffer, caret: nil), []) }
        let title = titles.filter { !$0.isEmpty }.joined(separator: " › ")
        let styles = top.scene.styleSheet
        func look(_ name: String) -> CellStyle { styles.style(named: name).map(CellStyle.init) ?? .plain }
        canvas.write(title, x: 0, y: 0, maxWidth: size.columns, style: look("titleLine"))
        let statusRow = size.rows - 1
        let body = Self.body(of: size)
        if body.y > 1 { canvas.fill(Rect(x: 0, y: 1, width: size.columns, height: 1), with: "─", style: CellStyle([.dim])) }
        for (index, layer) in layers.enumerated() {
            let isTop = index == layers.count - 1
            if layer.style == .modal && index > 0 {
                // Everything under the modal fades, and the caret under it is not shown.
                canvas.restyle(Rect(x: 0, y: 0, width: size.columns, height: size.rows)) { style in
                    style = CellStyle(style.attributes.subtracting([.bold, .inverse]).union(.dim))
                }
                canvas.clearCaret()
                drawModal(layer.scene, in: body, on: &canvas, isTop: isTop, scroll: scroll(layer.scene))
            } else {
                let marks = (top: (x: 0, y: body.y), bottom: (x: 0, y: body.maxY - 1))
                ScrolledStack(scene: layer.scene, isTop: isTop, scroll: scroll(layer.scene))
                    .draw(in: body, marks: marks, on: &canvas)
            }
        }
        // An open list (a Select's) lies over everything the scenes drew, the title lines too
        // when it needs them; never over the status line.
        let overlayArea = Rect(x: 0, y: 0, width: size.columns, height: max(0, statusRow))
        let overlays = OverlayPainter.draw(canvas.takeOverlays(), in: overlayArea, on: &canvas)
        // The stage's own: a notification in the corner, the command palette on top of all.
        stageOverlays(&canvas)
        if let status = top.scene.statusMessage {
            canvas.write("! " + status, x: 0, y: statusRow, maxWidth: size.columns, style: look("error"))
        } else if let hint {
            canvas.write(hint, x: 0, y: statusRow, maxWidth: size.columns, style: look("statusLine"))
        }
        return (ConsoleFrame(buffer: canvas.buffer, caret: canvas.caret.map { ConsoleFrame.Caret(x: $0.x, y: $0.y) }), overlays)
    }

    /// A modal scene in a box sized to its content (a table or spacer inside takes the room
    /// there is), centred in `body`; its title sits in the top border.
    private func drawModal(_ scene: LiveScene, in body: Rect, on canvas: inout ConsoleCanvas, isTop: Bool, scroll: SceneScroll) {
        let (box, inside) = Self.modalRects(of: scene, in: body, isTop: isTop)
        canvas.fill(box)
        canvas.box(box, title: scene.title)
        // A modal taller than its box scrolls inside it, with the marks on the box's left edge.
        let marks = (top: (x: box.x, y: inside.y), bottom: (x: box.x, y: inside.maxY - 1))
        ScrolledStack(scene: scene, isTop: isTop, scroll: scroll).draw(in: inside, marks: marks, on: &canvas)
    }

    /// The body of the frame: below the title line and its rule, above the status line. On a
    /// terminal too short for all three and a row of the scene, the rule gives way: the scene
    /// keeps a row, and the focused view stays in view.
    package static func body(of size: Stagehand.TerminalSize) -> Rect {
        let top = size.rows >= 4 ? 2 : 1
        return Rect(x: 1, y: top, width: max(0, size.columns - 1), height: max(0, size.rows - 1 - top))
    }

    /// Where a modal scene is drawn: its bordered box, sized to its content and centred in
    /// `body`, and the rectangle inside it that its views are laid out in. The mouse finds
    /// views in the same rectangle.
    static func modalRects(of scene: LiveScene, in body: Rect, isTop: Bool) -> (box: Rect, inside: Rect) {
        let context = ConsoleContext(focused: isTop ? scene.focusedView : nil, styles: scene.styleSheet)
        let views = scene.rootViews
        let maxWidth = max(0, body.width - 4)
        let maxHeight = max(0, body.height - 2)
        // Two lines of the scene below stay in sight around the box, unless keeping them would
        // leave the box no line of its own: then the box takes the whole body.
        let room = maxHeight - 2 >= 1 ? maxHeight - 2 : maxHeight
        let natural = ViewLayout.stackWidth(of: views, context)
        let contentWidth = min(maxWidth, max(natural ?? maxWidth, DisplayWidth.of(scene.title) + 4, 20))
        let measured = ViewLayout.stackHeight(of: views, width: contentWidth, spacing: 0, context)
        let contentHeight = min(room, measured.flexible ? max(measured.lines, room) : measured.lines)
        let box = Rect(
            x: body.x + (body.width - contentWidth - 4) / 2,
            y: body.y + max(0, (body.height - contentHeight - 2) / 2),
            width: contentWidth + 4, height: contentHeight + 2)
        let inside = Rect(x: box.x + 2, y: box.y + 1, width: contentWidth, height: max(0, contentHeight))
        return (box, inside)
    }
}
