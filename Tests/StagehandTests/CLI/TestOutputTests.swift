import Foundation
import Synchronization
import Testing
import StagehandCLI

/// What `stagehand test` prints while it runs: one line per script as soon as it and those
/// before it are known, in path order, and colour at a terminal.
@Suite struct TestOutputTests {
    /// What an `OrderedLines` wrote, write by write.
    final class Written: Sendable {
        let writes = Mutex<[String]>([])
        func append(_ text: String) { writes.withLock { $0.append(text) } }
        var all: [String] { writes.withLock { $0 } }
    }

    @Test func aLineIsWrittenOnceTheLinesBeforeItAreAndNotBefore() {
        let written = Written()
        let lines = OrderedLines { written.append($0) }
        // The third script ends first: its line waits for the two before it.
        lines.done(2, line: "PASS c\n")
        #expect(written.all == [])
        // The first one's line is written at once, though the second is still playing.
        lines.done(0, line: "PASS a\n")
        #expect(written.all == ["PASS a\n"])
        // The second releases itself and the third, in path order, in one write.
        lines.done(1, line: "FAIL b\n")
        #expect(written.all == ["PASS a\n", "FAIL b\nPASS c\n"])
    }

    /// A folder of two scripts: `a` plays at once; `b`'s scene runs a real command that ends only
    /// once the file `go` (an absolute path, outside the scratch copy) exists, or after 120s.
    private func twoScripts() throws -> (folder: String, go: String) {
        let folder = try TemporaryFiles.folder("streaming")
        let go = folder + "/go"
        _ = try TemporaryFiles.write("""
            stagehand: 1
            scene: quick
            views:
              - { id: hello, type: Label, properties: { text: Hello } }
            """, to: "a/quick.scene.yaml", in: folder)
        _ = try TemporaryFiles.write("scene: quick.scene.yaml\nsteps:\n  - expect: { view: hello, text: Hello }\n", to: "a/a.script.yaml", in: folder)
        _ = try TemporaryFiles.write("""
            stagehand: 1
            scene: slow
            dataSources:
              - id: waiting
                type: CommandDataSource
                properties:
                  command: [sh, -c, "while [ ! -e '\(go)' ]; do sleep 0.05; done; echo done"]
                  format: text
                  timeout: 120s
            views:
              - { id: result, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: waiting, view: result }, properties: { empty: waiting } }
            """, to: "b/slow.scene.yaml", in: folder)
        _ = try TemporaryFiles.write("scene: slow.scene.yaml\nsteps:\n  - wait: 10ms\n  - expect: { view: result, text: done }\n", to: "b/b.script.yaml", in: folder)
        return (folder, go)
    }

    @Test func aScriptsLineIsPrintedBeforeTheScriptsAfterItEnd() throws {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let (folder, go) = try twoScripts()
        defer { TemporaryFiles.remove(folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["test", "--jobs", "2", "--color", "never", "."]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read until the first line is whole; `b` cannot end before `go` exists, so this line
        // arrives only if `test` prints it while `b` is still playing.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        let first = String(decoding: received, as: UTF8.self)
        FileManager.default.createFile(atPath: go, contents: Data())
        received += output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let all = String(decoding: received, as: UTF8.self)
        #expect(first.hasPrefix("PASS a/a.script.yaml ("), "\(all)")
        // `b` passed: its command ended because `go` was made after `a`'s line was read.
        #expect(process.terminationStatus == 0, "\(all)")
        #expect(all.contains("\nPASS b/b.script.yaml ("), "\(all)")
        #expect(all.hasSuffix("\n2 passed, 0 failed\n"), "\(all)")
    }

    /// Runs `stagehand ARGS` with its standard output on a terminal, in `directory`, with
    /// `environment`: what the terminal received. util-linux's `script` gives it a pseudo-terminal
    /// and copies what was written there to its own output.
    private func atTerminal(_ arguments: [String], in directory: String, environment: [String: String]) throws -> String {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let script = try #require(["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                  "the terminal test needs util-linux's script")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-q", "-e", "-c", ([tool] + arguments).joined(separator: " "), "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func colourAtATerminalUnlessToldOtherwise() throws {
        let (folder, go) = try twoScripts()
        defer { TemporaryFiles.remove(folder) }
        FileManager.default.createFile(atPath: go, contents: Data())
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        let auto = try atTerminal(["test", "."], in: folder, environment: environment)
        #expect(auto.contains("\u{1B}[32mPASS\u{1B}[0m a/a.script.yaml"), "\(auto.debugDescription)")
        #expect(auto.contains("\u{1B}[1;32m2 passed, 0 failed\u{1B}[0m"), "\(auto.debugDescription)")
        let never = try atTerminal(["test", "--color", "never", "."], in: folder, environment: environment)
        #expect(never.contains("PASS a/a.script.yaml") && !never.contains("\u{1B}["), "\(never.debugDescription)")
        environment["NO_COLOR"] = "1"
        let noColor = try atTerminal(["test", "."], in: folder, environment: environment)
        #expect(noColor.contains("PASS a/a.script.yaml") && !noColor.contains("\u{1B}["), "\(noColor.debugDescription)")
        let always = try atTerminal(["test", "--color", "always", "."], in: folder, environment: environment)
        #expect(always.contains("\u{1B}[32mPASS\u{1B}[0m a/a.script.yaml"), "\(always.debugDescription)")
    }
}
