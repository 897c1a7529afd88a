import Foundation
import Testing
import Stagehand

/// The examples hold anywhere: `stagehand test Scenes` passes with none of the programs the
/// scenes run on `PATH` (the scripts stand in for them), and leaves the folder as it was, however
/// often it runs (scripts play on scratch copies).
@Suite struct HermeticExamplesTests {
    /// Runs a program with `environment` (nil: this process's) in `directory`.
    private func run(_ program: String, _ arguments: [String], in directory: String,
                     environment: [String: String]? = nil) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// `git` from this machine's PATH, for checking the copy; nil where there is none.
    private func gitProgram() -> String? {
        ["/usr/bin/git", "/bin/git", "/usr/local/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func scenesPassTwiceWithoutTheirProgramsAndChangeNothing() throws {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let root = try Repository.temporaryCopy(of: "Scenes")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let git = try #require(gitProgram(), "the test needs git to tell that nothing changed")
        let identity = ["-c", "user.name=Test", "-c", "user.email=test@example.com"]
        #expect(try run(git, ["init", "-q"], in: root).status == 0)
        #expect(try run(git, ["add", "-A"], in: root).status == 0)
        #expect(try run(git, identity + ["commit", "-q", "-m", "examples"], in: root).status == 0)

        // A PATH of one empty folder: no sh, lsblk, ip, findmnt or sensors.
        let emptyBin = try TemporaryFiles.folder("empty-bin")
        defer { TemporaryFiles.remove(emptyBin) }
        let environment = ["PATH": emptyBin, "HOME": root, "NO_COLOR": "1"]
        for round in 1...2 {
            let test = try run(tool, ["test", "Scenes"], in: root, environment: environment)
            #expect(test.status == 0, "round \(round):\n\(test.output)")
            #expect(!test.output.contains("FAIL"), "round \(round):\n\(test.output)")
            // Every example script played, not none.
            let scripts = Repository.files(under: "Scenes", endingWith: [".script.yaml", ".script.json"])
            #expect(!scripts.isEmpty && test.output.hasSuffix("\n\(scripts.count) passed, 0 failed\n"), "round \(round):\n\(test.output)")
            let status = try run(git, ["status", "--porcelain"], in: root)
            #expect(status.output == "", "round \(round) changed the examples:\n\(status.output)")
        }
    }

    @Test func lintFindsNoMissingProgramWhereScriptsStandIn() throws {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let emptyBin = try TemporaryFiles.folder("empty-bin")
        defer { TemporaryFiles.remove(emptyBin) }
        let lint = try run(tool, ["lint", "Scenes/System", "Scenes/Commands", "Scenes/Services"], in: Repository.root, environment: ["PATH": emptyBin, "NO_COLOR": "1"])
        #expect(!lint.output.contains("missing-program"), "\(lint.output)")
        #expect(!lint.output.contains("unused-stand-in"), "\(lint.output)")
        #expect(lint.status == 0, "\(lint.output)")
    }
}
