import Stagehand

/// 1. `Linter().lint(paths:)` on the large scene against raw libyaml events over the same file.
enum LintBenchmark {
    static func run(scene: BenchShape, config: Config, report: Report) throws {
        report.heading("1. lint vs raw libyaml — \(scene.summary)")

        // The scene must be clean: count what lint says (this run is also the warm-up).
        var lintReport = Linter().lint(paths: [scene.path])
        let errors = lintReport.diagnostics.filter { $0.severity == .error }
        let warnings = lintReport.diagnostics.filter { $0.severity == .warning }
        report.detail("diagnostics: \(lintReport.diagnostics.count) (\(errors.count) errors, \(warnings.count) warnings)")
        if !errors.isEmpty {
            for diagnostic in errors.prefix(5) { report.detail("  " + diagnostic.formatted) }
            report.failure(scene.resultName("lint"), "the generated scene has \(errors.count) lint errors")
            return
        }
        guard let events = try RawLibYAML.parseFile(scene.path) else {
            report.failure(scene.resultName("lint"), "raw libyaml could not parse the generated scene")
            return
        }
        report.detail("libyaml events: \(Format.count(events))")

        // Rounds alternate the baseline and lint, so drift on a shared machine hits both alike.
        _ = try RawLibYAML.parseFile(scene.path)  // warm-up
        var raw = Samples(), lint = Samples(), ratios = Samples()
        for _ in 0..<config.heavyRuns {
            let r = try Bench.time { blackHole(try RawLibYAML.parseFile(scene.path)) }
            let l = Bench.time {
                lintReport = Linter().lint(paths: [scene.path])
                blackHole(lintReport)
            }
            raw.seconds.append(r)
            lint.seconds.append(l)
            ratios.seconds.append(l / r)
        }
        // What the registry costs, since `Linter()` builds one each time.
        let registry = Bench.measure(runs: 5) { blackHole(Registry()) }
        report.detail("raw libyaml (read + events): best \(Format.duration(raw.best)), median \(Format.duration(raw.median))")
        report.detail("Linter().lint(paths:):       best \(Format.duration(lint.best)), median \(Format.duration(lint.median))  (Registry() alone: \(Format.duration(registry.best)))")
        report.detail("ratio per round: median \(Format.ratio(ratios.median)), best \(Format.ratio(ratios.best))")
        breakdown(scene.path, runs: config.heavyRuns, raw: raw.best, report: report)
        let ratio = lint.best / raw.best
        report.result(scene.resultName("lint"), "lint \(Format.megabytes(scene.bytes)): \(Format.duration(lint.best)); raw libyaml events: \(Format.duration(raw.best)); ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 2, targetText: "≤ 2×")
    }

    /// Where lint's time goes, stage by stage, through the same public calls `Linter` makes:
    /// read + libyaml + node tree, decode into a description, the checks, and freeing the tree.
    static func breakdown(_ path: String, runs: Int, raw: Double, report: Report) {
        var load = Samples(), decode = Samples(), check = Samples(), free = Samples()
        let checker = SceneChecker(registry: Registry())
        for _ in 0..<runs {
            var document: Document?
            var scene: SceneDescription?
            load.seconds.append(Bench.time { document = DocumentLoader.load(contentsOf: path).document })
            decode.seconds.append(Bench.time { scene = SceneDecoder.decode(document!).scene })
            check.seconds.append(Bench.time { blackHole(checker.check(scene!)) })
            free.seconds.append(Bench.time { document = nil; scene = nil })
        }
        func part(_ name: String, _ samples: Samples) -> String {
            "\(name) \(Format.duration(samples.best)) (\(Format.ratio(samples.best / raw)) raw)"
        }
        report.detail("where lint's time goes (best of \(runs), in units of the raw baseline):")
        report.detail("  " + part("DocumentLoader.load (read + libyaml + node tree)", load))
        report.detail("  " + part("SceneDecoder.decode", decode) + "; " + part("SceneChecker.check", check) + "; " + part("freeing document + description", free))
    }
}
