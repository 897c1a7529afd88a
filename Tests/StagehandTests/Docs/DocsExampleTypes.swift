import Stagehand

// The custom data source and view that Docs/CustomTypes.md shows. They live here, compiled and
// played by DocsCustomTypesTests, because the garden example has neither.

/// Holds the text of another data source in capitals: a data source derived from another.
final class CapitalsDataSource: DataSource {
    override class var summary: String { "Holds another data source's text in capitals" }

    /// The data source it reads.
    @Outlet("The data source it reads") var source: DataSource

    override func awake() {
        source.observe { [weak self] value in self?.follow(value) }
        follow(source.value)
        followState(of: [source])  // loading while the source loads, failed when it failed
    }

    private func follow(_ value: Value) {
        setValue(.string(value.displayText.uppercased()))
    }
}

/// A short text drawn in brackets, such as `[NEW]`; a binding can set its text.
final class Badge: View, TextDisplaying {
    override class var summary: String { "A short text drawn in brackets" }
    override class var capabilities: Set<ViewCapability> { [.text] }

    /// The text inside the brackets.
    @Property("The text inside the brackets") var text = ""

    override var displayedText: String { text.isEmpty ? "" : "[\(text)]" }
}

/// Counts the seconds its scene has been on screen, on the scene's virtual clock: a data source
/// that refreshes itself, pauses while another scene covers its own, and stops when it is left.
final class OnScreenSecondsDataSource: DataSource {
    override class var summary: String { "Counts the seconds its scene has been on screen" }

    /// How often it counts.
    @Property("How often it counts") var every = SceneDuration(milliseconds: 1_000)

    private var timer: TimerHandle?
    private var elapsed = 0

    override func awake() {
        setValue(.int(0))
        tick()
    }

    /// Schedules the next count; each timer fires once, so the next one is scheduled from it.
    private func tick() {
        guard let clock = scene?.clock, every.milliseconds > 0 else { return }
        timer = clock.schedule(after: every.milliseconds) { [weak self] in
            guard let self else { return }
            elapsed += every.milliseconds
            setValue(.int(elapsed / 1_000))
            tick()
        }
    }

    override func sceneWasCovered() { stop() }            // a segue showed another scene over it
    override func sceneCameBack() { if timer == nil { tick() } }   // back: on screen again
    override func sceneWasLeft() { stop() }                // left for good

    private func stop() {
        timer?.cancel()
        timer = nil
    }
}
