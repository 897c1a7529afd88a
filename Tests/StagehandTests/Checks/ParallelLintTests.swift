import Synchronization
import Testing
import Stagehand
#if canImport(Glibc)
import Glibc
#endif

/// Linting a folder on several threads gives exactly what linting it on one gives.
@Suite struct ParallelLintTests {
    /// Folders with many files and many diagnostics: the broken corpus, the valid one and the examples.
    private var folders: [String] {
        [CheckTestSupport.broken, CheckTestSupport.valid, Repository.root + "/Scenes"]
    }

    @Test func everyWorkerCountGivesTheSameReport() {
        var one = Linter()
        one.jobs = 1
        let expected = one.lint(paths: folders)
        #expect(expected.filesChecked > 10)
        #expect(!expected.diagnostics.isEmpty)
        for jobs in [2, 3, 8, 64] {
            var linter = Linter()
            linter.jobs = jobs
            let report = linter.lint(paths: folders)
            #expect(report.diagnostics == expected.diagnostics, "--jobs \(jobs) reported differently")
            #expect(report.filesChecked == expected.filesChecked)
            #expect(report.couldNotRun == expected.couldNotRun)
        }
    }

    @Test func resultsComeBackInInputOrder() {
        let inputs = Array(0..<1_000)
        let outputs = ParallelWork.map(inputs, workers: 4) { $0 * 2 }
        #expect(outputs == inputs.map { $0 * 2 })
        #expect(ParallelWork.map([Int](), workers: 4) { $0 }.isEmpty)
    }

    @Test func severalWorkersReallyRunAtOnce() {
        // Each piece of work waits a little (without using the processor, so a busy machine
        // cannot serialize it) and notes how many pieces are under way at that moment.
        let running = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        let outputs = ParallelWork.map(Array(0..<40), workers: 3) { value -> Int in
            let now = running.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            _ = most.max(now, ordering: .sequentiallyConsistent)
            usleep(10_000)
            running.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return value
        }
        #expect(outputs == Array(0..<40))
        #expect(most.load(ordering: .sequentiallyConsistent) >= 2)
        // One worker means one at a time.
        most.store(0, ordering: .sequentiallyConsistent)
        _ = ParallelWork.map(Array(0..<4), workers: 1) { value -> Int in
            let now = running.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            _ = most.max(now, ordering: .sequentiallyConsistent)
            running.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return value
        }
        #expect(most.load(ordering: .sequentiallyConsistent) == 1)
    }

    @Test func aLoneFileIsKeptOnlyWhenAsked() {
        let file = Repository.root + "/Scenes/people.scene.yaml"
        #expect(Linter().lint(paths: [file]).keptFile == nil)
        var keeping = Linter()
        keeping.keepsSingleFileLoaded = true
        #expect(keeping.lint(paths: [file]).keptFile != nil)
        // A folder's files are released as they are checked, whatever the setting.
        #expect(keeping.lint(paths: [Repository.root + "/Scenes"]).keptFile == nil)
    }
}
