#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// 7. `stagehand lint FOLDER` over many small scenes: every core against one worker
/// (`--jobs 1`), each a whole process. The output is the same either way (the tests check that);
/// this measures how much the extra cores buy.
enum ManyFilesBenchmark {
    static func run(directory: String, spawner: Spawner, config: Config, report: Report) throws {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        report.heading("7. lint a folder of \(Format.count(config.manyFiles)) scenes: all \(cores) cores vs one worker")
        let stagehand = Spawn.sibling("stagehand")
        guard Files.exists(stagehand) else {
            report.failure("many", "no stagehand executable at \(stagehand); build it with: swift build -c release --scratch-path .build-bench --product stagehand")
            return
        }
        // One small realistic scene (a few teams), written many times under different names.
        let folder = directory + "/many"
        guard mkdir(folder, 0o755) == 0 else { throw Files.Failure(description: "cannot create \(folder): errno \(errno)") }
        var files: [String] = []
        defer { Files.removeTree(folder) }
        let sample = try SceneGenerator.writeLargeScene(in: folder, targetBytes: config.manyFileBytes)
        files += sample.files
        let text = try Files.read(sample.path)
        let scene = String(decoding: text, as: UTF8.self)
        for n in 0..<config.manyFiles - 1 {
            let name = "team-\(n).scene.yaml"
            try Files.write(scene, to: folder + "/" + name)
            files.append(name)
        }
        let total = config.manyFiles + 1  // the detail scene the segues lead to
        var all = Samples(), one = Samples()
        for subject in [["lint", folder], ["lint", "--jobs", "1", folder]] {
            let first = try spawner.run(stagehand, subject)
            guard first.status == 0 else {
                report.failure("many", "stagehand \(subject.joined(separator: " ")) exited with status \(first.status)")
                return
            }
        }
        // Rounds alternate the two, so drift on a shared machine hits both alike.
        for _ in 0..<config.manyRuns {
            all.seconds.append(try spawner.run(stagehand, ["lint", folder]).seconds)
            one.seconds.append(try spawner.run(stagehand, ["lint", "--jobs", "1", folder]).seconds)
        }
        report.detail("\(Format.count(total)) files of \(Format.count(sample.bytes)) bytes (\(Format.megabytes(total * sample.bytes)) in all)")
        report.detail("stagehand lint FOLDER:          best \(Format.duration(all.best)), median \(Format.duration(all.median))")
        report.detail("stagehand lint --jobs 1 FOLDER: best \(Format.duration(one.best)), median \(Format.duration(one.median))")
        let speedup = one.best / all.best
        report.detail("=> speed-up with \(cores) cores: \(Format.ratio(speedup)) (one worker / all cores; ideal \(cores)×)")
        report.note("many", "lint \(Format.count(total)) files: \(Format.duration(all.best)) on \(cores) cores, \(Format.duration(one.best)) with one worker: \(Format.ratio(speedup)) faster")
    }
}
