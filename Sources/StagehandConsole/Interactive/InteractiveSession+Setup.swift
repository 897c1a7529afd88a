#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

extension InteractiveSession {
    /// The stage a session at the terminal plays on, and the wakeup that finished work (a
    /// command, an async load) signals so the loop applies it at once. Close the stage when done.
    ///
    /// - Throws: ``Failure/notATerminal`` when standard input (and, when `needsTerminalOutput`,
    ///   standard output) is not a terminal.
    static func terminalStage(
        registry: Registry, limits: LoadLimits, allowsCommands: Bool, themeFile: String? = nil, needsTerminalOutput: Bool = true
    ) throws(Failure) -> (stage: Stage, wakeup: WorkWakeup) {
        let terminals = needsTerminalOutput ? RawTerminal.standardStreamsAreTerminals : isatty(STDIN_FILENO) == 1
        guard terminals else { throw .notATerminal }
        let stage = Stage(registry: registry, limits: limits)
        stage.themeFile = themeFile
        stage.sceneOptions.allowsCommands = allowsCommands
        let wakeup = WorkWakeup()
        stage.sceneOptions.onWorkArrival = { wakeup.signal() }
        return (stage, wakeup)
    }

    /// Takes over the terminal (raw mode, the alternate screen); restore it when done.
    static func enterTerminal() throws(Failure) -> RawTerminal {
        let terminal = RawTerminal()
        do { try terminal.enter() } catch { throw .terminal("could not take over the terminal: \(error)") }
        return terminal
    }
}
