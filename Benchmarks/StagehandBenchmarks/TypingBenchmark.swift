import Stagehand
import StagehandConsole

/// 18. Typing into a field at the top of a scene taller than the terminal, 1,000 views against
/// 10: a character key the field takes, then the frame. The field's change marks the field
/// alone, so the work should follow what is on screen, not the views in the scene.
enum TypingBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

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
        var files: [String] = []
        var subjects: [(views: Int, stage: Stage, samples: Samples)] = []
        for count in [10, 1_000] {
            let file = "typing-\(count).scene.yaml"
            try Files.write(scene(views: count), to: directory + "/" + file)
            files.append(file)
            let stage = Stage(registry: Registry())
            let diagnostics = stage.start(sceneFile: directory + "/" + file)
            guard stage.current != nil else {
                report.failure("typing", "\(file) does not load: \(diagnostics.first { $0.severity == .error }?.formatted ?? "")")
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
                    // A character and a Backspace in turn, so the field's text stays short.
                    for step in 0..<steps {
                        router.press(step.isMultiple(of: 2) ? .character("a") : .named(.backspace))
                        blackHole(renderer.render(stage))
                    }
                } / Double(steps))
            }
        }
        for subject in subjects {
            report.detail("\(subject.views) views: \(Format.duration(subject.samples.best)) per key and frame (median \(Format.duration(subject.samples.median)))")
        }
        let ratio = subjects[1].samples.best / subjects[0].samples.best
        report.result("typing", "1,000 views / 10 views per keystroke: \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 1.5, targetText: "≤ 1.5×")
        return files
    }
}
