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

    /// The theme file that replaces the scenes' own (`--theme FILE`); `nil` keeps theirs.
    public var themeFile: String?

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - registry: The types the scenes may name; the standard library unless given.
    ///   - limits: The bounds every file is read with.
    ///   - allowsCommands: Whether `CommandDataSource`s run their commands.
    public init(registry: Registry = Registry(), limits: LoadLimits = .default, allowsCommands: Bool = true) {
        self.registry = registry
        self.limits = limits
        self.allowsCommands = allowsCommands
    }

    /// Plays `sceneFile` until the person presses Ctrl-C (or input ends).
    ///
    /// - Parameter sceneFile: The scene to play; it is built again whenever it or a file it reads is saved.
    /// - Throws: ``InteractiveSession/Failure`` when there is no terminal, the first scene has errors, or
    ///   the terminal cannot be taken over.
    /// - Returns: how the session ended; its exit status is 130 after Ctrl-C, as without `--watch`.
    @discardableResult
    public func run(sceneFile: String) throws(InteractiveSession.Failure) -> InteractiveSession.Ending {
        let (stage, wakeup) = try InteractiveSession.terminalStage(registry: registry, limits: limits, allowsCommands: allowsCommands, themeFile: themeFile)
        defer { stage.close() }
        let reloader = LiveReloader(stage: stage, sceneFile: sceneFile)
        reloader.start()
        if stage.current == nil, reloader.problems.contains(where: { $0.code == .fileNotFound && $0.location.file == sceneFile }) {
            throw .sceneErrors(reloader.problems)
        }

        let terminal = try InteractiveSession.enterTerminal()
        defer { terminal.restore() }

        let play = TerminalPlay(stage: stage, terminal: terminal, wakeup: wakeup, pollInterval: Self.pollInterval)
        let router = KeyRouter(stage: stage)
        while true {
            play.draw(placeholder: sceneFile) { ProblemOverlay(diagnostics: reloader.problems).draw(on: &$0) }
            guard let keys = play.nextKeys() else { return .inputClosed }
            for key in keys {
                if key == .interrupt { return .interrupted }
                guard let scene = stage.current else { continue }
                if case .mouse(let event) = key {
                    MouseRouter(stage: stage, size: play.size).handle(event)
                } else {
                    scene.clearStatus()
                    router.press(key)
                }
                if let status = stage.quitStatus { return .quit(status: status) }
            }
            reloader.poll()
        }
    }
}
