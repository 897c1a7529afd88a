import Stagehand

/// A view that, while open, shows a part of itself over the rest of the frame (an open
/// `Select`'s list): it asks for it while drawing (``ConsoleCanvas/requestOverlay(_:)``), and
/// the frame draws it after everything else, below the view (above it where there is more room
/// there), and sends clicks inside it to the view.
protocol ConsoleOverlaying: ConsoleView {
    /// The columns and lines the overlay wants inside its border, for a view `anchorWidth` wide.
    func overlaySize(anchorWidth: Int) -> (width: Int, height: Int)
    /// The title in the overlay's top border.
    var overlayTitle: String { get }
    /// Draws the overlay's inside into `canvas`.
    func drawOverlay(on canvas: inout ConsoleCanvas)
    /// Whether the overlay is open: Escape then closes it instead of going back.
    var isOverlayOpen: Bool { get }
    /// A click on line `line` of the overlay's inside, `rows` lines tall; the row it chose, if any.
    func clickOverlay(atLine line: Int, rows: Int) -> Int?
    /// A click outside the overlay: it closes.
    func dismissOverlay()
}

/// An overlay a view asked for while the frame was drawn: the view, and where it was drawn
/// (frame coordinates).
struct OverlayRequest {
    let view: any ConsoleOverlaying
    let anchor: Rect
}

/// Where an overlay was drawn, for clicks: its box (border included) and its view.
struct ShownOverlay {
    let view: any ConsoleOverlaying
    let box: Rect
}

/// Places and draws the overlays asked for in a frame, over what is drawn.
enum OverlayPainter {
    /// Draws each request inside `body`; the overlays as drawn.
    static func draw(_ requests: [OverlayRequest], in body: Rect, on canvas: inout ConsoleCanvas) -> [ShownOverlay] {
        var shown: [ShownOverlay] = []
        for request in requests {
            let wanted = request.view.overlaySize(anchorWidth: request.anchor.width)
            let width = min(body.width, max(wanted.width + 2, request.anchor.width))
            let below = body.maxY - request.anchor.maxY
            let above = request.anchor.y - body.y
            let needed = wanted.height + 2
            let goesBelow = below >= needed || below >= above
            let height = min(needed, max(0, goesBelow ? below : above))
            guard height >= 3, width >= 3 else { continue }
            let x = max(body.x, min(request.anchor.x, body.maxX - width))
            let y = goesBelow ? request.anchor.maxY : request.anchor.y - height
            let box = Rect(x: x, y: y, width: width, height: height)
            canvas.fill(box)
            canvas.box(box, title: request.view.overlayTitle)
            canvas.within(Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)) { inside in
                request.view.drawOverlay(on: &inside)
            }
            shown.append(ShownOverlay(view: request.view, box: box))
        }
        return shown
    }
}
