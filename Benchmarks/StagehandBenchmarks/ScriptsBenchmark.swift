#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// 10. Every example script: `stagehand test Scenes` (one process, scripts on every core) against
/// one `stagehand run --script` process per script, one at a time, as CI played them before.
/// Both play a fresh copy of `Scenes/` (some examples save); every example there uses only the
/// standard library.
enum ScriptsBenchmark {
    static func run(directory: String, spawner: Spawner, config: Config, report: Report) throws {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        report.heading("10. play every example script: stagehand test vs one stagehand run process per script")
        let source = Files.currentDirectory() + "/Scenes"
        guard access(source, F_OK) == 0 else {
            report.failure("scripts", "no Scenes folder at \(source); run the benchmarks from the repository's root")
            return
        }
        guard let tool = ExecutableLinkage.releasedStagehand(for: "scripts", report: report) else { return }
        let copy = directory + "/scripts"
        // Every play starts from a fresh copy: the reading list saves, and its script expects the
        // books it started with. Copying is not part of either figure.
        func fresh() throws {
            _ = try spawner.run("/bin/rm", ["-rf", copy])
            guard try spawner.run("/bin/cp", ["-R", source, copy]).status == 0 else {
                throw Files.Failure(description: "cannot copy \(source) to \(copy)")
            }
        }
        try fresh()
        defer { _ = try? spawner.run("/bin/rm", ["-rf", copy]) }
        let scripts = try findScripts(in: copy)
        let name = "stagehand"

        var together = Samples(), apart = Samples()
        // Rounds alternate the two, so drift on a shared machine hits both alike.
        for _ in 0..<config.processRuns {
            try fresh()
            let test = try spawner.run(tool, ["test", copy])
            guard test.status == 0 else {
                report.failure("scripts", "\(name) test exited with status \(test.status)")
                return
            }
            together.seconds.append(test.seconds)
            try fresh()
            var total = 0.0
            for script in scripts {
                let run = try spawner.run(tool, ["run", "--script", script])
                guard run.status == 0 else {
                    report.failure("scripts", "\(name) run --script \(script) exited with status \(run.status)")
                    return
                }
                total += run.seconds
            }
            apart.seconds.append(total)
        }
        report.detail("\(scripts.count) scripts, \(cores) cores, with \(name)")
        report.detail("\(name) test:                    best \(Format.duration(together.best)), median \(Format.duration(together.median))")
        report.detail("\(name) run --script, one by one: best \(Format.duration(apart.best)), median \(Format.duration(apart.median))")
        let ratio = apart.best / together.best
        report.detail("=> stagehand test is \(Format.ratio(ratio)) faster (one process at a time / test)")
        report.note("scripts", "\(scripts.count) example scripts: test \(Format.duration(together.best)), one run process each \(Format.duration(apart.best)): \(Format.ratio(ratio))")
    }

    /// The `*.script.yaml` files under `folder`, sorted.
    static func findScripts(in folder: String) throws -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let handle = opendir(current) else { throw Files.Failure(description: "cannot read \(current)") }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                let path = current + "/" + name
                if Int32(entry.pointee.d_type) == Int32(DT_DIR) {
                    pending.append(path)
                } else if name.hasSuffix(".script.yaml") || name.hasSuffix(".script.json") {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
