/// A small animation that turns on the virtual clock while it is shown: the frame drawn is
/// worked out from the clock's time, so a script shows the same frames on every run.
public final class Spinner: View, TextDisplaying {
    override public class var summary: String { "A small animation on the virtual clock while shown, with an optional title beside it" }
    override public class var capabilities: Set<ViewCapability> { [.text] }
    override public class var semanticRole: SemanticRole { .progress }

    /// The frames it turns through, one after another.
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Text beside the animation.
    @Property("Text beside the animation") public var title = ""
    /// How long each frame shows.
    @Property("How long each frame shows") public var interval = SceneDuration(milliseconds: 100)

    private var tick: TimerHandle?

    /// The title, as bindings set it.
    public var text: String {
        get { title }
        set { title = newValue }
    }

    /// The frame shown now: one per `interval` of the scene's clock.
    public var frameIndex: Int {
        let step = max(1, interval.milliseconds)
        return ((scene?.clock.now ?? 0) / step) % Self.frames.count
    }

    /// Starts the clock ticking at each frame, so a terminal redraws as the frames change.
    override public func awake() { scheduleTick() }

    private func scheduleTick() {
        guard let clock = scene?.clock else { return }
        let step = max(1, interval.milliseconds)
        // Wakes at the next frame boundary, so every run ticks at the same times. Only a wake:
        // the frame comes from the clock, so a long wait need not turn through every frame.
        tick = clock.scheduleWake(after: step - clock.now % step) { [weak self] in self?.scheduleTick() }
    }

    deinit { tick?.cancel() }

    override public var displayedText: String { title }
}
