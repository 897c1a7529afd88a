import Foundation
import Testing

/// `run --script --watch` with its output sent to a file or a pipe: the runs follow one another
/// as plain text, with none of the codes that clear a screen.
@Suite struct WatchToAFileTests {
    @Test func aWatchedScriptWritesNoScreenCodesToAFile() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        _ = try TemporaryFiles.write("stagehand: 1\nscene: hello\nviews:\n  - { id: greeting, type: Label, properties: { text: Hello } }\n",
                                     to: "hello.scene.yaml", in: folder)
        _ = try TemporaryFiles.write("scene: hello.scene.yaml\nsteps:\n  - expect: { view: greeting, text: Hello }\n",
                                     to: "hello.script.yaml", in: folder)
        let tool = try #require(DocsSupport.executable("stagehand"), "build the package first")
        let outputFile = folder + "/watch.out"
        #expect(FileManager.default.createFile(atPath: outputFile, contents: nil))
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["run", "--script", "hello.script.yaml", "--watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer {
            // SIGTERM stops the loop even though this test process starts children with it blocked.
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? output.close()
        }
        // Wait for the first run's last line; the bound only keeps a broken build from hanging
        // the suite, and is far beyond what a loaded machine needs.
        var text = ""
        var waits = 0
        while !text.contains("watching for saves"), waits < 1_200 {
            usleep(50_000)
            waits += 1
            text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        }
        #expect(text.contains("✓ the script passed"), "\(text)")
        #expect(text.contains("watching for saves"), "\(text)")
        #expect(!text.contains("\u{1B}"), "\(text.debugDescription)")
    }
}
