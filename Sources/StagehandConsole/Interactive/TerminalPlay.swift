import Stagehand

/// A stage played by a person at a terminal, one pass at a time: draw the frame as a diff of the
/// last one, then wait for keys while timers, finished work, watched data files and the window's
/// size are kept up to date.
///
/// ``InteractiveSession`` and `run --watch` (``WatchSession``) both play through it, so both
/// draw the caret, modals and colours alike and take time the same way.
final class TerminalPlay {
    let stage: Stage
    let terminal: RawTerminal
    private let wakeup: WorkWakeup
    private let pollInterval: Int32
    private let colors = ColorMode.fromEnvironment()
    private var decoder = KeyDecoder()
    private var previous: ConsoleFrame?
    private var lastTick = MonotonicClock.milliseconds()
    /// The terminal's size as last seen.
    private(set) var size: Stagehand.TerminalSize

    /// - Parameter pollInterval: the longest wait for input, in milliseconds; the loop comes
    ///   round at least this often even when nothing happens.
    init(stage: Stage, terminal: RawTerminal, wakeup: WorkWakeup, pollInterval: Int32) {
        self.stage = stage
        self.terminal = terminal
        self.wakeup = wakeup
        self.pollInterval = pollInterval
        size = Stagehand.TerminalSize(columns: terminal.size.columns, rows: terminal.size.rows)
    }

    /// Draws the stage, or `placeholder` as a title when no scene is showing, then `overlay`.
    func draw(placeholder: String = "", overlay: (inout CellBuffer) -> Void = { _ in }) {
        var frame: ConsoleFrame
        if stage.current != nil {
            frame = FrameRenderer(size: size).render(stage)
        } else {
            var buffer = CellBuffer(width: size.columns, height: size.rows)
            buffer.write(placeholder, x: 0, y: 0, maxWidth: size.columns, style: CellStyle([.bold]))
            frame = ConsoleFrame(buffer: buffer, caret: nil)
        }
        colors.apply(to: &frame.buffer)
        overlay(&frame.buffer)
        terminal.write(TerminalDiff.update(from: previous, to: frame))
        previous = frame
    }

    /// Waits for the next keys, up to the next timer, piece of work's deadline or poll, and
    /// brings time, arrived work, watched files and the window size up to date; `nil` when input
    /// has ended.
    func nextKeys() -> [Key]? {
        let timer = stage.clock.nextDue.map { Int32(clamping: max(0, $0 - stage.clock.now)) } ?? pollInterval
        let work = stage.nextWorkDeadline.map { Int32(clamping: max(0, $0 - MonotonicClock.milliseconds())) } ?? pollInterval
        let bytes = terminal.readInput(timeoutMilliseconds: min(timer, work, pollInterval), alsoWakingOn: wakeup.readEnd)
        wakeup.drain()
        let now = MonotonicClock.milliseconds()
        stage.clock.advance(by: now - lastTick)
        lastTick = now
        // One `stat` per watched file per pass, so at most a few times a second.
        stage.dataFiles.checkForOutsideChanges()
        stage.applyArrivedWork()
        if terminal.takeResize() {
            size = Stagehand.TerminalSize(columns: terminal.size.columns, rows: terminal.size.rows)
            previous = nil
        }
        if terminal.isInputClosed { return nil }
        return decoder.decode(bytes, moreBytesPending: false)
    }
}
