import Stagehand
import StagehandConsole

/// 10. Moving focus through a scene taller than the terminal, 1,000 views against 10: Tab
/// moves focus, the scene scrolls to it, and the frame is drawn. The work should follow what is
/// on screen, not the views in the scene.
enum ScrollBenchmark {
    /// A scene of `count` views: a label and a button, over and over.
    static func scene(views count: Int) -> String {
        var text = "stagehand: 1\nscene: tall\ntitle: Tall\nviews:\n"
        for index in 0..<(count / 2) {
            text += "  - { type: Label, properties: { text: \"Line \(index)\" } }\n"
            text += "  - { id: b\(index), type: Button, properties: { title: \"Button \(index)\" } }\n"
        }
        return text
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("10. scrolling: one Tab in a scene of 1,000 views vs 10, 80×24")
        return try KeystrokeBySceneSize.run(
            name: "scroll", filePrefix: "tall", keystroke: "Tab", directory: directory, config: config, report: report,
            scene: scene(views:), press: { router, _ in router.press(.named(.tab)) })
    }
}
