#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// 7. `stagehand lint` over many small scenes named on its command line, as a hook or an editor
/// passes them: every core against one worker (`--jobs 1`), each a whole process. The output is
/// the same either way (the tests check that); this measures how much the extra cores buy, and
/// what reading ten thousand arguments costs: `lint --explain CODE PATHS…` parses the same command
/// line and exits before reading a file, so its CPU beyond `lint --explain CODE` is the
/// arguments' share.
enum ManyFilesBenchmark {
    static func run(directory: String, spawner: Spawner, config: Config, report: Report) throws {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        report.heading("7. lint \(Format.count(config.manyFiles)) small scenes named on one command line: all \(cores) cores vs one worker")
        guard let stagehand = ExecutableLinkage.releasedStagehand(for: "many", report: report) else { return }
        // One small realistic scene (a team or two), written many times under different names.
        let folder = directory + "/many"
        guard mkdir(folder, 0o755) == 0 else { throw Files.Failure(description: "cannot create \(folder): errno \(errno)") }
        defer { Files.removeTree(folder) }
        let sample = try SceneGenerator.writeLargeScene(in: folder, targetBytes: config.manyFileBytes)
        let scene = String(decoding: try Files.read(sample.path), as: UTF8.self)
        var paths = [sample.path]
        for n in 0..<config.manyFiles - 1 {
            let path = folder + "/team-\(n).scene.yaml"
            try Files.write(scene, to: path)
            paths.append(path)
        }
        let subjects = [["lint"] + paths, ["lint", "--jobs", "1"] + paths]
        for subject in subjects {
            let first = try spawner.run(stagehand, subject)
            guard first.status == 0 else {
                report.failure("many", "stagehand \(subject.prefix(3).joined(separator: " ")) … exited with status \(first.status)")
                return
            }
        }
        let explain = ["lint", "--explain", "path-not-in-data"]
        // Rounds alternate the subjects, so drift on a shared machine hits them alike.
        var all = Samples(), one = Samples(), oneCPU = Samples(), parseCPU = Samples(), bareCPU = Samples()
        for _ in 0..<config.manyRuns {
            all.seconds.append(try spawner.run(stagehand, subjects[0]).seconds)
            let named = try spawner.run(stagehand, subjects[1])
            one.seconds.append(named.seconds)
            oneCPU.seconds.append(named.cpuSeconds)
            for _ in 0..<5 {
                parseCPU.seconds.append(try spawner.run(stagehand, explain + paths).cpuSeconds)
                bareCPU.seconds.append(try spawner.run(stagehand, explain).cpuSeconds)
            }
        }
        report.detail("\(Format.count(paths.count)) files of \(Format.count(sample.bytes)) bytes (\(Format.megabytes(paths.count * sample.bytes)) in all), plus the detail scene they segue to")
        report.detail("stagehand lint PATHS…:          best \(Format.duration(all.best)), median \(Format.duration(all.median))")
        report.detail("stagehand lint --jobs 1 PATHS…: best \(Format.duration(one.best)), median \(Format.duration(one.median)); CPU best \(Format.duration(oneCPU.best))")
        report.detail("stagehand lint --explain CODE PATHS…: CPU median \(Format.duration(parseCPU.median)); without the paths \(Format.duration(bareCPU.median))")
        let arguments = max(0, parseCPU.median - bareCPU.median) / oneCPU.best
        report.result("many-args", "reading the \(Format.count(paths.count)) paths is \(Format.percent(arguments)) of linting them",
                      ratio: arguments / 0.05, atMost: 1, targetText: "< 5%")
        let speedup = one.best / all.best
        report.detail("=> speed-up with \(cores) cores: \(Format.ratio(speedup)) (one worker / all cores; ideal \(cores)×)")
        report.result("many", "lint \(Format.count(paths.count)) files: \(Format.duration(all.best)) on \(cores) cores, \(Format.duration(one.best)) with one worker: \(Format.ratio(speedup)) faster",
                      ratio: 1.7 / speedup, atMost: 1, targetText: "≥ 1.7× with 2 cores")
    }
}
