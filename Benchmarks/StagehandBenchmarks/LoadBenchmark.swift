import Stagehand

/// 2. Parse + check + instantiate + wire (`SceneLoader.load`, then `LiveScene`) on the large
/// scene, against raw libyaml events over the same file.
enum LoadBenchmark {
    static func run(scene: SceneGenerator.LargeScene, config: Config, report: Report) throws {
        report.heading("2. load (parse + check + instantiate + wire) vs raw libyaml — \(Format.megabytes(scene.bytes)) scene")
        let registry = Registry()
        let loader = SceneLoader(registry: registry)

        // Warm-up, and the scene must load without errors.
        let (description, diagnostics) = loader.load(scene.path)
        guard let description, !diagnostics.containsErrors else {
            let first = diagnostics.first { $0.severity == .error }?.formatted ?? "no description"
            report.failure("load", "the generated scene does not load: \(first)")
            return
        }
        var live: LiveScene? = LiveScene(description: description, registry: registry)
        report.detail("live objects: \(Format.count(live!.objects.count)), runtime diagnostics: \(live!.diagnostics.count)")
        live = nil

        let raw = try LintBenchmark.measureRaw(scene.path, runs: config.rawRuns)
        var loadSamples = Samples(), buildSamples = Samples(), totalSamples = Samples(), releaseSamples = Samples()
        for _ in 0..<config.heavyRuns {
            var loaded: SceneDescription?
            let tLoad = Bench.time {
                loaded = loader.load(scene.path).scene
            }
            let tBuild = Bench.time {
                live = LiveScene(description: loaded!, registry: registry)
            }
            loadSamples.seconds.append(tLoad)
            buildSamples.seconds.append(tBuild)
            totalSamples.seconds.append(tLoad + tBuild)
            // Releasing the scene is not part of loading; timed apart.
            loaded = nil
            releaseSamples.seconds.append(Bench.time { live = nil })
        }
        report.detail("raw libyaml (read + events):      best \(Format.duration(raw.best)), median \(Format.duration(raw.median))")
        report.detail("SceneLoader.load (parse + check): best \(Format.duration(loadSamples.best)), median \(Format.duration(loadSamples.median))")
        report.detail("LiveScene(description:registry:): best \(Format.duration(buildSamples.best)), median \(Format.duration(buildSamples.median))")
        report.detail("(releasing the live scene afterwards: \(Format.duration(releaseSamples.best)), not counted)")
        let ratio = totalSamples.best / raw.best
        report.result("load", "load \(Format.megabytes(scene.bytes)): \(Format.duration(totalSamples.best)); raw libyaml events: \(Format.duration(raw.best)); ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 3, targetText: "≤ 3×")
    }
}
