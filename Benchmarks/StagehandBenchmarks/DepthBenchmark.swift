import Stagehand

/// 10. Nesting depth: a scene whose one property nests lists 10,000 and 100,000 levels deep
/// (`- - - … x`, two bytes a level), compiled — loaded and checked — with `--max-depth` raised
/// to allow it, then a JSON scene whose value nests objects as deep. Linear means 10× the depth
/// costs about 10× the time; the target is ≤ 12× for each.
enum DepthBenchmark {
    static func run(config: Config, report: Report) {
        let depths = [10_000, 25_000, 50_000, 100_000]
        report.heading("10. nesting depth — load and check at \(depths.map(String.init).joined(separator: " and ")) levels")
        let limits = LoadLimits(maxDepth: 200_000)
        let compiler = SceneCompiler(registry: Registry(), limits: limits)
        var best: [Double] = []
        for depth in depths {
            let text = "stagehand: 1\nscene: deep\nviews:\n  - id: v\n    type: Label\n    properties:\n      text:\n        "
                + String(repeating: "- ", count: depth) + "x\n"
            let bytes = Array(text.utf8)
            let samples = Bench.measure(runs: config.quick ? 2 : 4) {
                blackHole(compiler.compileScene(bytes: bytes, file: "/deep.scene.yaml"))
            }
            best.append(samples.best)
            report.detail("depth \(depth): best \(Format.duration(samples.best))")
        }
        let ratio = best[depths.count - 1] / best[0]
        report.result("depth", "load and check at depth 100k / 10k: \(Format.ratio(ratio))", ratio: ratio / 12, atMost: 1, targetText: "≤ 12×")
        json(config: config, report: report, compiler: compiler)
    }

    /// The same in a scene that is JSON throughout, its value nested as objects (`{"a": {"a": …}}`):
    /// past libyaml's flow-style limit such a file is read by the loader's own JSON reader.
    private static func json(config: Config, report: Report, compiler: SceneCompiler) {
        let depths = [10_000, 100_000]
        var best: [Double] = []
        for depth in depths {
            let value = String(repeating: "{\"a\": ", count: depth) + "1" + String(repeating: "}", count: depth)
            let text = "{\"stagehand\": 1, \"scene\": \"deep\", \"dataSources\": [{\"id\": \"s\", \"type\": \"StaticDataSource\", "
                + "\"properties\": {\"value\": \(value)}}], \"views\": [{\"id\": \"v\", \"type\": \"Label\"}]}\n"
            let bytes = Array(text.utf8)
            let samples = Bench.measure(runs: config.quick ? 2 : 4) {
                blackHole(compiler.compileScene(bytes: bytes, file: "/deep.scene.json"))
            }
            best.append(samples.best)
            report.detail("JSON depth \(depth): best \(Format.duration(samples.best))")
        }
        let ratio = best[1] / best[0]
        report.result("depth-json", "load and check nested JSON at depth 100k / 10k: \(Format.ratio(ratio))",
                      ratio: ratio / 12, atMost: 1, targetText: "≤ 12×")
    }
}
