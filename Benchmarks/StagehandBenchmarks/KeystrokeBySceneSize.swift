import Stagehand
import StagehandConsole

/// A keystroke and the frame after it, timed in a generated scene of 1,000 views against one of
/// 10 at 80×24: what the scrolling and typing benchmarks share. The work should follow what is
/// on screen, not the views in the scene.
enum KeystrokeBySceneSize {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// Writes `scene(10)` and `scene(1_000)` as `<filePrefix>-<count>.scene.yaml`, starts each
    /// on a stage, and times `steps` rounds of `press` (given the router and the step) and a
    /// frame; reports each size and the ratio as `name`. Returns the files written.
    static func run(
        name: String, filePrefix: String, keystroke: String, directory: String, config: Config, report: Report,
        scene: (Int) -> String, press: (KeyRouter, Int) -> Void
    ) throws -> [String] {
        var files: [String] = []
        var subjects: [(views: Int, stage: Stage, samples: Samples)] = []
        for count in [10, 1_000] {
            let file = "\(filePrefix)-\(count).scene.yaml"
            try Files.write(scene(count), to: directory + "/" + file)
            files.append(file)
            let stage = Stage(registry: Registry())
            let diagnostics = stage.start(sceneFile: directory + "/" + file)
            guard stage.current != nil else {
                report.failure(name, "\(file) does not load: \(diagnostics.first { $0.severity == .error }?.formatted ?? "")")
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
                    for step in 0..<steps {
                        press(router, step)
                        blackHole(renderer.render(stage))
                    }
                } / Double(steps))
            }
        }
        for subject in subjects {
            report.detail("\(subject.views) views: \(Format.duration(subject.samples.best)) per \(keystroke) and frame (median \(Format.duration(subject.samples.median)))")
        }
        let ratio = subjects[1].samples.best / subjects[0].samples.best
        report.result(name, "1,000 views / 10 views per keystroke: \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 1.5, targetText: "≤ 1.5×")
        return files
    }
}
