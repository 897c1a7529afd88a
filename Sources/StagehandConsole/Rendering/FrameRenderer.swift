import Stagehand

/// Draws a whole frame: the title line (where you are), a rule, the scene's views, and the
/// status line (the latest error, if any).
package struct FrameRenderer {
    /// The console size.
    let size: Stagehand.TerminalSize

    /// A renderer for a console of `size`.
    package init(size: Stagehand.TerminalSize) { self.size = size }

    /// Draws the top scene of a navigation path into a fresh buffer.
    package func render(_ scene: LiveScene, path titles: [String]) -> CellBuffer {
        var buffer = CellBuffer(width: size.columns, height: size.rows)
        let title = titles.filter { !$0.isEmpty }.joined(separator: " › ")
        buffer.write(title, x: 0, y: 0, maxWidth: size.columns, style: CellStyle([.bold]))
        buffer.fill(Rect(x: 0, y: 1, width: size.columns, height: 1), with: "─", style: CellStyle([.dim]))
        let statusRow = size.rows - 1
        if let status = scene.statusMessage {
            buffer.write("! " + status, x: 0, y: statusRow, maxWidth: size.columns, style: CellStyle([.bold], foreground: .red))
        }
        let body = Rect(x: 1, y: 2, width: size.columns - 1, height: max(0, statusRow - 2))
        ViewPainter(focused: scene.focusedView).drawStack(scene.rootViews, in: body, on: &buffer)
        return buffer
    }
}
