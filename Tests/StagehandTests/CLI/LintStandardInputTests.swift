import Foundation
import Testing

/// `stagehand lint -`: one file from standard input, named by `--stdin-filename`, judged as the
/// same bytes on disk would be.
@Suite("CLI: lint -")
struct LintStandardInputTests {
    /// Runs the built `stagehand` from the repository root with `input` on standard input.
    static func lint(_ arguments: [String], input: String) throws -> (output: String, status: Int32) {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the package first")
        let inputFile = TemporaryFiles.path("stagehand-stdin", suffix: ".yaml")
        try input.write(toFile: inputFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: inputFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputFile))
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    static let brokenScene = """
        stagehand: 1
        scene: broken
        views:
          - { id: title, type: Lable }
        """

    @Test("diagnostics name the path --stdin-filename gives, at the line and column in the input")
    func namedByStdinFilename() throws {
        let result = try Self.lint(["-", "--stdin-filename", "Scenes/draft.scene.yaml"], input: Self.brokenScene)
        #expect(result.status == 1)
        #expect(result.output.contains("Scenes/draft.scene.yaml:4:24: error: unknown type 'Lable'"), "\(result.output)")
    }

    @Test("input over the file size limit is an error at its first line, as a file over it is")
    func overTheSizeLimit() throws {
        let input = Self.brokenScene + String(repeating: "# padding\n", count: 20)
        let result = try Self.lint(["-", "--stdin-filename", "Scenes/draft.scene.yaml", "--max-file-size", "100"], input: input)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("Scenes/draft.scene.yaml:1:1: error: standard input is over the limit of 100 bytes (--max-file-size) [file-too-large]"),
                "\(result.output)")
    }

    @Test("relative paths resolve as if the file were where --stdin-filename says")
    func relativePaths() throws {
        let scene = """
            stagehand: 1
            scene: people
            dataSources:
              - { id: people, type: FileDataSource, properties: { path: Data/people.json } }
            views:
              - { id: table, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            """
        let there = try Self.lint(["-", "--stdin-filename", "Scenes/draft.scene.yaml"], input: scene)
        #expect(there.status == 0, "\(there.output)")
        let elsewhere = try Self.lint(["-", "--stdin-filename", "Docs/draft.scene.yaml"], input: scene)
        #expect(elsewhere.status == 1)
        #expect(elsewhere.output.contains("Docs/draft.scene.yaml:4:"))
    }

    @Test("without --stdin-filename the input is <stdin>; - mixes with other paths")
    func defaultNameAndMix() throws {
        let alone = try Self.lint(["-"], input: Self.brokenScene)
        #expect(alone.status == 1)
        #expect(alone.output.contains("<stdin>:4:24: error: unknown type 'Lable'"), "\(alone.output)")
        let mixed = try Self.lint(["Scenes/people.scene.yaml", "-"], input: Self.brokenScene)
        #expect(mixed.status == 1)
        #expect(mixed.output.contains("in 2 files"), "\(mixed.output)")
    }

    @Test("--stdin-filename without -, or - twice, is a usage error")
    func usage() throws {
        #expect(try Self.lint(["Scenes", "--stdin-filename", "x.scene.yaml"], input: "").status == 2)
        #expect(try Self.lint(["-", "-"], input: "").status == 2)
    }
}
