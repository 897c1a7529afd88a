import Foundation
import Testing
import Stagehand
#if canImport(Glibc)
import Glibc
#endif

/// Nothing a command starts outlives it: a program that closes its output and hangs is stopped
/// at its timeout, a detached background child goes when the command ends, cancelling stops the
/// whole group, and quitting `stagehand run` — the end of a script, SIGTERM, Ctrl-C's SIGINT, even
/// SIGKILL — leaves none of the command's processes. Each test finds its own processes by a
/// marker (a `sleep` of a unique number of seconds) in `/proc`.
@Suite("Command lifetime", .serialized, .enabled(if: ProcessTestSupport.canListProcesses, "needs /proc to list processes"))
struct CommandLifetimeTests {
    /// Runs `sh -c script` on a thread of its own; the outcome and how long the run took there.
    func run(_ script: String, timeout: Int = 10_000, cancel: CancellationFlag = CancellationFlag()) async -> (CommandRunner.Outcome, took: Int) {
        let runner = CommandRunner(program: "sh", arguments: ["-c", script], directory: "/", timeout: timeout, outputLimit: 1 << 20)
        return await LiveDataTestSupport.onOwnThread {
            let started = MonotonicTime.milliseconds()
            let outcome = runner.run(cancellation: cancel)
            return (outcome, MonotonicTime.milliseconds() - started)
        }
    }

    @Test("a program that closes its output and then hangs is stopped at its timeout")
    func hangAfterClosingOutput() async {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let (outcome, took) = await run("echo '[1]'; exec 1>&- 2>&-; sleep \(marker)", timeout: 1_000)
        #expect(outcome.ending == .timedOut)
        // The timeout, the grace period and slack for a loaded machine; never the sleep's length.
        #expect(took < 1_000 + SupervisedProcess.grace + 5_000, "took \(took) ms")
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }

    @Test("a detached background child goes when the command succeeds")
    func backgroundChildAfterSuccess() async {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let (outcome, _) = await run("sleep \(marker) & echo '[1]'")
        #expect(outcome.ending == .exited(0))
        #expect(String(decoding: outcome.output, as: UTF8.self) == "[1]\n")
        // The watcher returns once the group is empty: nothing to wait for.
        #expect(ProcessTestSupport.processes(matching: marker) == [])
    }

    @Test("a background child that ignores SIGTERM is killed after the grace period")
    func stubbornBackgroundChild() async {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let (outcome, _) = await run("(trap '' TERM; sleep \(marker)) & echo '[2]'")
        #expect(outcome.ending == .exited(0))
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }

    @Test("cancelling a running command stops its whole group")
    func cancelWhileRunning() {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let flag = CancellationFlag()
        let runner = CommandRunner(program: "sh", arguments: ["-c", "sleep \(marker) & sleep \(marker)"], directory: "/",
                                   timeout: 60_000, outputLimit: 1 << 20)
        // The runner on a thread of its own, started before anything waits: the test's own
        // thread then only polls for the processes.
        let ending = OutcomeBox()
        #expect(DedicatedThread.start { ending.set(runner.run(cancellation: flag).ending) })
        #expect(ProcessTestSupport.waitUntilRunning(marker))
        flag.cancel()
        #expect(ending.wait(seconds: 30) == .cancelled)
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }

    /// Hands a run's ending from the runner's thread to the test.
    final class OutcomeBox: @unchecked Sendable {
        // Unchecked: `value` is read and written only inside `lock.withLock`.
        private let lock = ConditionLock()
        private var value: CommandRunner.Ending?

        func set(_ ending: CommandRunner.Ending) {
            lock.withLock {
                value = ending
                lock.broadcast()
            }
        }

        func wait(seconds: Int) -> CommandRunner.Ending? {
            let deadline = MonotonicTime.milliseconds() + seconds * 1_000
            return lock.withLock {
                while value == nil && MonotonicTime.milliseconds() < deadline { lock.wait(untilMonotonic: deadline) }
                return value
            }
        }
    }

    /// A scene whose command runs a shell that starts `sleep MARKER` in the background and
    /// waits for it, and a script that waits for the command (`hold`) or ends at once (`end`).
    func folder(_ marker: String) throws -> String {
        try LiveDataTestSupport.folder([
            "hold.scene.yaml": """
                stagehand: 1
                scene: hold
                dataSources:
                  - { id: slow, type: CommandDataSource, properties: { command: [sh, -c, "touch started; sleep \(marker) & wait"], timeout: 60s } }
                views:
                  - { id: state, type: Label }
                bindings:
                  - { type: StatusBinding, outlets: { dataSource: slow, view: state } }
                """,
            "hold.script.yaml": """
                scene: hold.scene.yaml
                steps:
                  - wait: 1s
                """,
            "end.script.yaml": """
                scene: hold.scene.yaml
                steps:
                  - expect: { view: state, text: "Loading…" }
                """,
        ])
    }

    @Test("the end of a script stops the commands still running")
    func scriptEnds() throws {
        let binary = try #require(TerminalSuites.TmuxSessionTests.executable, "build the stagehand executable first (`swift build`)")
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let folder = try folder(marker)
        defer { TemporaryFiles.remove(folder) }
        // Whether the command has started when the script ends is a race; play until it has,
        // a few times (the command touches `started` first). A release build plays this script
        // within the millisecond or two the shell takes to start, so the command runs before the
        // end in about one play of fifty there: up to 400 plays, and one such end is enough.
        var endedWhileRunning = 0
        for _ in 0..<400 where endedWhileRunning < 3 {
            try? FileManager.default.removeItem(atPath: folder + "/started")
            let pid = try #require(ProcessTestSupport.launch(binary, ["run", folder + "/hold.scene.yaml", "--script", folder + "/end.script.yaml"]))
            #expect(ProcessTestSupport.wait(pid) != nil)
            if FileManager.default.fileExists(atPath: folder + "/started") { endedWhileRunning += 1 }
            #expect(ProcessTestSupport.survivors(of: marker) == [])
        }
        #expect(endedWhileRunning >= 1, "the command never started before the script ended")
    }

    @Test("SIGTERM, SIGINT and SIGKILL of stagehand leave none of its commands", arguments: [SIGTERM, SIGINT, SIGKILL])
    func stagehandKilled(signal: Int32) throws {
        let binary = try #require(TerminalSuites.TmuxSessionTests.executable, "build the stagehand executable first (`swift build`)")
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let folder = try folder(marker)
        defer { TemporaryFiles.remove(folder) }
        let pid = try #require(ProcessTestSupport.launch(binary, ["run", folder + "/hold.scene.yaml", "--script", folder + "/hold.script.yaml"]))
        #expect(ProcessTestSupport.waitUntilRunning(marker))
        kill(pid, signal)
        let status = ProcessTestSupport.wait(pid)
        #expect(status != nil)
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }
}
