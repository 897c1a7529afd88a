import Stagehand

/// 2. Parse + check + instantiate + wire on the large scene, as `stagehand run` does it
/// (`LiveScene.compile`: objects made while the checks run), against raw libyaml events over the
/// same file; the two steps one after the other are timed too, for what the overlap saves.
enum LoadBenchmark {
    static func run(scene: BenchShape, config: Config, report: Report) throws {
        report.heading("2. load (parse + check + instantiate + wire) vs raw libyaml — \(scene.summary)")
        let registry = Registry()
        // As `stagehand run` compiles: collection values built on the other cores during the checks.
        var compiler = SceneCompiler(registry: registry)
        compiler.preparesForLiveScene = true

        // Warm-up, and the scene must load without errors.
        let compiled = compiler.compileScene(at: scene.path)
        guard compiled.runnable != nil else {
            let first = compiled.diagnostics.first { $0.severity == .error }?.formatted ?? "no description"
            report.failure(scene.resultName("load"), "the generated scene does not load: \(first)")
            return
        }
        var live: LiveScene? = LiveScene(compiled: compiled, registry: registry)
        report.detail("live objects: \(Format.count(live!.objects.count)), runtime diagnostics: \(live!.diagnostics.count)")
        live = nil

        _ = try RawLibYAML.parseFile(scene.path)  // warm-up
        var raw = Samples(), ratios = Samples()
        var loadSamples = Samples(), buildSamples = Samples(), totalSamples = Samples(), releaseSamples = Samples()
        var overlapped = Samples()
        // Rounds alternate the baseline and the load, so drift on a shared machine hits both alike.
        for _ in 0..<config.heavyRuns {
            let r = try Bench.time { blackHole(try RawLibYAML.parseFile(scene.path)) }
            raw.seconds.append(r)
            let tOverlapped = Bench.time {
                live = LiveScene.compile(at: scene.path, with: compiler, registry: registry).scene
            }
            overlapped.seconds.append(tOverlapped)
            ratios.seconds.append(tOverlapped / r)
            // Releasing the scene is not part of loading; timed apart.
            releaseSamples.seconds.append(Bench.time { live = nil })

            var loaded: CompiledScene?
            let tLoad = Bench.time {
                loaded = compiler.compileScene(at: scene.path)
            }
            let tBuild = Bench.time {
                live = loaded.flatMap { LiveScene(compiled: $0, registry: registry) }
            }
            loadSamples.seconds.append(tLoad)
            buildSamples.seconds.append(tBuild)
            totalSamples.seconds.append(tLoad + tBuild)
            loaded = nil
            live = nil
        }
        report.detail("raw libyaml (read + events):      best \(Format.duration(raw.best)), median \(Format.duration(raw.median))")
        report.detail("LiveScene.compile(at:with:registry:): best \(Format.duration(overlapped.best)), median \(Format.duration(overlapped.median))")
        report.detail("one step after the other: SceneCompiler.compileScene best \(Format.duration(loadSamples.best)), then LiveScene(compiled:registry:) best \(Format.duration(buildSamples.best)); together \(Format.duration(totalSamples.best)), \(Format.ratio(totalSamples.best / raw.best)) raw")
        report.detail("(releasing the live scene afterwards: \(Format.duration(releaseSamples.best)), not counted)")
        report.detail("ratio per round: median \(Format.ratio(ratios.median)), best \(Format.ratio(ratios.best)); parse + check alone: \(Format.ratio(loadSamples.best / raw.best)) raw")
        let ratio = overlapped.best / raw.best
        report.result(scene.resultName("load"), "load \(Format.megabytes(scene.bytes)): \(Format.duration(overlapped.best)); raw libyaml events: \(Format.duration(raw.best)); ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 3, targetText: "≤ 3×")
    }
}
