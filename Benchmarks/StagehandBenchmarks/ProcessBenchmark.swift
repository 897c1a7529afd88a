/// 6. What a user feels: the release `stagehand` executable as a whole process — start-up, reading,
/// checking, output and exit — for `lint` and for `run` with a one-step script, against raw
/// libyaml over the same file, also run as a process of its own (this executable with
/// `--raw-libyaml FILE`), so both pay for starting a process. Peak memory is the child's own
/// peak resident set, as a multiple of the file's size.
enum ProcessBenchmark {
    /// The samples of one command.
    struct Subject {
        let name: String
        let arguments: [String]
        var wall = Samples()
        var cpu = Samples()
        var peakBytes = 0

        init(name: String, arguments: [String]) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// A script of one step for the large scene: what `stagehand run --script` plays.
    static let script = """
        scene: teams.scene.yaml
        steps:
          - expect: { view: title0, text: "Team 0" }

        """

    static func run(scene: BenchShape, directory: String, spawner: Spawner, config: Config, report: Report) throws -> [String] {
        report.heading("6. whole process: stagehand lint / run vs raw libyaml, each a fresh process — \(scene.summary)")
        guard let stagehand = ExecutableLinkage.releasedStagehand(for: scene.resultName("process"), report: report) else { return [] }
        let scriptFile = scene.scriptFile
        try Files.write(scene.script, to: directory + "/" + scriptFile)
        let scriptPath = directory + "/" + scriptFile
        var subjects = [
            Subject(name: "raw", arguments: []),
            Subject(name: "lint", arguments: ["lint", scene.path]),
            Subject(name: "run", arguments: ["run", "--script", scriptPath]),
        ]
        let raw = Spawn.ownExecutable()
        func outcome(_ subject: Subject) throws -> Spawn.Outcome {
            subject.name == "raw"
                ? try spawner.run(raw, ["--raw-libyaml", scene.path])
                : try spawner.run(stagehand, subject.arguments)
        }
        // Each must succeed once (this is also the warm-up that brings the files into the page cache).
        for subject in subjects {
            let first = try outcome(subject)
            guard first.status == 0 else {
                report.failure(scene.resultName("process"), "\(subject.name) exited with status \(first.status): run it by hand to see why")
                return [scriptFile]
            }
        }
        // Rounds alternate the three, so drift on a shared machine hits all alike.
        for _ in 0..<config.processRuns {
            for k in subjects.indices {
                let o = try outcome(subjects[k])
                subjects[k].wall.seconds.append(o.seconds)
                subjects[k].cpu.seconds.append(o.cpuSeconds)
                subjects[k].peakBytes = max(subjects[k].peakBytes, o.peakBytes)
            }
        }
        let file = Double(scene.bytes)
        report.detail("(the smallest peak a child can show here, that of /bin/true: \(Format.megabytes(spawner.floorBytes())))")
        for s in subjects {
            report.detail("\(Format.pad(s.name, 4)): wall best \(Format.duration(s.wall.best)), median \(Format.duration(s.wall.median)); cpu best \(Format.duration(s.cpu.best)); peak \(Format.megabytes(s.peakBytes)) (\(Format.fixed(Double(s.peakBytes) / file, 2))× the file)")
        }
        report.detail("commands: \(raw) --raw-libyaml FILE; \(stagehand) lint FILE; \(stagehand) run --script \(scriptFile) (best of \(config.processRuns), outputs to /dev/null)")
        let base = subjects[0]
        // CPU time (user + system) is what the process itself spent; on a busy machine wall time
        // also counts the time it waited for a processor, so both ratios are shown.
        report.detail("cpu-time ratios (best of each): lint \(Format.ratio(subjects[1].cpu.best / base.cpu.best)), run \(Format.ratio(subjects[2].cpu.best / base.cpu.best)) the raw process")
        for (s, timeLimit, memoryLimit) in [(subjects[1], 2.0, 5.0), (subjects[2], 3.0, 10.0)] {
            let ratio = s.wall.best / base.wall.best
            let memory = Double(s.peakBytes) / file
            report.result(scene.resultName("\(s.name) process"), "stagehand \(s.name): \(Format.duration(s.wall.best)); raw libyaml process: \(Format.duration(base.wall.best)); ratio \(Format.ratio(ratio))",
                          ratio: ratio, atMost: timeLimit, targetText: "≤ \(Format.fixed(timeLimit, 0))×")
            report.result(scene.resultName("\(s.name) memory"), "stagehand \(s.name) peak \(Format.megabytes(s.peakBytes)) for a \(Format.megabytes(scene.bytes)) file: \(Format.ratio(memory)) the file",
                          ratio: memory, atMost: memoryLimit, targetText: "≤ \(Format.fixed(memoryLimit, 0))× the file")
        }
        return [scriptFile]
    }

    /// `--raw-libyaml FILE`: the baseline's whole process. Exit status 0 when libyaml read the
    /// file to its end, 1 otherwise.
    static func rawMain(_ path: String) -> Int32 {
        guard let events = try? RawLibYAML.parseFile(path) else { return 1 }
        return events > 0 ? 0 : 1
    }
}
