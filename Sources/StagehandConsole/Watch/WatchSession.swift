import Stagehand

/// `stagehand run SCENE --watch`: plays a scene at a terminal like ``InteractiveSession`` and
/// reloads it in place when its file, a scene it segues to or a data file it reads is saved.
///
/// Files are checked every 50 ms, so a save shows within a quarter second. A save that does not
/// lint leaves the last good scene running with its problems drawn in the frame; the next good
/// save brings the scene back, with the data sources' values and the focus carried over.
public struct WatchSession {
    /// The registry scenes are built with.
    public let registry: Registry
    /// Limits for loading files.
    public let limits: LoadLimits
    /// Whether `CommandDataSource`s may run their commands.
    public var allowsCommands: Bool

    /// How often files are checked, in milliseconds.
    static let pollInterval: Int32 = 50

    /// Creates a session.
    public init(registry: Registry = Registry(), limits: LoadLimits = .default, allowsCommands: Bool = true) {
        self.registry = registry
        self.limits = limits
        self.allowsCommands = allowsCommands
    }

    /// Plays `sceneFile` until the person presses Ctrl-C (or input ends).
    public func run(sceneFile: String) throws(InteractiveSession.Failure) {
        guard RawTerminal.standardStreamsAreTerminals else { throw .notATerminal }
        let stage = Stage(registry: registry, limits: limits)
        stage.sceneOptions.allowsCommands = allowsCommands
        // Finished work (a command, an async load) wakes the loop to apply it at once.
        let wakeup = WorkWakeup()
        stage.sceneOptions.onWorkArrival = { wakeup.signal() }
        defer { stage.close() }
        let reloader = LiveReloader(stage: stage, sceneFile: sceneFile)
        reloader.start()
        if stage.current == nil, reloader.problems.contains(where: { $0.code == .fileNotFound && $0.location.file == sceneFile }) {
            throw .sceneErrors(reloader.problems)
        }

        let terminal = RawTerminal()
        do { try terminal.enter() } catch { throw .terminal("could not take over the terminal: \(error)") }
        defer { terminal.restore() }

        var decoder = KeyDecoder()
        var size = Stagehand.TerminalSize(columns: terminal.size.columns, rows: terminal.size.rows)
        var previous: CellBuffer?
        var lastTick = MonotonicClock.milliseconds()
        let router = KeyRouter(stage: stage)
        running: while true {
            var frame: CellBuffer
            if let scene = stage.current {
                frame = FrameRenderer(size: size).render(scene, path: stage.titles)
            } else {
                frame = CellBuffer(width: size.columns, height: size.rows)
                frame.write(sceneFile, x: 0, y: 0, maxWidth: size.columns, style: CellStyle([.bold]))
            }
            ProblemOverlay(diagnostics: reloader.problems).draw(on: &frame)
            terminal.write(previous.map { TerminalDiff.update(from: $0, to: frame) } ?? TerminalDiff.fullRepaint(frame))
            previous = frame

            let due = stage.clock.nextDue.map { Int32(clamping: max(0, $0 - stage.clock.now)) } ?? Self.pollInterval
            let workDue = stage.nextWorkDeadline.map { Int32(clamping: max(0, $0 - MonotonicClock.milliseconds())) } ?? Self.pollInterval
            let bytes = terminal.readInput(timeoutMilliseconds: min(due, workDue, Self.pollInterval), alsoWakingOn: wakeup.readEnd)
            wakeup.drain()
            let now = MonotonicClock.milliseconds()
            stage.clock.advance(by: now - lastTick)
            lastTick = now
            stage.dataFiles.checkForOutsideChanges()
            stage.applyArrivedWork()
            if terminal.takeResize() {
                size = Stagehand.TerminalSize(columns: terminal.size.columns, rows: terminal.size.rows)
                previous = nil
            }
            if terminal.isInputClosed { break }
            for key in decoder.decode(bytes, moreBytesPending: false) {
                if key == .interrupt { break running }
                guard let scene = stage.current else { continue }
                scene.clearStatus()
                router.press(key)
            }
            reloader.poll()
        }
    }
}
