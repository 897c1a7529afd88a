import ArgumentParser
import Stagehand
import StagehandConsole

/// What `stagehand run --script` was asked to do, once its command line is read: the script, the
/// scene it plays and how to print the run. ``RunCommand`` builds one from its parsed options;
/// ``plain(_:)`` builds one from the line a CI job or a benchmark runs, without the argument parser.
package struct ScriptRunRequest {
    /// The scene file given on the command line; the script's own `scene` when nil.
    package var scene: String?
    /// The script to play.
    package var script: String
    /// `--size`, as written.
    package var size: String?
    /// `--frames`: the final frame, or one after every step.
    package var frames: FrameChoice = .final
    /// `--color`: whether printed frames carry ANSI styles (`always` only).
    package var color: ColorChoice = .never
    /// `--quiet`: print no frames, only what went wrong.
    package var quiet = false
    /// `--strict`: a runtime problem fails the run.
    package var strict = false
    /// `--no-commands`: CommandDataSources run no commands.
    package var noCommands = false
    /// `--theme`: the theme file that replaces the scenes' own.
    package var theme: String?
    /// The loader's limits (`--max-file-size` and the others).
    package var limits = LoadLimits.default

    /// A request for a command line that names a script and at most a scene, with `--quiet`,
    /// `--strict` and `--no-commands` at most, each once: `run --script a.script.yaml`,
    /// `run a.scene.yaml --script a.script.yaml -q`. `nil` for anything else (another command,
    /// any other option, `help`, a word that starts with `-`), which the argument parser reads as
    /// usual.
    ///
    /// The parser's start builds every command's arguments by reflection, which was a third of
    /// the instructions from process start to a small scene's first frame. The line read here
    /// means the same to the parser, so the run is the same either way.
    ///
    /// - Parameter arguments: the arguments after the executable's name.
    package static func plain(_ arguments: [String]) -> ScriptRunRequest? {
        guard arguments.first == "run" else { return nil }
        var request = ScriptRunRequest(script: "")
        var script: String?
        var index = arguments.startIndex + 1
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--script":
                let value = index + 1
                guard script == nil, value < arguments.endIndex, isPlainWord(arguments[value]) else { return nil }
                script = arguments[value]
                index = value
            case "--quiet", "-q":
                guard !request.quiet else { return nil }
                request.quiet = true
            case "--strict":
                guard !request.strict else { return nil }
                request.strict = true
            case "--no-commands":
                guard !request.noCommands else { return nil }
                request.noCommands = true
            default:
                guard request.scene == nil, isPlainWord(argument) else { return nil }
                request.scene = argument
            }
            index += 1
        }
        guard let script else { return nil }
        request.script = script
        return request
    }

    /// A word the parser takes as a value, whatever it names: not empty, not an option, not `help`.
    private static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-") && word != "help"
    }

    /// Plays the script headless, prints its frames and problems, and throws the exit status
    /// when it is not 0.
    func run() throws {
        // One scene, checked on a second thread while this one makes its objects.
        MemoryReuse.shareOneArena()
        let registry = try CommandContext.makeRegistry()
        let printer = DiagnosticPrinter(color: ColorChoice.auto.isEnabled(for: 2))
        // Runtime problems go to standard error as they happen, so CI logs show them in order.
        var options = ScriptPlayer.Options(
            size: try TerminalSize.option(size), frames: frames.mode, color: color == .always,
            strict: strict, onProblem: { StandardError.write(printer.text([$0])) }, allowsCommands: !noCommands)
        // The output printed below ends with the frame a failed expectation saw.
        options.showsFrameInFailures = false
        options.themeFile = theme
        let result = ScriptPlayer(registry: registry, limits: limits).play(scriptFile: script, sceneFile: scene, options: options)
        ProcessLifetime.keepUntilExit(result)
        if !quiet { print(result.output, terminator: "") }
        if !result.diagnostics.isEmpty { StandardError.write(printer.text(result.diagnostics)) }
        let missing = result.diagnostics.contains { $0.code == .fileNotFound }
        if missing { throw ExitCode(Platform.ExitStatus.couldNotRun.rawValue) }
        if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
    }
}
