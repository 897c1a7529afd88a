import Stagehand

/// 3. One data-source change with exactly 10 dependents, in a small and in a large scene: the
/// cost of a change should be what its dependents cost, not what the scene holds.
enum ChangeBenchmark {
    /// A loaded fan-out scene and what the benchmark touches in it.
    struct Subject {
        let name: String
        let scene: LiveScene
        let hub: DataSource
        let label: Label
        var perChange = Samples()
    }

    /// Two values to alternate between, built once: the change itself is what is timed.
    static let values: [Value] = [["name": "Ada Lovelace", "city": "London"], ["name": "Grace Hopper", "city": "New York"]]

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("3. one data-source change with 10 dependents — small vs large scene")
        var written: [String] = []
        var subjects: [Subject] = []
        for (name, count) in [("small", config.fanOutSmall), ("large", config.fanOutLarge)] {
            let file = "fanout-\(name).scene.yaml"
            try Files.write(SceneGenerator.fanOutScene(objects: count), to: directory + "/" + file)
            written.append(file)
            guard let subject = load(directory + "/" + file, name: name, report: report) else { return written }
            subjects.append(subject)
        }
        // Rounds alternate the two scenes, so drift on a shared machine hits both alike.
        let n = config.changesPerRun
        for s in subjects { for i in 0..<1_000 { s.hub.setValue(values[i & 1]) } }  // warm-up
        for _ in 0..<config.microRuns {
            for k in subjects.indices {
                let hub = subjects[k].hub
                let t = Bench.time { for i in 0..<n { hub.setValue(values[i & 1]) } }
                subjects[k].perChange.seconds.append(t / Double(n))
            }
        }
        // After an even number of changes the last value set is the second one.
        for s in subjects where s.label.text != (n % 2 == 0 ? "Grace Hopper" : "Ada Lovelace") {
            report.failure("change", "\(s.name): hubLabel9 shows '\(s.label.text)', which is not the value last set")
            return written
        }
        for s in subjects {
            report.detail("\(s.name): \(Format.count(s.scene.objects.count)) objects, \(s.hub.observerCount) observers on 'hub'; per change best \(Format.duration(s.perChange.best)), median \(Format.duration(s.perChange.median)) (\(Format.count(n)) changes × \(config.microRuns) rounds)")
        }
        let small = subjects[0], large = subjects[1]
        let ratio = large.perChange.best / small.perChange.best
        report.result("change", "one change, 10 dependents: \(Format.duration(small.perChange.best)) at \(Format.count(small.scene.objects.count)) objects; \(Format.duration(large.perChange.best)) at \(Format.count(large.scene.objects.count)) objects; ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 1.5, targetText: "≤ 1.5×")
        return written
    }

    private static func load(_ path: String, name: String, report: Report) -> Subject? {
        guard let scene = Bench.liveScene(path, for: "change", report: report) else { return nil }
        guard let hub = scene.objectsByID["hub"] as? DataSource, let label = scene.objectsByID["hubLabel9"] as? Label else {
            report.failure("change", "no data source 'hub' or label 'hubLabel9' in \(path)")
            return nil
        }
        guard hub.observerCount == 10 else {
            report.failure("change", "'hub' has \(hub.observerCount) observers, not 10")
            return nil
        }
        return Subject(name: name, scene: scene, hub: hub, label: label)
    }
}
