import Stagehand

/// Draws views into a cell buffer, every state visible in plain text too: a `▸` left of the
/// focused view, `( Title )` for a disabled button, `[x]` for a switch that is on.
struct ViewPainter {
    /// The view with focus, which gets the marker.
    let focused: View?

    /// Draws views stacked vertically in `rect`.
    func drawStack(_ views: [View], in rect: Rect, spacing: Int = 0, on buffer: inout CellBuffer) {
        let heights = ViewLayout.rowHeights(of: views, width: rect.width, height: rect.height, spacing: spacing)
        var y = rect.y
        var first = true
        for (view, h) in zip(views, heights) where !view.hidden {
            if !first { y += max(0, spacing) }
            first = false
            guard y < rect.maxY else { break }
            draw(view, in: Rect(x: rect.x, y: y, width: rect.width, height: min(h, rect.maxY - y)), on: &buffer)
            y += h
        }
    }

    /// Draws one view in `rect`; focusable views leave their first column for the focus marker.
    func draw(_ view: View, in rect: Rect, on buffer: inout CellBuffer) {
        guard !view.hidden, !rect.isEmpty else { return }
        var area = rect
        if type(of: view).isFocusable {
            if view === focused { buffer.write("▸", x: rect.x, y: rect.y, style: CellStyle([.bold])) }
            area = Rect(x: rect.x + ViewLayout.markerWidth, y: rect.y, width: rect.width - ViewLayout.markerWidth, height: rect.height)
        }
        let dim = view.enabled ? CellStyle.plain : CellStyle([.dim])
        switch view {
        case let stack as VStack:
            drawStack(stack.children, in: area, spacing: stack.spacing, on: &buffer)
        case let stack as HStack:
            drawRow(stack, in: area, on: &buffer)
        case let label as Label:
            buffer.write(label.text, x: area.x, y: area.y, maxWidth: area.width, style: style(ofLabel: label.style))
        case let button as Button:
            let text = view.enabled ? "[ \(button.title) ]" : "( \(button.title) )"
            let style = view === focused ? CellStyle([.inverse]) : dim
            buffer.write(text, x: area.x, y: area.y, maxWidth: area.width, style: style)
        case let field as TextField:
            drawField(field, in: area, style: dim, on: &buffer)
        case let toggle as Switch:
            buffer.write((toggle.on ? "[x] " : "[ ] ") + toggle.title, x: area.x, y: area.y, maxWidth: area.width, style: dim)
        case let bar as ProgressBar:
            drawBar(bar, in: area, on: &buffer)
        case is Divider:
            buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), with: "─", style: CellStyle([.dim]))
        case is Spacer:
            break
        case let table as Table:
            TablePainter(table: table, focused: table === focused, painter: self).draw(in: area, on: &buffer)
        default:
            // A custom view without drawing of its own shows its text, like a label.
            buffer.write(view.displayedText, x: area.x, y: area.y, maxWidth: area.width, style: dim)
        }
    }

    private func drawRow(_ stack: HStack, in rect: Rect, on buffer: inout CellBuffer) {
        let children = stack.children.filter { !$0.hidden }
        let widths = ViewLayout.columnWidths(of: stack, width: rect.width)
        var x = rect.x
        for (child, w) in zip(children, widths) {
            let h = ViewLayout.height(of: child, width: w)
            let childHeight = h.flexible ? rect.height : min(h.lines, rect.height)
            if child is Divider {
                buffer.fill(Rect(x: x, y: rect.y, width: 1, height: rect.height), with: "│", style: CellStyle([.dim]))
            } else {
                draw(child, in: Rect(x: x, y: rect.y, width: w, height: childHeight), on: &buffer)
            }
            x += w + max(0, stack.spacing)
            if x >= rect.maxX { break }
        }
    }

    private func drawField(_ field: TextField, in rect: Rect, style: CellStyle, on buffer: inout CellBuffer) {
        let inner = max(0, rect.width - 2)
        guard inner > 0 else { return }
        buffer.write("[", x: rect.x, y: rect.y, style: style)
        let showsPlaceholder = field.text.isEmpty
        let content = showsPlaceholder ? field.placeholder : field.text
        // Keep the end of long text in view, where typing happens.
        var fitted = content
        if DisplayWidth.of(content) > inner - 1 {
            var tail: [Character] = []
            var width = 1
            for c in content.reversed() {
                let w = DisplayWidth.of(c)
                if width + w > inner - 1 { break }
                tail.append(c)
                width += w
            }
            fitted = "…" + String(tail.reversed())
        }
        let used = buffer.write(fitted, x: rect.x + 1, y: rect.y, maxWidth: inner, style: showsPlaceholder ? CellStyle([.dim]) : style)
        if rect.x + 1 + used < rect.x + 1 + inner {
            buffer.fill(Rect(x: rect.x + 1 + used, y: rect.y, width: inner - used, height: 1), with: "_", style: CellStyle([.dim]))
        }
        buffer.write("]", x: rect.x + 1 + inner, y: rect.y, style: style)
    }

    private func drawBar(_ bar: ProgressBar, in rect: Rect, on buffer: inout CellBuffer) {
        let fraction = min(max(bar.value.isFinite ? bar.value : 0, 0), 1)
        let label = " " + bar.displayedText
        let barWidth = max(0, rect.width - DisplayWidth.of(label))
        let filled = Int((Double(barWidth) * fraction).rounded())
        buffer.fill(Rect(x: rect.x, y: rect.y, width: filled, height: 1), with: "█")
        buffer.fill(Rect(x: rect.x + filled, y: rect.y, width: barWidth - filled, height: 1), with: "░", style: CellStyle([.dim]))
        buffer.write(label, x: rect.x + barWidth, y: rect.y, maxWidth: rect.width - barWidth)
    }

    private func style(ofLabel name: String) -> CellStyle {
        switch name {
        case "bold": CellStyle([.bold])
        case "dim": CellStyle([.dim])
        case "title": CellStyle([.bold, .underline])
        case "error": CellStyle([.bold], foreground: .red)
        default: .plain
        }
    }
}
