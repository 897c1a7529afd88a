import Foundation
import Testing

/// `make install` and `make release` as a person runs them, with the debug build standing in for
/// the static one (the same script runs on the release build in CI): the installed executable's
/// version, its man pages through `man -M`, bash completion, and the release's checksums.
@Suite("Install and release")
struct InstallTests {
    @Test("make install lays out a working tree and make release's checksums verify")
    func installAndRelease() throws {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let missing = ["make", "man", "bash", "sha256sum", "tar", "gzip"].filter { !Self.found($0) }
        try #require(missing.isEmpty, "the install check needs \(missing.joined(separator: ", "))")
        let result = try Self.run("/bin/bash", [Repository.path("Tests/Install/check.sh"), tool])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("install check: installed"), "\(result.output)")
    }

    private static func found(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
