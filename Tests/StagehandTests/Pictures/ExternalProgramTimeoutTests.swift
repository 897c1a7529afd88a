import Foundation
import Testing
import StagehandConsole

/// A hung `dot` or `rsvg-convert` does not block `render`, `storyboard` or the language server:
/// it runs under Stagehand's process supervision and is killed, with what it started, at its
/// timeout. A fake `dot` first on the search path sleeps.
@Suite("External programs time out")
struct ExternalProgramTimeoutTests {
    @Test("a dot that hangs is killed at the timeout and reported")
    func hungDotIsKilled() throws {
        let folder = try TemporaryFiles.folder("stagehand-fake-dot")
        defer { TemporaryFiles.remove(folder) }
        // Records its pid and its child's, then sleeps far past any test's patience.
        try TemporaryFiles.write("#!/bin/sh\nsleep 600 &\necho $$ $! > \(folder)/pids\nwait\n", to: "dot", in: folder)
        chmod(folder + "/dot", 0o755)
        var dot = ExternalProgram.dot
        dot.searchPath = folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = dot.run(input: Array("digraph { a -> b }".utf8), inputExtension: "dot", timeout: 3_000) { input, output in
            ["-Tsvg", "-o", output, input]
        }
        #expect(result == .failure(.timedOut(program: "dot", milliseconds: 3_000)))
        if case .failure(let failure) = result {
            #expect(failure.description == "'dot' did not finish within 3s and was stopped")
        }
        let pids = try String(contentsOfFile: folder + "/pids", encoding: .utf8).split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(pids.count == 2)
        for pid in pids {
            #expect(kill(pid, 0) != 0, "process \(pid) was stopped with its group")
        }
    }

    @Test("a program that is not on the search path is missing, not hung")
    func missingProgram() {
        var dot = ExternalProgram.dot
        dot.searchPath = "/nonexistent"
        let result = dot.run(input: [], inputExtension: "dot", timeout: 500) { input, output in [input, output] }
        #expect(result == .failure(.missing(program: "dot", debianPackage: "graphviz")))
    }
}
