import Stagehand

/// 1. `Linter().lint(paths:)` on the large scene against raw libyaml events over the same file.
enum LintBenchmark {
    static func run(scene: SceneGenerator.LargeScene, config: Config, report: Report) throws {
        report.heading("1. lint vs raw libyaml — \(Format.megabytes(scene.bytes)) scene, \(Format.count(scene.blocks)) teams, \(Format.count(scene.people)) people, \(Format.count(scene.declaredObjects)) declared objects")

        // The scene must be clean: count what lint says (this run is also the warm-up).
        var lintReport = Linter().lint(paths: [scene.path])
        let errors = lintReport.diagnostics.filter { $0.severity == .error }
        let warnings = lintReport.diagnostics.filter { $0.severity == .warning }
        report.detail("diagnostics: \(lintReport.diagnostics.count) (\(errors.count) errors, \(warnings.count) warnings)")
        if !errors.isEmpty {
            for diagnostic in errors.prefix(5) { report.detail("  " + diagnostic.formatted) }
            report.failure("lint", "the generated scene has \(errors.count) lint errors")
            return
        }
        guard let events = try RawLibYAML.parseFile(scene.path) else {
            report.failure("lint", "raw libyaml could not parse the generated scene")
            return
        }
        report.detail("libyaml events: \(Format.count(events))")

        let raw = try measureRaw(scene.path, runs: config.rawRuns)
        let lint = Bench.measure(runs: config.heavyRuns) {
            lintReport = Linter().lint(paths: [scene.path])
            blackHole(lintReport)
        }
        // What the registry costs, since `Linter()` builds one each time.
        let registry = Bench.measure(runs: 5) { blackHole(Registry()) }
        report.detail("raw libyaml (read + events): best \(Format.duration(raw.best)), median \(Format.duration(raw.median))")
        report.detail("Linter().lint(paths:):       best \(Format.duration(lint.best)), median \(Format.duration(lint.median))  (Registry() alone: \(Format.duration(registry.best)))")
        let ratio = lint.best / raw.best
        report.result("lint", "lint \(Format.megabytes(scene.bytes)): \(Format.duration(lint.best)); raw libyaml events: \(Format.duration(raw.best)); ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 2, targetText: "≤ 2×")
    }

    static func measureRaw(_ path: String, runs: Int) throws -> Samples {
        _ = try RawLibYAML.parseFile(path)  // warm-up
        return try Bench.measure(runs: runs) { blackHole(try RawLibYAML.parseFile(path)) }
    }
}
