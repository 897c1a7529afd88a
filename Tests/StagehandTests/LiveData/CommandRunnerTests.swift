import Foundation
import Testing
import Stagehand

/// The process side of `CommandDataSource`: no shell, the scene's folder, exit status, the last
/// line of standard error, the timeout and the output limit, each of which kills the process group.
@Suite("Command runner")
struct CommandRunnerTests {
    func run(_ program: String, _ arguments: [String], in directory: String = "/", timeout: Int = 10_000,
             limit: Int = 1 << 20, cancel: CancellationFlag = CancellationFlag()) async -> CommandRunner.Outcome {
        let runner = CommandRunner(program: program, arguments: arguments, directory: directory, timeout: timeout, outputLimit: limit)
        return await LiveDataTestSupport.onOwnThread { runner.run(cancellation: cancel) }
    }

    @Test("collects standard output and the exit status")
    func output() async {
        let outcome = await run("echo", ["hello", "world"])
        #expect(outcome.ending == .exited(0))
        #expect(String(decoding: outcome.output, as: UTF8.self) == "hello world\n")
    }

    @Test("passes arguments as they are, without a shell")
    func noShell() async {
        let outcome = await run("echo", ["$HOME", "*", "a;b"])
        #expect(String(decoding: outcome.output, as: UTF8.self) == "$HOME * a;b\n")
    }

    @Test("runs in the given folder, and finds a relative program there")
    func folder() async throws {
        let folder = try LiveDataTestSupport.folder(["where.sh": "#!/bin/sh\npwd\n"])
        defer { TemporaryFiles.remove(folder) }
        let outcome = await run("./where.sh", [], in: folder)
        #expect(outcome.ending == .exited(0))
        let printed = String(decoding: outcome.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(URL(fileURLWithPath: printed).resolvingSymlinksInPath().path == URL(fileURLWithPath: folder).resolvingSymlinksInPath().path)
    }

    @Test("keeps the last line of standard error that is not blank")
    func lastErrorLine() async {
        let outcome = await run("sh", ["-c", "echo first >&2; echo second >&2; echo >&2; exit 4"])
        #expect(outcome.ending == .exited(4))
        #expect(outcome.lastErrorLine == "second")
    }

    @Test("a program that does not exist cannot start")
    func missingProgram() async {
        let outcome = await run("no-such-program-for-stagehand", [])
        #expect(outcome.ending == .couldNotStart("program 'no-such-program-for-stagehand' was not found"))
    }

    @Test("a timeout kills the program and its children")
    func timeout() async throws {
        // The shell waits for its child: killing only the shell would leave the sleep running.
        // The sleep is found by its unique length in the process list, not by the time it took.
        let marker = ProcessTestSupport.marker()
        defer { ProcessTestSupport.killAll(marker) }
        let outcome = await run("sh", ["-c", "sleep \(marker) & wait"], timeout: 300)
        #expect(outcome.ending == .timedOut)
        #expect(ProcessTestSupport.survivors(of: marker) == [], "the shell's child survived the timeout")
    }

    @Test("output past the limit stops the program")
    func outputLimit() async {
        let outcome = await run("yes", [], limit: 10_000)
        #expect(outcome.ending == .outputTooLarge)
        #expect(outcome.output.count > 10_000)
    }

    @Test("cancelling stops the program")
    func cancel() async {
        let flag = CancellationFlag()
        flag.cancel()
        let outcome = await run("sleep", ["30"], cancel: flag)
        #expect(outcome.ending == .cancelled)
    }
}
