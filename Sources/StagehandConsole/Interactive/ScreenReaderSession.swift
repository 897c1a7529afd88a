import Stagehand

/// `run --screen-reader`: a person plays a scene at a terminal without the frame being drawn,
/// and hears it instead.
///
/// Standard output gets plain lines a screen reader speaks (see `ScreenReaderAnnouncer`):
/// nothing is drawn, the cursor never moves, no colour or other escape is written, so the output
/// reads the same in a terminal with Orca, piped to `espeak-ng`, or in a log. The keys are those
/// of ``InteractiveSession``: Tab moves focus, Enter activates, typing edits, arrows move in
/// tables, Escape goes back, Ctrl-C quits. Only standard input must be a terminal.
public struct ScreenReaderSession {
    /// The registry scenes are built with.
    public let registry: Registry
    /// Limits for loading files.
    public let limits: LoadLimits
    /// Whether `CommandDataSource`s run their commands (`run --no-commands` turns them off).
    public var allowsCommands: Bool
    /// The theme file that replaces the scenes' own (`--theme FILE`); it changes nothing said,
    /// but a theme with errors is refused as in the other modes.
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

    /// Plays `sceneFile` until the person presses Ctrl-C, input ends or the app quits.
    ///
    /// - Parameter sceneFile: The scene to play.
    /// - Throws: ``InteractiveSession/Failure`` when standard input is not a terminal, the scene
    ///   has errors, or the terminal refuses raw mode.
    /// - Returns: how the session ended; ``InteractiveSession/Ending/exitStatus`` is what the
    ///   program should exit with.
    @discardableResult
    public func run(sceneFile: String) throws(InteractiveSession.Failure) -> InteractiveSession.Ending {
        let (stage, wakeup) = try InteractiveSession.terminalStage(
            registry: registry, limits: limits, allowsCommands: allowsCommands, themeFile: themeFile, needsTerminalOutput: false)
        defer { stage.close() }
        let diagnostics = stage.start(sceneFile: sceneFile)
        guard stage.current != nil else { throw .sceneErrors(diagnostics) }

        // Raw input, and nothing written but the lines: no alternate screen, no cursor, no mouse.
        let terminal = RawTerminal(drawsScreen: false)
        do { try terminal.enter() } catch { throw .terminal("could not take over the terminal: \(error)") }
        defer { terminal.restore() }

        var announcer = ScreenReaderAnnouncer()
        var ending = InteractiveSession.Ending.inputClosed
        let play = TerminalPlay(stage: stage, terminal: terminal, wakeup: wakeup, pollInterval: 250)
        let router = KeyRouter(stage: stage)
        running: while let scene = stage.current {
            for line in announcer.lines(for: stage, size: play.size) { terminal.write(line + "\n") }
            guard let keys = play.nextKeys() else { break }
            for key in keys {
                if key == .interrupt {
                    ending = .interrupted
                    break running
                }
                // Mouse reporting is never turned on; a stray report is not a key.
                if case .mouse = key { continue }
                scene.clearStatus()
                router.press(key)
                if let status = stage.quitStatus {
                    ending = .quit(status: status)
                    break running
                }
            }
        }
        return ending
    }
}
