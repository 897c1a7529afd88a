import Stagehand
import StagehandConsole

/// A vertical gauge of a plant's water, in the spirit of SymbiOSis' yardstick that shows a
/// person's height: a custom view that measures itself, draws a bar with a scale, takes focus,
/// and publishes its own `adjust` event when a person raises or lowers the level with the
/// arrow keys (or `+` and `-`).
///
/// Declared once here, the event is known to lint (`on: [gauge.adjust]`), the schema and
/// `stagehand types`; scripts reach it as a person does, with `key: up` on the focused gauge.
public final class WaterGauge: View, ConsoleView {
    override public class var summary: String { "A vertical gauge of water from 0 to 100; Up and Down publish 'adjust' with the new level" }
    override public class var events: [String] { ["adjust"] }
    override public class var capabilities: Set<ViewCapability> { ["gauge"] }
    override public class var isFocusable: Bool { true }

    /// How much water, from 0 to 100.
    @Property("How much water, from 0 to 100") public var level = 0.0
    /// Lines the gauge is tall, its caption included.
    @Property("Lines the gauge is tall, its caption included") public var lines = 6
    /// How much one arrow key changes the level.
    @Property("How much one arrow key changes the level") public var step = 10.0

    override public var displayedText: String { "\(Int(clampedLevel.rounded()))" }

    private var clampedLevel: Double { min(max(level.isFinite ? level : 0, 0), 100) }

    /// The scale (`100┤`), the bar, and room for the caption.
    public func measureWidth(_ context: ConsoleContext) -> Int? { 7 }

    /// Its `lines`, at least three.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        .fixed(max(3, lines))
    }

    /// A scale on the left, the bar filled from the bottom, the level underneath.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let barHeight = max(1, canvas.height - 1)
        let focused = context.isFocused(self)
        canvas.write("100┤", x: 0, y: 0, style: CellStyle([.dim]))
        for y in 1..<max(1, barHeight - 1) { canvas.write("   │", x: 0, y: y, style: CellStyle([.dim])) }
        if barHeight > 1 { canvas.write("  0┤", x: 0, y: barHeight - 1, style: CellStyle([.dim])) }
        let color: PaletteColor = clampedLevel < 30 ? .yellow : .blue
        canvas.verticalBar(x: 4, y: 0, height: barHeight, fraction: clampedLevel / 100, style: CellStyle(foreground: color))
        canvas.verticalBar(x: 5, y: 0, height: barHeight, fraction: clampedLevel / 100, style: CellStyle(foreground: color))
        let caption = "\(displayedText)%"
        canvas.write(caption, x: max(0, 6 - ConsoleCanvas.displayWidth(of: caption)), y: barHeight, style: focused ? CellStyle([.inverse]) : CellStyle([.bold]))
    }

    /// Up and `+` raise the level by `step`, Down and `-` lower it; each publishes `adjust`
    /// with the new level. The gauge shows what a binding gives it, so nothing changes on
    /// screen unless a responder stores the new level.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.up), .character("+"): adjust(by: step)
        case .named(.down), .character("-"): adjust(by: -step)
        default: return false
        }
        return true
    }

    private func adjust(by delta: Double) {
        publish("adjust", value: .double(min(max(clampedLevel + delta, 0), 100)))
    }
}
