import Stagehand
import StagehandConsole

/// 5. Bytes sent to the terminal for one keystroke in the demo scene, and for a caret move,
/// against a full repaint; the caret is part of every frame. Measured twice: as the scene is,
/// and drawn with the shipped dark theme, where every row and label has 24-bit colours.
enum RedrawBenchmark {
    static let demoScene = "Scenes/people.scene.yaml"
    static let theme = "Scenes/Themes/dark.yaml"

    static func run(config: Config, report: Report) {
        report.heading("5. redraw bytes: one keystroke in \(demoScene) at 80×24")
        guard let path = locateDemoScene() else {
            report.failure("redraw", "cannot find \(demoScene) from \(Files.currentDirectory()); run from the repository root")
            return
        }
        measure(path, theme: nil, name: "redraw", report: report)
        let themePath = String(path.dropLast(demoScene.count)) + theme
        measure(path, theme: themePath, name: "redraw (styled)", report: report)
    }

    static func measure(_ path: String, theme: String?, name: String, report: Report) {
        let stage = Stage(registry: Registry())
        stage.themeFile = theme
        if let theme { report.detail("with --theme \(theme): 24-bit colours on every view") }
        let diagnostics = stage.start(sceneFile: path)
        guard let scene = stage.current else {
            report.failure(name, "\(path) does not load: \(diagnostics.first { $0.severity == .error }?.formatted ?? "")")
            return
        }
        guard let field = scene.focusedView as? TextField else {
            report.failure(name, "the focused view of \(path) is not a text field (it is \(scene.focusedView.map { "\(type(of: $0))" } ?? "nothing"))")
            return
        }
        let renderer = FrameRenderer(size: TerminalSize(columns: 80, rows: 24))
        // Frames with the caret, as the terminal gets them: cells that changed, then the caret
        // put back at the insertion point.
        let before = renderer.render(stage)
        // What a person typing "A" into the focused field causes (KeyRouter does the same).
        field.type("A")
        scene.repairFocus()
        let typed = renderer.render(stage)
        // Then Left: only the caret moves.
        field.moveCursor(by: -1)
        let moved = renderer.render(stage)
        let typeUpdate = TerminalDiff.update(from: before, to: typed)
        let moveUpdate = TerminalDiff.update(from: typed, to: moved)
        let full = TerminalDiff.update(from: nil, to: typed)
        let typeBytes = typeUpdate.utf8.count, moveBytes = moveUpdate.utf8.count, fullBytes = full.utf8.count
        report.detail("update after typing 'A' into '\(field.id ?? "?")': \(typeBytes) bytes: \(escaped(typeUpdate))")
        report.detail("update after Left (the caret moves): \(moveBytes) bytes: \(escaped(moveUpdate))")
        report.detail("full repaint: \(Format.count(fullBytes)) bytes")
        if typeBytes == 0 { report.detail("warning: the keystroke changed nothing on screen") }
        if moveBytes == 0 { report.detail("warning: Left did not move the caret") }
        let worst = max(typeBytes, moveBytes)
        let ratio = Double(worst) / Double(fullBytes)
        report.result(name, "one keystroke: \(typeBytes) bytes, a caret move: \(moveBytes) bytes; full repaint: \(Format.count(fullBytes)) bytes; worst ratio \(Format.percent(ratio))",
                      ratio: ratio, atMost: 0.05, targetText: "≤ 5%")
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
