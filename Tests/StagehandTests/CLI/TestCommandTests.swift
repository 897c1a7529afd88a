import Foundation
import Testing
import StagehandCLI

/// `stagehand test`: the built executable on folders of fixture scripts, as CI runs it.
@Suite struct TestCommandTests {
    /// A temporary copy of a fixture folder under `Tests/StagehandTests/Fixtures/TestRunner`.
    private final class Copy {
        let root: String
        let folder: String
        init(_ name: String) throws {
            let relative = "Tests/StagehandTests/Fixtures/TestRunner/" + name
            root = try Repository.temporaryCopy(of: relative)
            folder = root + "/" + relative
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Runs `stagehand ARGS` in `directory`; standard output and error apart, and the exit status.
    private func stagehand(_ arguments: [String], in directory: String) throws -> (output: String, error: String, status: Int32) {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus)
    }

    @Test func aFolderWithOneFailingScript() throws {
        let copy = try Copy("Suite")
        let run = try stagehand(["test", "--jobs", "2"], in: copy.folder)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // One line per script, sorted by path, with its time.
        let perScript = lines.prefix(3).map { $0.replacingOccurrences(of: #"\(\d+\.\d\ds\)"#, with: "(T)", options: .regularExpression) }
        #expect(perScript == ["PASS adds.script.yaml (T)", "PASS golden.script.yaml (T)", "FAIL wrong.script.yaml (T)"])
        // The failure with the diagnostics run prints, then the closing line alone.
        #expect(run.output.contains("""
            FAIL wrong.script.yaml
            wrong.script.yaml:6:39: error: expected 'countLabel' text to be "2 names", but it is "1 name" [expectation-failed]
            """))
        #expect(lines.suffix(2) == ["2 passed, 1 failed", ""])
    }

    @Test func allPassingExitsZeroAndTheOrderDoesNotDependOnJobs() throws {
        let copy = try Copy("Suite")
        let one = try stagehand(["test", "adds.script.yaml", "golden.script.yaml", "--jobs", "1"], in: copy.folder)
        let two = try stagehand(["test", ".", "--jobs", "2"], in: copy.folder)
        #expect(one.status == 0)
        #expect(one.output.hasSuffix("\n2 passed, 0 failed\n"))
        #expect(two.status == 1)
        #expect(two.output.contains("PASS adds.script.yaml"))
    }

    @Test func updateWritesTheMissingFrameAndSaysSo() throws {
        let copy = try Copy("Suite")
        try FileManager.default.removeItem(atPath: copy.folder + "/frames/empty.txt")
        let failing = try stagehand(["test", "golden.script.yaml"], in: copy.folder)
        #expect(failing.status == 1)
        #expect(failing.output.contains("frame file 'frames/empty.txt' does not exist"))
        let updated = try stagehand(["test", "golden.script.yaml", "--update"], in: copy.folder)
        #expect(updated.status == 0)
        #expect(updated.output.contains("\nwrote frames/empty.txt\n"))
        #expect(FileManager.default.fileExists(atPath: copy.folder + "/frames/empty.txt"))
        let again = try stagehand(["test", "golden.script.yaml"], in: copy.folder)
        #expect(again.status == 0)
        #expect(!again.output.contains("wrote"))
    }

    /// What CI runs: every example, on a copy (some examples save).
    @Test func testPlaysEveryExample() throws {
        let root = try Repository.temporaryCopy(of: "Scenes")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try stagehand(["test", "Scenes"], in: root)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let scripts = Repository.files(under: "Scenes", endingWith: [".script.yaml", ".script.json"])
        #expect(run.output.hasSuffix("\n\(scripts.count) passed, 0 failed\n"))
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("PASS Scenes/") }.count == scripts.count)
    }

    @Test func strictFailsAScriptWithARuntimeProblem() throws {
        let copy = try Copy("Strict")
        let lenient = try stagehand(["test"], in: copy.folder)
        #expect(lenient.status == 0)
        let strict = try stagehand(["test", "--strict"], in: copy.folder)
        #expect(strict.status == 1)
        #expect(strict.output.contains("broken-list.scene.yaml:9:5: error: AppendResponder failed on addButton.tap"))
        #expect(strict.output.hasSuffix("\n0 passed, 1 failed\n"))
    }

    @Test func aScriptWhoseSceneQuitsWithAStatusFailsSayingWhy() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write("""
                stagehand: 1
                scene: q
                views:
                  - { id: stop, type: Button, properties: { title: Stop } }
                responders:
                  - { type: QuitResponder, on: [stop.tap], properties: { status: 3 } }
                """, to: "q.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("scene: q.scene.yaml\nsteps:\n  - tap: stop\n", to: "q.script.yaml", in: folder)
            let run = try stagehand(["test", "--junit", "report.xml"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.contains("FAIL q.script.yaml\nerror: the app quit with exit status 3\n"), "\(run.output)")
            let report = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
            #expect(report.contains(#"<failure message="the app quit with exit status 3""#), "\(report)")
        }
    }

    @Test func aCommandThatCannotRunExitsTwo() throws {
        let copy = try Copy("Suite")
        let missing = try stagehand(["test", "no-such-folder"], in: copy.folder)
        #expect(missing.status == 2)
        #expect(missing.error.contains("'no-such-folder' does not exist"))
        let empty = try stagehand(["test", "frames"], in: copy.folder)
        #expect(empty.status == 2)
        #expect(empty.error.contains("no scripts"))
        let notAScript = try stagehand(["test", "counter.scene.yaml"], in: copy.folder)
        #expect(notAScript.status == 2)
    }

    @Test func coverageListsTheUnexercisedResponderAndSegueFirst() throws {
        let copy = try Copy("Coverage")
        let run = try stagehand(["test", "--coverage", "--coverage-json", "coverage.json"], in: copy.folder)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("""
            coverage:
            about.scene.yaml: nothing to exercise (no script showed it)
            names.scene.yaml: 8 of 12 exercised
              never exercised:
                views: aboutButton (Button)
                events: aboutButton.tap
                responders: showAbout (SegueResponder)
                segues: about
              exercised:
                views: nameField (TextField), addButton (Button), clearButton (Button)
                events: addButton.tap, clearButton.tap
                responders: addName (AppendResponder), clearNames (SetResponder)
                bindings: TextBinding at line 27
            """))
        #expect(run.output.hasSuffix("\n2 passed, 0 failed\n"))
        let data = try Data(contentsOf: URL(fileURLWithPath: copy.folder + "/coverage.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["file"] as? String } == ["about.scene.yaml", "names.scene.yaml"])
        #expect(scenes.map { $0["shown"] as? Bool } == [false, true])
        let names = try #require(scenes.last)
        let never = try #require(names["never"] as? [String: [String]])
        #expect(never["responders"] == ["showAbout (SegueResponder)"])
        #expect(never["segues"] == ["about"])
        #expect(never["bindings"] == [])
    }

    /// The JUnit report read by `junitparser`, a JUnit XML reader from PyPI.
    @Test func junitReportReadsInARealJUnitReader() throws {
        let copy = try Copy("Suite")
        let run = try stagehand(["test", "--junit", "report.xml"], in: copy.folder)
        #expect(run.status == 1)
        let reader = """
            import sys
            try:
                from junitparser import JUnitXml, Failure
            except ImportError:
                sys.exit(3)
            xml = JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                print("suite", suite.name, suite.tests, suite.failures, suite.errors)
                for case in suite:
                    failed = [r for r in case.result if isinstance(r, Failure)]
                    print("case", case.classname, case.name, case.time >= 0, "FAIL " + failed[0].message if failed else "PASS")
                    if failed:
                        print("text", failed[0].text.splitlines()[0])
            """
        let script = copy.folder + "/read.py"
        try reader.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try ExternalTools.run("python3", [script, copy.folder + "/report.xml"])
        if result.status == 127 || result.status == 3 {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("the JUnit test needs python3 with junitparser; .ci/run installs it")
            } else {
                print("skipped: the JUnit test needs python3 with junitparser (`pip install junitparser`)")
            }
            return
        }
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == """
            suite stagehand test 3 1 0
            case Suite adds.script.yaml True PASS
            case Suite golden.script.yaml True PASS
            case Suite wrong.script.yaml True FAIL expected 'countLabel' text to be "2 names", but it is "1 name"
            text wrong.script.yaml:6:39: error: expected 'countLabel' text to be "2 names", but it is "1 name" [expectation-failed]

            """)
    }
}
