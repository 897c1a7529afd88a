#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Stagehand
import StagehandConsole

extension RunCommand {
    /// `run --watch`: live reload at a terminal, or with `--script`, a test-on-save loop that
    /// clears the screen (when standard output is a terminal) and prints the final frame or the
    /// first failure after every save.
    func runWatching(registry: Registry, printer: DiagnosticPrinter) throws {
        if record != nil { throw ValidationError("--record cannot be used with --watch") }
        if let script {
            var options = ScriptPlayer.Options(
                size: try TerminalSize.option(size), frames: frames.mode, color: color == .always, strict: strict,
                allowsCommands: !noCommands)
            options.themeFile = themeOption.theme
            let loop = ScriptWatch(player: ScriptPlayer(registry: registry, limits: limitOptions.limits))
            // A screen is cleared for each run; a file or a pipe gets the runs one after another,
            // each ending with the line that says it is watching, and no codes in between.
            let clearsScreen = isatty(STDOUT_FILENO) == 1
            // The loop runs until it is stopped, whatever the parent that started it blocked.
            TerminalSignals.unblockStopping()
            loop.run(scriptFile: script, sceneFile: scene, options: options, show: { result in
                if clearsScreen { print("\u{1B}[H\u{1B}[2J", terminator: "") }
                print(result.output, terminator: "")
                let errors = result.diagnostics.filter { $0.severity == .error }
                print(printer.text(result.diagnostics), terminator: "")
                print(errors.isEmpty ? "✓ the script passed" : "✗ \(errors.count) problem\(errors.count == 1 ? "" : "s")")
                print("watching for saves; Ctrl-C stops")
                fflush(nil)  // every stream: naming `stdout` is shared mutable state to Swift 6
            }, sleep: { usleep(useconds_t($0 * 1000)) })
            return
        }
        guard let scene else { return }
        try runSession(printer: printer) {
            var session = WatchSession(registry: registry, limits: limitOptions.limits, allowsCommands: !noCommands)
            session.themeFile = themeOption.theme
            return try session.run(sceneFile: scene)
        }
    }
}
