import Foundation
import Testing
import StagehandCLI

/// The habits of the command-line tools people use next to Stagehand: `--quiet`, colour as the
/// environment asks, paths without `./`, and exit status 2 when there is nothing to check.
@Suite("CLI: habits")
struct CLIHabitsTests {
    /// Runs the built `stagehand` in `folder` with extra environment variables.
    static func run(_ arguments: [String], in folder: String, environment extra: [String: String] = ["NO_COLOR": "1"]) throws -> (output: String, error: String, status: Int32) {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the package first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "CLICOLOR"] { environment[name] = nil }
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let errorFile = TemporaryFiles.path("stagehand-habits", suffix: ".stderr")
        try #require(FileManager.default.createFile(atPath: errorFile, contents: nil), "cannot create \(errorFile)")
        defer { try? FileManager.default.removeItem(atPath: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errorHandle
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let error = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return (String(decoding: data, as: UTF8.self), error, process.terminationStatus)
    }

    /// A folder holding the to-do example and its broken twin.
    static func project() throws -> String {
        let folder = try TemporaryFiles.folder()
        try FileManager.default.createDirectory(atPath: folder + "/Broken", withIntermediateDirectories: true)
        for name in ["todo.scene.yaml", "todo.script.yaml", "Broken/todo.scene.yaml"] {
            try FileManager.default.copyItem(atPath: Repository.path("Docs/Examples/" + name), toPath: folder + "/" + name)
        }
        return folder
    }

    @Test("auto colour: NO_COLOR wins, CLICOLOR_FORCE and FORCE_COLOR force it, TERM=dumb and CLICOLOR=0 turn it off")
    func colourConventions() {
        func auto(_ variables: [String: String], terminal: Bool) -> Bool {
            ColorChoice.automatic(environment: { variables[$0] }, isTerminal: terminal)
        }
        #expect(auto([:], terminal: true))
        #expect(!auto([:], terminal: false))
        #expect(!auto(["NO_COLOR": "1"], terminal: true))
        #expect(auto(["NO_COLOR": ""], terminal: true))
        #expect(!auto(["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], terminal: false))
        #expect(auto(["CLICOLOR_FORCE": "1"], terminal: false))
        #expect(!auto(["CLICOLOR_FORCE": "0"], terminal: false))
        #expect(auto(["FORCE_COLOR": "1"], terminal: false))
        #expect(auto(["FORCE_COLOR": "true"], terminal: false))
        #expect(!auto(["FORCE_COLOR": "0"], terminal: false))
        #expect(!auto(["FORCE_COLOR": "false"], terminal: false))
        #expect(!auto(["TERM": "dumb"], terminal: true))
        #expect(auto(["TERM": "dumb", "FORCE_COLOR": "1"], terminal: true))
        #expect(!auto(["CLICOLOR": "0"], terminal: true))
    }

    @Test("lint and test colour a pipe when CLICOLOR_FORCE or FORCE_COLOR asks, and not when NO_COLOR is set")
    func forcedColourReachesThePipe() throws {
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        let forced = try Self.run(["lint", "Broken"], in: folder, environment: ["CLICOLOR_FORCE": "1"])
        #expect(forced.output.contains("\u{1B}["))
        let forcedToo = try Self.run(["test", "todo.script.yaml"], in: folder, environment: ["FORCE_COLOR": "1"])
        #expect(forcedToo.output.contains("\u{1B}["))
        let plain = try Self.run(["lint", "Broken"], in: folder, environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])
        #expect(!plain.output.contains("\u{1B}["))
        #expect(plain.status == 1)
    }

    @Test("paths are printed without a leading ./, whether given or found under .")
    func noDotSlash() throws {
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        let found = try Self.run(["lint", "."], in: folder)
        #expect(found.output.hasPrefix("Broken/todo.scene.yaml:38:41: error:"), "\(found.output)")
        let given = try Self.run(["lint", "./Broken/todo.scene.yaml"], in: folder)
        #expect(given.output.hasPrefix("Broken/todo.scene.yaml:38:41: error:"), "\(given.output)")
        let tested = try Self.run(["test", "."], in: folder)
        #expect(tested.output.hasPrefix("PASS todo.script.yaml"), "\(tested.output)")
        #expect(!tested.output.contains("./"))
        #expect(DotSlash.removed(from: ".//a/b") == "a/b")
        #expect(DotSlash.removed(from: "./") == ".")
        #expect(DotSlash.removed(from: "../a") == "../a")
        #expect(DotSlash.removed(from: ".hidden/a") == ".hidden/a")
    }

    @Test("--quiet prints only the problems")
    func quiet() throws {
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        let clean = try Self.run(["lint", "--quiet", "todo.scene.yaml"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty && clean.error.isEmpty, "\(clean.output)\(clean.error)")
        let broken = try Self.run(["lint", "-q", "Broken"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.output.contains("[unknown-id]") && !broken.output.contains("2 errors"), "\(broken.output)")
        let tested = try Self.run(["test", "--quiet", "todo.script.yaml"], in: folder)
        #expect(tested.status == 0)
        #expect(tested.output.isEmpty, "\(tested.output)")
        let played = try Self.run(["run", "--quiet", "--script", "todo.script.yaml"], in: folder)
        #expect(played.status == 0)
        #expect(played.output.isEmpty, "\(played.output)")
    }

    @Test("a folder with no scene or script file is exit 2, with a message saying what is looked for")
    func nothingToCheck() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try "{}".write(toFile: folder + "/data.json", atomically: true, encoding: .utf8)
        let lint = try Self.run(["lint", "."], in: folder)
        #expect(lint.status == 2)
        #expect(lint.error.contains("no scene or script file in .") && lint.error.contains("*.scene.yaml"), "\(lint.error)")
        let test = try Self.run(["test", "."], in: folder)
        #expect(test.status == 2)
        #expect(test.error.contains("*.script.yml"), "\(test.error)")
    }

    @Test("a --theme that is not a file is exit 2 for run, render and test, as a missing scene is")
    func themeThatIsNoFile() throws {
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        try "styles:\n  title: { bold: true }\n".write(toFile: folder + "/theme.yaml", atomically: true, encoding: .utf8)
        for command in [["render", "todo.scene.yaml"], ["run", "--script", "todo.script.yaml"], ["test", "todo.script.yaml"]] {
            let missing = try Self.run(command + ["--theme", "nowhere.yaml"], in: folder)
            #expect(missing.status == 2, "\(command)")
            #expect(missing.error.contains("--theme 'nowhere.yaml' is not a file that exists"), "\(command): \(missing.error)")
            #expect(!missing.output.contains("[missing-theme]"), "\(command): \(missing.output)")
            let folderGiven = try Self.run(command + ["--theme", "."], in: folder)
            #expect(folderGiven.status == 2, "\(command)")
            #expect(folderGiven.error.contains("--theme '.' is not a regular file"), "\(command): \(folderGiven.error)")
            let fine = try Self.run(command + ["--theme", "theme.yaml"], in: folder)
            #expect(fine.status == 0, "\(command): \(fine.output)\(fine.error)")
        }
    }

    @Test("test fails a script whose name is not UTF-8, saying why, and plays the rest")
    func scriptNamedInLatin1() throws {
        let folder = try Self.project()
        defer { TemporaryFiles.remove(folder) }
        try FileManager.default.removeItem(atPath: folder + "/Broken")
        try NotUTF8NameTests.create("scene: todo.scene.yaml\nsteps: []\n", named: Array("old".utf8) + [0xE9] + Array(".script.yaml".utf8), in: folder)
        let run = try Self.run(["test", "."], in: folder)
        #expect(run.status == 1)
        #expect(run.error.contains("old\u{FFFD}.script.yaml:1:1: error: the file's name is not UTF-8"), "\(run.error)")
        #expect(run.output.contains("1 passed, 1 failed"), "\(run.output)")
    }

    @Test("lint --explain and lint's help send an app's user to what ships with the app")
    func explainForTheApp() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let tool = try #require(DocsSupport.executable("stagehand"))
        let app = folder + "/garden"
        try FileManager.default.createSymbolicLink(atPath: app, withDestinationPath: tool)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = ["lint", "--explain", "unknown-type"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("`garden types`") && !text.contains("`stagehand types`"), "\(text)")
        let help = Process()
        help.executableURL = URL(fileURLWithPath: app)
        help.arguments = ["help", "lint"]
        let helpOut = Pipe()
        help.standardOutput = helpOut
        try help.run()
        // Help wraps its lines: read it as one line.
        let helpText = String(decoding: helpOut.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        help.waitUntilExit()
        #expect(helpText.contains("garden lint --explain CODE") && helpText.contains("man garden.lint"), "\(helpText)")
        #expect(!helpText.contains("Docs/"))
    }
}
