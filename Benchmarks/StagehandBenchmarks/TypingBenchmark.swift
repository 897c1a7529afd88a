import Stagehand
import StagehandConsole

/// 18. Typing into a field at the top of a scene taller than the terminal, 1,000 views against
/// 10: a character key the field takes, then the frame. The field's change marks the field
/// alone, so the work should follow what is on screen, not the views in the scene.
enum TypingBenchmark {
    /// A scene of a text field over `count` wrapped labels.
    static func scene(views count: Int) -> String {
        var text = "stagehand: 1\nscene: typing\ntitle: Typing\nviews:\n"
        text += "  - { id: query, type: TextField, properties: { placeholder: Search } }\n"
        for index in 0..<count {
            text += "  - { type: Label, properties: { text: \"Line \(index) of a tall scene\", wrap: true } }\n"
        }
        return text
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("18. typing: one key into a field over 1,000 views vs 10, 80×24")
        // A character and a Backspace in turn, so the field's text stays short.
        return try KeystrokeBySceneSize.run(
            name: "typing", filePrefix: "typing", keystroke: "key", directory: directory, config: config, report: report,
            scene: scene(views:), press: { router, step in router.press(step.isMultiple(of: 2) ? .character("a") : .named(.backspace)) })
    }
}
