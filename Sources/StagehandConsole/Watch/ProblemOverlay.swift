import Stagehand

/// Draws a scene's lint problems inside the frame, over the bottom of the body: a header saying
/// the last good scene keeps running, then one line per problem as `file:line:col: message`.
struct ProblemOverlay {
    let diagnostics: [Diagnostic]

    func draw(on buffer: inout CellBuffer) {
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty, buffer.height >= 4 else { return }
        let bottom = buffer.height - 2  // above the status line
        let room = max(1, bottom - 2)
        let shown = Array(errors.prefix(max(0, room - 1)))
        let top = bottom - shown.count
        let header = "✗ \(errors.count) problem\(errors.count == 1 ? "" : "s") — the last good scene keeps running; save a fix to reload"
        buffer.fill(Rect(x: 0, y: top, width: buffer.width, height: shown.count + 1))
        buffer.write(header, x: 0, y: top, maxWidth: buffer.width, style: CellStyle([.bold], foreground: .red))
        for (row, diagnostic) in shown.enumerated() {
            buffer.write("\(diagnostic.location): \(diagnostic.message)", x: 1, y: top + 1 + row, maxWidth: buffer.width - 1)
        }
    }
}
