import Foundation
import StagehandConsole

/// The programs some picture tests need (Graphviz's `dot`, librsvg's `rsvg-convert`, Chromium),
/// and whether those tests run: always on CI (`CI=true`, where `.ci/run` installs them, so a
/// missing one fails loudly), elsewhere only when the program is installed.
enum ExternalTools {
    /// Whether the tests run on CI.
    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether tests needing `program` should run.
    static func available(_ program: ExternalProgram) -> Bool { onCI || program.isInstalled }

    /// Chromium, as Debian names it.
    static let chromium = ExternalProgram(name: "chromium", debianPackage: "chromium")

    /// Runs a program to its end with Foundation's `Process`; standard output and error go to
    /// files, so neither can fill a pipe. Returns the exit status and both outputs.
    static func run(_ program: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> (status: Int32, output: String, error: String) {
        let folder = URL(fileURLWithPath: TemporaryFiles.path("stagehand-tool"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let output = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output, error)
    }

    /// Where tests keep what a person may want to look at after a run (screenshots): under
    /// `.build/artifacts`, which git ignores.
    static func artifactsFolder() throws -> String {
        let folder = Repository.path(".build/artifacts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
