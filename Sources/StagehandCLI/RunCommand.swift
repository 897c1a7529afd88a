import ArgumentParser
import Stagehand
import StagehandConsole

/// `stagehand run SCENE [--script FILE]`: plays a scene headless with a script, or at a terminal.
package struct RunCommand: ParsableCommand {
    /// Every option at its default, as the argument parser starts the command before it reads the line.
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play a scene: headless with --script, otherwise interactively on this terminal.",
        discussion: """
            Interactive keys: Tab moves focus, Enter activates, typing edits with a visible caret \
            (arrows, Home, End, Delete, Ctrl-A/E/U/K/W, Alt-B/F), arrows and page keys move in \
            tables, Escape goes back or closes a modal, Ctrl-C quits (status 130). Exit status: 0 \
            every step passed, 1 a step or expectation failed or the scene has errors, 2 the \
            command could not run. Playing a scene runs the commands of its CommandDataSources, \
            as make runs a Makefile's (run and test run programs; render only with --commands): \
            play only folders you trust, or give --no-commands to turn them off.
            """
    )

    @Argument(help: "The scene file (any name; completion offers *.scene.yaml, *.scene.yml, *.scene.json); optional with --script when the script names its scene.", completion: FileCompletion.scenes)
    var scene: String?

    @Option(help: "A script (*.script.yaml, *.script.yml, *.script.json) to play headless instead of reading the keyboard.", completion: FileCompletion.scripts)
    var script: String?

    @Option(help: ArgumentHelp("Console size as COLUMNSxROWS (default: the script's size, else 80x24).", valueName: "CxR"))
    var size: String?

    @Option(help: "Frames to print: final, or each (after every step).")
    var frames: FrameChoice = .final

    @Option(help: "Color in printed frames: auto, always or never (frames are plain unless always).")
    var color: ColorChoice = .never

    @Flag(name: .shortAndLong, help: "With --script: print no frames, only what went wrong (on standard error); the exit status says whether every step passed.")
    var quiet = false

    @Option(help: ArgumentHelp("Write what you do interactively as a script to FILE.", valueName: "file"))
    package var record: String?

    @Flag(help: "With --script: exit 1 if anything went wrong at run time (a value that does not convert, a responder that throws, a failed command or save), even when every step passed.")
    var strict = false

    @Flag(help: "Reload when the scene, a scene it segues to or a data file is saved, showing lint errors in the frame; with --script, play again on every save.")
    package var watch = false

    @Flag(help: "Do not run the commands of CommandDataSources; they fail with a message saying so.")
    var noCommands = false

    @Flag(help: "Play at the terminal without drawing: write plain lines a screen reader speaks (the title, each focus change, changes to the focused view, data source states, notifications), with the same keys. Only standard input must be a terminal.")
    package var screenReader = false

    @OptionGroup var themeOption: ThemeOption

    @OptionGroup var limitOptions: LimitOptions

    package func validate() throws {
        try SceneArguments.validate(scene: scene, script: script, size: size)
        if script != nil && record != nil { throw ValidationError("--record records an interactive session; it cannot be used with --script") }
        if screenReader && (script != nil || watch || record != nil) {
            throw ValidationError("--screen-reader plays at the terminal; it cannot be used with --script, --watch or --record")
        }
    }

    /// The request to play the script headless, when the command line names one.
    package var scriptRequest: ScriptRunRequest? {
        guard let script else { return nil }
        return ScriptRunRequest(
            scene: scene, script: script, size: size, frames: frames, color: color, quiet: quiet, strict: strict,
            noCommands: noCommands, theme: themeOption.theme, limits: limitOptions.limits)
    }

    package func run() throws {
        if !watch, let request = scriptRequest { return try request.run() }
        // One scene, checked on a second thread while this one makes its objects.
        MemoryReuse.shareOneArena()
        let registry = try CommandContext.makeRegistry()
        let printer = DiagnosticPrinter(color: ColorChoice.auto.isEnabled(for: 2))
        if watch { return try runWatching(registry: registry, printer: printer) }
        guard let scene else { return }
        if screenReader {
            return try runSession(printer: printer) {
                var session = ScreenReaderSession(registry: registry, limits: limitOptions.limits, allowsCommands: !noCommands)
                session.themeFile = themeOption.theme
                return try session.run(sceneFile: scene)
            }
        }
        try runSession(printer: printer) {
            var session = InteractiveSession(registry: registry, limits: limitOptions.limits, allowsCommands: !noCommands)
            session.commandName = CommandContext.app.name
            session.themeFile = themeOption.theme
            return try session.run(sceneFile: scene, recordTo: record)
        }
    }
}
