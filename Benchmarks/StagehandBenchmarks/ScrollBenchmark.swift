import Stagehand
import StagehandConsole

/// 10. Moving focus through a scene taller than the terminal, 1,000 views against 10: Tab
/// moves focus, the scene scrolls to it, and the frame is drawn. The work should follow what is
/// on screen, not the views in the scene.
enum ScrollBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

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
        var files: [String] = []
        var subjects: [(views: Int, stage: Stage, samples: Samples)] = []
        for count in [10, 1_000] {
            let file = "tall-\(count).scene.yaml"
            try Files.write(scene(views: count), to: directory + "/" + file)
            files.append(file)
            let stage = Stage(registry: Registry())
            let diagnostics = stage.start(sceneFile: directory + "/" + file)
            guard stage.current != nil else {
                report.failure("scroll", "\(file) does not load: \(diagnostics.first { $0.severity == .error }?.formatted ?? "")")
                return files
            }
            subjects.append((count, stage, Samples()))
        }
        let renderer = FrameRenderer(size: size)
        let steps = config.quick ? 200 : 2_000
        for _ in 0..<config.microRuns {
            for index in subjects.indices {
                let stage = subjects[index].stage
                let router = KeyRouter(stage: stage)
                subjects[index].samples.seconds.append(Bench.time {
                    for _ in 0..<steps {
                        router.press(.named(.tab))
                        blackHole(renderer.render(stage))
                    }
                } / Double(steps))
            }
        }
        for subject in subjects {
            report.detail("\(subject.views) views: \(Format.duration(subject.samples.best)) per Tab and frame (median \(Format.duration(subject.samples.median)))")
        }
        let ratio = subjects[1].samples.best / subjects[0].samples.best
        report.result("scroll", "1,000 views / 10 views per keystroke: \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 1.5, targetText: "≤ 1.5×")
        return files
    }
}
