import Foundation
import Stagehand
import Testing

/// The pre-commit hook (`.pre-commit-hooks.yaml`) and the example CI workflow
/// (`Docs/CI/stagehand.yml`) run commands that work: the hook's on the files its pattern picks,
/// the workflow's lint (SARIF) and test (JUnit) on a folder of example scenes.
@Suite("Hook and workflow")
struct HookAndWorkflowTests {
    /// The root node of a YAML file of the repository.
    private static func load(_ relative: String) throws -> Node {
        let bytes = Array(try DocsSupport.read(relative).utf8)
        let (document, diagnostics) = DocumentLoader.parse(bytes, file: relative)
        #expect(diagnostics.isEmpty, "\(relative) does not parse: \(diagnostics)")
        return try #require(document?.root)
    }

    private static func run(_ command: String, _ arguments: [String], in folder: String) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// The to-do example, a clean and a broken scene, a script and a data file, in a scratch folder.
    private static func project() throws -> String {
        let folder = try TemporaryFiles.folder()
        let scenes = folder + "/Scenes"
        try FileManager.default.createDirectory(atPath: scenes + "/Broken", withIntermediateDirectories: true)
        for name in ["todo.scene.yaml", "todo.script.yaml", "Broken/todo.scene.yaml"] {
            try FileManager.default.copyItem(atPath: Repository.path("Docs/Examples/" + name), toPath: scenes + "/" + name)
        }
        return folder
    }

    @Test("the pre-commit hook's command lints the files its pattern picks, and fails on a broken one")
    func preCommitHook() throws {
        let hooks = try #require(try Self.load(".pre-commit-hooks.yaml").items)
        let hook = try #require(hooks.first { $0["id"]?.scalarText == "stagehand-lint" })
        let entry = try #require(hook["entry"]?.scalarText).split(separator: " ").map(String.init)
        #expect(entry.first == "stagehand")
        #expect(hook["language"]?.scalarText == "system")
        let pattern = try NSRegularExpression(pattern: try #require(hook["files"]?.scalarText))
        func picks(_ name: String) -> Bool {
            pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        for name in ["a.scene.yaml", "a.scene.yml", "a.scene.json", "a/b.script.yaml", "b.script.yml", "b.script.json"] {
            #expect(picks(name), "the hook skips \(name)")
        }
        for name in ["people.json", "data.yaml", ".stagehand.yaml", "scene.yaml"] { #expect(!picks(name), "the hook picks \(name)") }
        // pre-commit runs the entry with the changed files that match as arguments.
        let tool = try #require(DocsSupport.executable(entry[0]), "build the stagehand executable first")
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        let clean = try Self.run(tool, Array(entry.dropFirst()) + ["Scenes/todo.scene.yaml", "Scenes/todo.script.yaml"], in: folder)
        #expect(clean.status == 0, "\(clean.output)")
        let broken = try Self.run(tool, Array(entry.dropFirst()) + ["Scenes/Broken/todo.scene.yaml"], in: folder)
        #expect(broken.status == 1, "\(broken.output)")
        #expect(broken.output.contains("Scenes/Broken/todo.scene.yaml:38:41: error:"))
    }

    @Test("the example workflow lints as SARIF and tests with a JUnit report")
    func workflow() throws {
        let workflow = try Self.load("Docs/CI/stagehand.yml")
        let steps = try #require(workflow["jobs"]?["scenes"]?["steps"]?.items)
        let commands = steps.compactMap { $0["run"]?.scalarText }.filter { $0.hasPrefix("stagehand ") }
        #expect(commands.count == 2)
        let lint = try #require(commands.first { $0.contains(" lint ") })
        let test = try #require(commands.first { $0.contains(" test ") })
        #expect(lint.contains("--format sarif > stagehand.sarif"))
        #expect(test.contains("--junit test-results.xml"))
        let uploads = steps.compactMap { $0["with"] }
        #expect(uploads.contains { $0["sarif_file"]?.scalarText == "stagehand.sarif" })
        #expect(uploads.contains { $0["path"]?.scalarText == "test-results.xml" })
        // Both commands, on the clean example as the workflow's Scenes folder.
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first")
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        TemporaryFiles.remove(folder + "/Scenes/Broken")
        let lintWords = lint.split(separator: ">")[0].split(separator: " ").dropFirst().map(String.init)
        let sarif = try Self.run(tool, lintWords, in: folder)
        #expect(sarif.status == 0, "\(sarif.output)")
        #expect(sarif.output.contains("\"version\": \"2.1.0\""), "\(sarif.output)")
        let tested = try Self.run(tool, test.split(separator: " ").dropFirst().map(String.init), in: folder)
        #expect(tested.status == 0, "\(tested.output)")
        let report = try String(contentsOfFile: folder + "/test-results.xml", encoding: .utf8)
        #expect(report.contains("<testsuites"))
    }
}
