import Stagehand

/// What the runtime draws over the scenes: a notification in the bottom right corner of the
/// body, and the command palette near the top.
extension FrameRenderer {
    /// The most columns a notification's box takes.
    static let notificationMaxWidth = 40

    /// Where a notification with `text` is drawn: a bordered box at the body's bottom right.
    static func notificationBox(for text: String, in size: Stagehand.TerminalSize) -> Rect {
        let body = Self.body(of: size)
        let width = min(max(0, body.width - 1), DisplayWidth.of(text) + 4, notificationMaxWidth)
        let height = min(3, body.height)
        return Rect(x: body.maxX - width - 1, y: body.maxY - height, width: width, height: height)
    }

    /// A notification in its box, in its style.
    func drawNotification(_ notification: SceneNotification, styles: StyleSheet, on canvas: inout ConsoleCanvas) {
        let box = Self.notificationBox(for: notification.text, in: size)
        guard box.width >= 5, box.height >= 3 else { return }
        let style = ConsoleContext(focused: nil, styles: styles).cellStyle(named: notification.style)
        canvas.fill(box)
        canvas.box(box, style: style)
        canvas.write(notification.text, x: box.x + 2, y: box.y + 1, maxWidth: box.width - 4, style: style)
    }

    /// Where the palette is drawn with `entries` lines of matches: centred near the top of the
    /// body, and the line its first entry is on.
    static func paletteBox(entries: Int, in size: Stagehand.TerminalSize) -> (box: Rect, firstEntryLine: Int, shownEntries: Int) {
        let body = Self.body(of: size)
        let width = min(max(0, body.width - 2), 50)
        let shown = min(max(1, entries), CommandPalette.maxShown, max(0, body.height - 3))
        let box = Rect(x: body.x + (body.width - width) / 2, y: body.y, width: width, height: min(body.height, shown + 3))
        return (box, box.y + 2, shown)
    }

    /// The palette: what was typed after `>`, then the matching entries, the chosen one inverse.
    func drawPalette(_ palette: CommandPalette, of scene: LiveScene, on canvas: inout ConsoleCanvas) {
        let matches = palette.matches(in: scene)
        let (box, firstLine, shown) = Self.paletteBox(entries: matches.count, in: size)
        guard box.width >= 8, box.height >= 3 else { return }
        canvas.fill(box)
        canvas.box(box, title: "Commands")
        let inner = box.width - 4
        canvas.write("> " + palette.query, x: box.x + 2, y: box.y + 1, maxWidth: inner, style: CellStyle([.bold]))
        guard !matches.isEmpty else {
            if shown > 0 { canvas.write("no matches", x: box.x + 2, y: firstLine, maxWidth: inner, style: CellStyle([.dim])) }
            return
        }
        // The window of entries keeps the chosen one in view.
        let first = max(0, min(palette.selection - shown + 1, matches.count - shown))
        for line in 0..<min(shown, matches.count - first) {
            let index = first + line
            let entry = matches[index]
            let chosen = index == palette.selection
            let y = firstLine + line
            if chosen { canvas.fill(Rect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: CellStyle([.inverse])) }
            let detailWidth = DisplayWidth.of(entry.detail)
            let titleRoom = max(0, inner - detailWidth - 1)
            canvas.write(entry.title, x: box.x + 2, y: y, maxWidth: titleRoom, style: CellStyle(chosen ? [.inverse] : []))
            if detailWidth < inner {
                canvas.write(entry.detail, x: box.x + 2 + inner - detailWidth, y: y, style: CellStyle(chosen ? [.inverse] : [.dim]))
            }
        }
    }
}
