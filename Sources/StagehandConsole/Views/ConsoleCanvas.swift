import Stagehand

/// The part of a frame one view draws into: coordinates count from the view's top-left cell,
/// and nothing drawn lands outside its area.
///
/// A canvas is handed to ``ConsoleView/draw(on:_:)`` as `inout`; containers give their children
/// a part of theirs with ``within(_:_:)``. Text is fitted to the room (cut with `…`), wide
/// characters stay whole.
public struct ConsoleCanvas {
    /// The whole frame.
    package var buffer: CellBuffer
    /// The area of the frame this canvas covers, in frame coordinates.
    package private(set) var area: Rect
    /// Where the terminal's caret goes, in frame coordinates: set by the focused text field.
    package private(set) var caret: (x: Int, y: Int)?
    /// The part of the frame that is shown, in frame coordinates: a scrolled scene's area
    /// reaches above and below it, and only lines inside it are drawn.
    package private(set) var clip: Rect
    /// Where views and rows are drawn, noted for the semantic tree; `nil` for an ordinary frame.
    package var drawnBounds: DrawnBounds?
    /// Overlays views asked for while drawing, drawn over the frame once everything else is.
    private(set) var overlays: [OverlayRequest] = []

    /// A canvas covering all of `buffer`.
    package init(buffer: CellBuffer) {
        self.buffer = buffer
        self.area = buffer.bounds
        self.clip = buffer.bounds
    }

    /// The columns `text` takes on a console: wide characters count two, combining marks none.
    ///
    /// - Parameter text: Any text.
    /// - Returns: Its width in terminal columns.
    public static func displayWidth(of text: String) -> Int {
        DisplayWidth.of(text)
    }

    /// Columns in the canvas.
    public var width: Int { area.width }
    /// Lines in the canvas.
    public var height: Int { area.height }

    /// Writes `text` on line `y` from column `x`, fitted to `maxWidth` columns and the
    /// canvas's right edge, and returns the columns it took.
    ///
    /// - Parameters:
    ///   - text: The text to write.
    ///   - x: The first column.
    ///   - y: The line.
    ///   - maxWidth: The most columns the text may take; up to the right edge when `nil`.
    ///   - style: How the text looks.
    /// - Returns: The columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: CellStyle = .plain) -> Int {
        guard y >= 0, y < area.height, x >= 0, x < area.width else { return 0 }
        guard area.y + y >= clip.y, area.y + y < clip.maxY else { return 0 }
        let room = min(maxWidth ?? Int.max, area.width - x)
        return buffer.write(text, x: area.x + x, y: area.y + y, maxWidth: room, style: style)
    }

    /// Fills a rectangle (canvas coordinates) with `character`.
    ///
    /// - Parameters:
    ///   - rect: The cells to fill.
    ///   - character: The character every cell gets.
    ///   - style: How the cells look.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        let target = shown(rect)
        guard !target.isEmpty else { return }
        buffer.fill(target, with: character, style: style)
    }

    /// Changes the style of the cells of a rectangle, keeping their characters.
    ///
    /// - Parameters:
    ///   - rect: The cells to restyle.
    ///   - update: Changes each cell's style.
    public mutating func restyle(_ rect: Rect, _ update: (inout CellStyle) -> Void) {
        let target = shown(rect)
        guard !target.isEmpty else { return }
        buffer.updateStyle(in: target, update)
    }

    /// Lays `style` over what was drawn in `rect` (canvas coordinates): a background colour
    /// behind every cell, and the text colour and attributes on each line from its first drawn
    /// cell to its last (blank cells around the text stay blank). What a cell's own style sets
    /// wins: the text keeps colours it was given.
    ///
    /// - Parameters:
    ///   - style: The style around what was drawn (a view's `style`).
    ///   - rect: The cells it covers.
    public mutating func underlay(_ style: CellStyle, in rect: Rect) {
        let target = shown(rect)
        guard !target.isEmpty, !style.isPlain else { return }
        let text = CellStyle(style.attributes, foreground: style.foreground)
        for y in target.y..<target.maxY {
            if let background = style.background {
                buffer.updateStyle(in: Rect(x: target.x, y: y, width: target.width, height: 1)) { cell in
                    if cell.background == nil { cell.background = background }
                }
            }
            guard !text.isPlain else { continue }
            let row = buffer.row(y)
            let cells = row[(row.startIndex + target.x)..<(row.startIndex + target.maxX)]
            guard let first = cells.firstIndex(where: { !$0.isBlank }), let last = cells.lastIndex(where: { !$0.isBlank }) else { continue }
            let start = first - row.startIndex
            buffer.updateStyle(in: Rect(x: start, y: y, width: last - first + 1, height: 1)) { $0 = $0.within(text) }
        }
    }

    /// Draws a box with a light border around `rect`, with `title` in its top edge.
    ///
    /// - Parameters:
    ///   - rect: The box's outer edge.
    ///   - title: Text in the top edge; none when empty.
    ///   - style: How the border looks.
    public mutating func box(_ rect: Rect, title: String = "", style: CellStyle = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: "─", style: style)
        fill(Rect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), with: "─", style: style)
        fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: "│", style: style)
        fill(Rect(x: right, y: rect.y + 1, width: 1, height: rect.height - 2), with: "│", style: style)
        for (x, y, corner) in [(rect.x, rect.y, "┌"), (right, rect.y, "┐"), (rect.x, bottom, "└"), (right, bottom, "┘")] as [(Int, Int, Character)] {
            fill(Rect(x: x, y: y, width: 1, height: 1), with: corner, style: style)
        }
        if !title.isEmpty, rect.width > 4 {
            write(" \(title) ", x: rect.x + 2, y: rect.y, maxWidth: rect.width - 4, style: style.adding(.bold))
        }
    }

    /// Draws a vertical bar `fraction` full (0…1) in column `x`, from line `y` down `height`
    /// lines, filled from the bottom: `█` for the filled part, a dim `░` for the rest.
    ///
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The top line.
    ///   - height: The lines the bar takes.
    ///   - fraction: How full it is, from 0 to 1.
    ///   - style: How the filled part looks.
    public mutating func verticalBar(x: Int, y: Int, height: Int, fraction: Double, style: CellStyle = .plain) {
        let clamped = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        let filled = Int((Double(height) * clamped).rounded())
        fill(Rect(x: x, y: y, width: 1, height: height - filled), with: "░", style: CellStyle([.dim]))
        fill(Rect(x: x, y: y + height - filled, width: 1, height: filled), with: "█", style: style)
    }

    /// Draws a horizontal bar `fraction` full (0…1) on line `y`, from column `x`, `width`
    /// columns wide: `█` for the filled part, a dim `░` for the rest.
    ///
    /// - Parameters:
    ///   - x: The first column.
    ///   - y: The line.
    ///   - width: The columns the bar takes.
    ///   - fraction: How full it is, from 0 to 1.
    ///   - style: How the filled part looks.
    public mutating func horizontalBar(x: Int, y: Int, width: Int, fraction: Double, style: CellStyle = .plain) {
        let clamped = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        let filled = Int((Double(width) * clamped).rounded())
        fill(Rect(x: x, y: y, width: filled, height: 1), with: "█", style: style)
        fill(Rect(x: x + filled, y: y, width: width - filled, height: 1), with: "░", style: CellStyle([.dim]))
    }

    /// Puts the terminal's caret at column `x` of line `y`: where the next typed character
    /// goes. Only the focused view should; a caret outside the canvas is not shown.
    ///
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The line.
    public mutating func placeCaret(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < max(1, area.width), y < area.height else { return }
        guard area.y + y >= clip.y, area.y + y < clip.maxY else { return }
        caret = (area.x + x, area.y + y)
    }

    /// Asks for `view`'s overlay to be drawn over the frame, next to where this canvas is.
    mutating func requestOverlay(_ view: any ConsoleOverlaying) {
        guard area.y >= clip.y, area.y < clip.maxY else { return }
        overlays.append(OverlayRequest(view: view, anchor: area))
    }

    /// Takes the overlays asked for so far, leaving none.
    mutating func takeOverlays() -> [OverlayRequest] {
        defer { overlays = [] }
        return overlays
    }

    /// Forgets the caret: whatever was under a modal does not show one.
    package mutating func clearCaret() {
        caret = nil
    }

    /// Runs `body` on the part of this canvas at `rect` (canvas coordinates, clipped to it).
    ///
    /// - Parameters:
    ///   - rect: The part to draw in.
    ///   - body: Draws into that part, whose origin is `rect`'s top-left cell.
    public mutating func within(_ rect: Rect, _ body: (inout ConsoleCanvas) -> Void) {
        let saved = area
        area = absolute(rect)
        body(&self)
        area = saved
    }

    /// Runs `body` on content `contentHeight` lines tall shown in `rect` (canvas coordinates)
    /// from its line `offset` on: the lines above and below `rect` are not drawn.
    package mutating func scrolled(_ rect: Rect, offset: Int, contentHeight: Int, _ body: (inout ConsoleCanvas) -> Void) {
        let saved = (area, clip)
        let shown = absolute(rect)
        clip = shown.intersection(clip)
        area = Rect(x: shown.x, y: shown.y - offset, width: shown.width, height: max(contentHeight, shown.height))
        body(&self)
        (area, clip) = saved
    }

    /// Notes that `view` is drawn in this whole canvas, when the frame records bounds.
    package func noteDrawn(_ view: View) {
        drawnBounds?.record(view, at: area, shown: area.y < clip.maxY && area.maxY > clip.y)
    }

    /// Notes a row `view` draws at `rect` (canvas coordinates), when the frame records bounds.
    package func noteRow(of view: View, index: Int, at rect: Rect, text: String, selected: Bool, expanded: Bool? = nil) {
        guard let drawnBounds else { return }
        let absolute = Rect(x: area.x + rect.x, y: area.y + rect.y, width: rect.width, height: rect.height)
        drawnBounds.record(row: DrawnBounds.Row(index: index, rect: absolute, text: text, selected: selected, expanded: expanded), of: view)
    }

    /// Whether any line of `rect` (canvas coordinates) is shown: what is not need not be drawn.
    package func shows(_ rect: Rect) -> Bool {
        let top = area.y + rect.y
        return top < clip.maxY && top + rect.height > clip.y
    }

    /// A rectangle in canvas coordinates as frame coordinates, clipped to the canvas.
    private func absolute(_ rect: Rect) -> Rect {
        Rect(x: area.x + rect.x, y: area.y + rect.y, width: rect.width, height: rect.height).clipped(to: area)
    }

    /// A rectangle in canvas coordinates as frame coordinates, clipped to the canvas and to
    /// the lines shown.
    private func shown(_ rect: Rect) -> Rect {
        absolute(rect).intersection(clip)
    }
}
