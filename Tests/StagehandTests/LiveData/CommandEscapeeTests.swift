import Foundation
import Testing
import Stagehand
#if canImport(Glibc)
import Glibc
#endif

/// A command's descendant that leaves the command's process group (`setsid`) is still the
/// command's: it goes when the command succeeds, when it times out, and when `stagehand run` is
/// stopped or killed with SIGKILL. Each test finds its own processes by a marker (a `sleep` of a
/// unique number of seconds) in `/proc`; the escapee tells the command it has left the group by
/// writing a file, so every test checks a process that really was outside the group.
@Suite("Command escapees", .serialized, .enabled(if: ProcessTestSupport.canListProcesses, "needs /proc to list processes"))
struct CommandEscapeeTests {
    /// Shell text that starts `setsid sh -c 'sleep MARKER'` in the background and waits until it
    /// runs in a session of its own (it writes `flag` once there).
    static func escape(_ marker: String, flag: String) -> String {
        "setsid sh -c 'echo escaped > \"$0\"; exec sleep \(marker)' '\(flag)' & "
            + "while [ ! -s '\(flag)' ]; do sleep 0.01; done; "
    }

    /// Runs `sh -c script` on a thread of its own and returns the outcome.
    func run(_ script: String, timeout: Int = 30_000) async -> CommandRunner.Outcome {
        let runner = CommandRunner(program: "sh", arguments: ["-c", script], directory: "/", timeout: timeout, outputLimit: 1 << 20)
        return await LiveDataTestSupport.onOwnThread { runner.run(cancellation: CancellationFlag()) }
    }

    @Test("a child that left the group with setsid goes when the command succeeds")
    func afterSuccess() async throws {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let outcome = await run(Self.escape(marker, flag: folder + "/escaped") + "echo '[1]'")
        #expect(outcome.ending == .exited(0))
        #expect(String(decoding: outcome.output, as: UTF8.self) == "[1]\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/escaped"), "the child never left the group")
        // The watcher returns once it has reaped every descendant: nothing to wait for.
        #expect(ProcessTestSupport.processes(matching: marker) == [])
    }

    @Test("a child that left the group with setsid goes when the command times out")
    func atTimeout() async throws {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let outcome = await run(Self.escape(marker, flag: folder + "/escaped") + "sleep \(marker)", timeout: 1_000)
        #expect(outcome.ending == .timedOut)
        #expect(FileManager.default.fileExists(atPath: folder + "/escaped"), "the child never left the group")
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }

    @Test("a child that ignores SIGTERM in a session of its own is killed after the grace period")
    func stubbornEscapee() async throws {
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let flag = folder + "/escaped"
        let script = "setsid sh -c 'trap \"\" TERM; echo escaped > \"$0\"; sleep \(marker)' '\(flag)' & "
            + "while [ ! -s '\(flag)' ]; do sleep 0.01; done; echo '[2]'"
        let outcome = await run(script)
        #expect(outcome.ending == .exited(0))
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }

    @Test("SIGTERM and SIGKILL of stagehand leave no child that left the group", arguments: [SIGTERM, SIGKILL])
    func stagehandKilled(signal: Int32) throws {
        let binary = try #require(TerminalSuites.TmuxSessionTests.executable, "build the stagehand executable first (`swift build`)")
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let folder = try LiveDataTestSupport.folder([
            "hold.scene.yaml": """
                stagehand: 1
                scene: hold
                dataSources:
                  - { id: slow, type: CommandDataSource, properties: { command: [sh, -c, "\(Self.escape(marker, flag: "escaped").replacingOccurrences(of: "\"", with: "\\\""))sleep \(marker)"], timeout: 60s } }
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
        ])
        defer { TemporaryFiles.remove(folder) }
        let pid = try #require(ProcessTestSupport.launch(binary, ["run", folder + "/hold.scene.yaml", "--script", folder + "/hold.script.yaml"]))
        // The escapee writes `escaped` once it runs in a session of its own.
        let deadline = Date().addingTimeInterval(30)
        while (try? String(contentsOfFile: folder + "/escaped", encoding: .utf8))?.isEmpty ?? true, Date() < deadline {
            usleep(10_000)
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/escaped"), "the child never left the group")
        kill(pid, signal)
        #expect(ProcessTestSupport.wait(pid) != nil)
        #expect(ProcessTestSupport.survivors(of: marker) == [])
    }
}
