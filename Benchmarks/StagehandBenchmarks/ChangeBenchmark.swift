import Stagehand

/// 3. One data-source change with exactly 10 dependents, in a small and in a large scene: the
/// cost of a change should be what its dependents cost, not what the scene holds.
enum ChangeBenchmark {
    struct Measured {
        let objects: Int
        let perChange: Samples
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("3. one data-source change with 10 dependents — small vs large scene")
        var written: [String] = []
        var results: [Measured] = []
        for (name, count) in [("small", config.fanOutSmall), ("large", config.fanOutLarge)] {
            let file = "fanout-\(name).scene.yaml"
            try Files.write(SceneGenerator.fanOutScene(objects: count), to: directory + "/" + file)
            written.append(file)
            guard let measured = try measure(directory + "/" + file, config: config, report: report) else { return written }
            report.detail("\(name): \(Format.count(measured.objects)) objects, per change best \(Format.duration(measured.perChange.best)), median \(Format.duration(measured.perChange.median))")
            results.append(measured)
        }
        let ratio = results[1].perChange.best / results[0].perChange.best
        report.result("change", "one change, 10 dependents: \(Format.duration(results[0].perChange.best)) at \(Format.count(results[0].objects)) objects; \(Format.duration(results[1].perChange.best)) at \(Format.count(results[1].objects)) objects; ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 1.5, targetText: "≤ 1.5")
        return written
    }

    private static func measure(_ path: String, config: Config, report: Report) throws -> Measured? {
        let registry = Registry()
        let (description, diagnostics) = SceneLoader(registry: registry).load(path)
        guard let description, !diagnostics.containsErrors else {
            report.failure("change", "\(path) does not load: \(diagnostics.first?.formatted ?? "")")
            return nil
        }
        let scene = LiveScene(description: description, registry: registry)
        guard let hub = scene.objectsByID["hub"] as? DataSource, let label = scene.objectsByID["hubLabel9"] as? Label else {
            report.failure("change", "no data source 'hub' or label 'hubLabel9' in \(path)")
            return nil
        }
        guard hub.observerCount == 10 else {
            report.failure("change", "'hub' has \(hub.observerCount) observers, not 10")
            return nil
        }
        // Two values to alternate between, built once: the change itself is what is timed.
        let values: [Value] = [["name": "Ada Lovelace", "city": "London"], ["name": "Grace Hopper", "city": "New York"]]
        let n = config.changesPerRun
        for i in 0..<1_000 { hub.setValue(values[i & 1]) }  // warm-up
        let samples = Bench.measure(runs: config.microRuns, perRun: n) {
            for i in 0..<n { hub.setValue(values[i & 1]) }
        }
        // The last change set "Grace Hopper" (n is even) or "Ada Lovelace": either way the label followed.
        let expected = n % 2 == 0 ? "Grace Hopper" : "Ada Lovelace"
        if label.text != expected {
            report.failure("change", "hubLabel9 shows '\(label.text)', expected '\(expected)'")
            return nil
        }
        return Measured(objects: scene.objects.count, perChange: samples)
    }
}
