#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// 14. Starting like a small tool: `stagehand lint` of one small scene, what an editor or a hook
/// runs on every save, against `/bin/true`, the least any process costs to start; each a whole
/// process, alternating, so the ratio says how much of a small lint is Stagehand's own.
enum StartupBenchmark {
    static func run(directory: String, spawner: Spawner, config: Config, report: Report) throws {
        report.heading("14. a small scene's whole-process lint against /bin/true")
        guard let stagehand = ExecutableLinkage.releasedStagehand(for: "startup", report: report) else { return }
        let folder = directory + "/startup"
        guard mkdir(folder, 0o755) == 0 else { throw Files.Failure(description: "cannot create \(folder): errno \(errno)") }
        defer { Files.removeTree(folder) }
        let sample = try SceneGenerator.writeLargeScene(in: folder, targetBytes: config.manyFileBytes)
        let lint = ["lint", sample.path]
        guard try spawner.run(stagehand, lint).status == 0 else {
            report.failure("startup", "stagehand lint of the small scene did not pass")
            return
        }
        var small = Samples(), bare = Samples()
        for _ in 0..<config.startupRuns {
            small.seconds.append(try spawner.run(stagehand, lint).seconds)
            bare.seconds.append(try spawner.run("/bin/true", []).seconds)
        }
        report.detail("\(Format.count(sample.bytes)) bytes; \(config.startupRuns) runs each, alternating; stagehand \(ExecutableLinkage(of: stagehand))")
        report.detail("stagehand lint SMALL: median \(Format.duration(small.median)), best \(Format.duration(small.best))")
        report.detail("/bin/true:            median \(Format.duration(bare.median)), best \(Format.duration(bare.best))")
        let ratio = small.median / bare.median
        report.result("startup", "small lint \(Format.duration(small.median)) = \(Format.ratio(ratio)) /bin/true", ratio: ratio, atMost: 5, targetText: "≤ 5×")
    }
}
