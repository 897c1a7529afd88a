import Stagehand
import StagehandConsole

/// 5. Bytes sent to the terminal for one keystroke in the demo scene, against a full repaint.
enum RedrawBenchmark {
    static let demoScene = "Scenes/people.scene.yaml"

    static func run(config: Config, report: Report) {
        report.heading("5. redraw bytes: one keystroke in \(demoScene) at 80×24")
        guard let path = locateDemoScene() else {
            report.failure("redraw", "cannot find \(demoScene) from \(Files.currentDirectory()); run from the repository root")
            return
        }
        let stage = Stage(registry: Registry())
        let diagnostics = stage.start(sceneFile: path)
        guard let scene = stage.current else {
            report.failure("redraw", "\(path) does not load: \(diagnostics.first { $0.severity == .error }?.formatted ?? "")")
            return
        }
        guard let field = scene.focusedView as? TextField else {
            report.failure("redraw", "the focused view of \(path) is not a text field (it is \(scene.focusedView.map { "\(type(of: $0))" } ?? "nothing"))")
            return
        }
        let renderer = FrameRenderer(size: TerminalSize(columns: 80, rows: 24))
        let before = renderer.render(scene, path: stage.titles)
        // What a person typing "A" into the focused field causes (KeyRouter does the same).
        field.type("A")
        scene.repairFocus()
        let after = renderer.render(scene, path: stage.titles)
        let update = TerminalDiff.update(from: before, to: after)
        let full = TerminalDiff.fullRepaint(after)
        let updateBytes = update.utf8.count, fullBytes = full.utf8.count
        report.detail("update after typing 'A' into '\(field.id ?? "?")': \(updateBytes) bytes: \(escaped(update))")
        report.detail("full repaint: \(Format.count(fullBytes)) bytes")
        if updateBytes == 0 { report.detail("warning: the keystroke changed nothing on screen") }
        let ratio = Double(updateBytes) / Double(fullBytes)
        report.result("redraw", "one keystroke: \(updateBytes) bytes; full repaint: \(Format.count(fullBytes)) bytes; ratio \(Format.percent(ratio))",
                      ratio: ratio, atMost: 0.10, targetText: "≤ 10%")
    }

    /// The demo scene relative to the current folder (or a parent of it, up to three levels).
    static func locateDemoScene() -> String? {
        var prefix = ""
        for _ in 0...3 {
            if Files.exists(prefix + demoScene) { return prefix + demoScene }
            prefix += "../"
        }
        return nil
    }

    /// Escape codes shown as `\e`, for the report.
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0 == "\u{1B}" ? "\\e" : String($0) }.joined()
    }
}
