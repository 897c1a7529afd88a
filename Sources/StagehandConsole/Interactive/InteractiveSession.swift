#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// A person playing a scene at a terminal: Tab moves focus, Enter activates, typing edits,
/// arrows move in tables, Escape goes back, Ctrl-C quits.
///
/// Only cells that changed are rewritten after each key, and the terminal is restored on every
/// way out. With a record file, what the person did is saved as a script that replays to the
/// same final frame.
public struct InteractiveSession {
    /// The registry scenes are built with.
    public let registry: Registry
    /// Limits for loading files.
    public let limits: LoadLimits
    /// The executable's name, as recorded scripts mention it (an app's own, or `stagehand`).
    public var commandName = "stagehand"
    /// Whether `CommandDataSource`s run their commands (`run --no-commands` turns them off).
    public var allowsCommands: Bool

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

    /// Why an interactive session could not run.
    public enum Failure: Error, CustomStringConvertible {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// The scene has errors.
        case sceneErrors([Diagnostic])
        /// The terminal refused raw mode, or the record file could not be written.
        case terminal(String)

        /// What went wrong, for the message the command prints.
        public var description: String {
            switch self {
            case .notATerminal: "interactive play needs a terminal; give --script FILE to play headless"
            case .sceneErrors(let d): "the scene has \(d.filter { $0.severity == .error }.count) error(s)"
            case .terminal(let message): message
            }
        }
    }

    /// How a session ended.
    public enum Ending: Sendable {
        /// The person pressed Ctrl-C: by convention the program then exits with status 130.
        case interrupted
        /// Input ended (the terminal went away).
        case inputClosed
        /// A `QuitResponder` ended the app with this exit status.
        case quit(status: Int32)

        /// The exit status a command should end with: 130 after Ctrl-C (128 + SIGINT), as a
        /// shell reports a program that Ctrl-C stopped; 0 otherwise.
        public var exitStatus: Int32 {
            switch self {
            case .interrupted: Platform.ExitStatus.interrupted.rawValue
            case .inputClosed: Platform.ExitStatus.success.rawValue
            case .quit(let status): status
            }
        }
    }

    /// Plays `sceneFile` until the person presses Ctrl-C (or input ends).
    ///
    /// - Parameters:
    ///   - sceneFile: The scene to play.
    ///   - recordFile: Where to write the keys pressed as a script that plays them again; none when `nil`.
    /// - Throws: ``Failure`` when there is no terminal, the scene has errors, or the terminal or the
    ///   recording fails.
    /// - Returns: how the session ended; ``Ending/exitStatus`` is what the program should exit
    ///   with. SIGTERM and the other terminating signals restore the terminal and end the
    ///   process the way the signal would (SIGTERM: status 143 in a shell).
    @discardableResult
    public func run(sceneFile: String, recordTo recordFile: String? = nil) throws(Failure) -> Ending {
        let (stage, wakeup) = try Self.terminalStage(registry: registry, limits: limits, allowsCommands: allowsCommands, themeFile: themeFile)
        defer { stage.close() }
        let diagnostics = stage.start(sceneFile: sceneFile)
        guard stage.current != nil else { throw .sceneErrors(diagnostics) }

        let terminal = try Self.enterTerminal()
        defer { terminal.restore() }

        var recorder = ScriptRecorder()
        var ending = Ending.inputClosed
        let play = TerminalPlay(stage: stage, terminal: terminal, wakeup: wakeup, pollInterval: 250)
        let router = KeyRouter(stage: stage)
        // The script records the size the person started at: replayed at it, it does the same.
        let startSize = play.size
        running: while let scene = stage.current {
            play.draw()
            guard let keys = play.nextKeys() else { break }
            for key in keys {
                if key == .interrupt {
                    ending = .interrupted
                    break running
                }
                if case .mouse(let event) = key {
                    if let click = MouseRouter(stage: stage, size: play.size).handle(event) {
                        recorder.record(click, at: stage.clock.now)
                    }
                } else {
                    scene.clearStatus()
                    let inPalette = stage.palette != nil
                    router.press(key)
                    if inPalette || stage.palette != nil {
                        // The palette's keys replay as keys: the palette then does the same.
                        recorder.recordKeyStep(key, at: stage.clock.now)
                    } else if let shortcut = stage.firedShortcut {
                        recorder.recordPress(shortcut, at: stage.clock.now)
                    } else {
                        recorder.record(key, at: stage.clock.now, focused: stage.current?.focusedView)
                    }
                }
                if let status = stage.quitStatus {
                    ending = .quit(status: status)
                    break running
                }
            }
        }
        recorder.finish(at: stage.clock.now)
        if let recordFile {
            // The script names its scene relative to itself, wherever the two files are.
            let cwd = currentDirectory()
            let scenePath = PathResolver.relative(
                PathResolver.resolve(sceneFile, against: cwd),
                from: PathResolver.resolve(PathResolver.directory(of: recordFile), against: cwd))
            let text = recorder.script(scene: scenePath, size: startSize, command: commandName)
            guard FileWriter.write(text, to: recordFile) else {
                throw .terminal("could not write the recording to '\(recordFile)'")
            }
        }
        return ending
    }
}

/// Milliseconds from a monotonic clock, for advancing the virtual clock by real time.
enum MonotonicClock {
    static func milliseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int(ts.tv_sec) * 1000 + Int(ts.tv_nsec) / 1_000_000
    }
}

/// The process's working folder, "." if it cannot be read.
func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes text files without Foundation.
enum FileWriter {
    static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        return bytes.isEmpty || fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}
