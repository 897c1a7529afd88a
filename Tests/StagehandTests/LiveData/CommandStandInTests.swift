import Foundation
import Testing
import Stagehand
import StagehandConsole

/// A script's `commands` stand in for the programs its scene runs: matched by the whole argument
/// list, answered on the virtual clock, and a command none answers fails the script.
@Suite struct CommandStandInTests {
    /// A scene with one command, bound to a label and a status.
    static func scene(command: String, timeout: String = "10s") -> String {
        """
        stagehand: 1
        scene: tools
        dataSources:
          - { id: tools, type: CommandDataSource, properties: { command: \(command), timeout: \(timeout) } }
        views:
          - { id: nameLabel, type: Label }
          - { id: stateLabel, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: tools, view: nameLabel }, properties: { path: name, empty: none } }
          - { type: StatusBinding, outlets: { dataSource: tools, view: stateLabel }, properties: { ready: ready } }
        """
    }

    /// What a run found: its errors, and the runtime problems it met.
    struct Played: Sendable {
        var errors: [String]
        var runtimeProblems: [String]
    }

    static func play(_ files: [String: String], onlyStandIns: Bool = false, scratch: Bool = false) async -> Played {
        let folder = try? LiveDataTestSupport.folder(files)
        return await LiveDataTestSupport.onOwnThread {
            var options = ScriptPlayer.Options(frames: .final)
            options.onlyStandIns = onlyStandIns
            options.playsOnScratchCopy = scratch
            let result = ScriptPlayer().play(scriptFile: (folder ?? "/nonexistent") + "/s.script.yaml", options: options)
            return Played(errors: result.diagnostics.filter { $0.severity == .error }.map(\.formatted),
                          runtimeProblems: result.runtimeProblems.map(\.formatted))
        }
    }

    static func errors(_ played: Played) -> [String] { played.errors }

    @Test func patternsMatchWholeArgumentLists() {
        let pattern = CommandPattern(["git", "log", "*", "**"].map(CommandPatternItem.init))
        #expect(pattern.matches(["git", "log", "-1"]))
        #expect(pattern.matches(["git", "log", "-1", "--oneline", "HEAD"]))
        #expect(!pattern.matches(["git", "log"]))
        #expect(!pattern.matches(["git", "status", "-1"]))
        // `*` inside a word is a word like any other.
        let literal = CommandPattern(["ls", "*.txt"].map(CommandPatternItem.init))
        #expect(literal.matches(["ls", "*.txt"]))
        #expect(!literal.matches(["ls", "a.txt"]))
        #expect(CommandPattern(["pip", "**"].map(CommandPatternItem.init)).matches(["pip"]))
    }

    @Test func aStandInWithADelayShowsLoadingBeforeTheWaitAndTheDataAfter() async {
        let result = await Self.play([
            "tools.scene.yaml": Self.scene(command: "[no-such-program-here, --json]"),
            "fixtures/tools.json": #"{"name": "hammer"}"#,
            "s.script.yaml": """
                scene: tools.scene.yaml
                commands:
                  - match: [no-such-program-here, "**"]
                    stdout: fixtures/tools.json
                    delay: 500ms
                steps:
                  - expect: { view: stateLabel, text: "Loading…" }
                  - wait: 100ms
                  - expect: { view: stateLabel, text: "Loading…" }
                  - expect: { view: nameLabel, text: none }
                  - wait: 400ms
                  - expect: { view: stateLabel, text: ready }
                  - expect: { view: nameLabel, text: hammer }
                """,
        ])
        #expect(Self.errors(result) == [])
        #expect(result.runtimeProblems.isEmpty)
    }

    @Test func aDelayPastTheTimeoutTimesOutOnTheVirtualClock() async {
        let result = await Self.play([
            "tools.scene.yaml": Self.scene(command: "[slow]", timeout: "300ms"),
            "s.script.yaml": """
                scene: tools.scene.yaml
                commands:
                  - { match: [slow], output: '{"name": "late"}', delay: 1s, stderr: "still thinking" }
                steps:
                  - wait: 299ms
                  - expect: { view: stateLabel, text: "Loading…" }
                  - wait: 1ms
                  - expect: { status: "'slow' timed out after 300ms and was stopped: still thinking" }
                """,
        ])
        #expect(Self.errors(result) == [])
    }

    @Test func theFirstMatchAnswersWithItsExitStatusAndStandardError() async {
        let result = await Self.play([
            "tools.scene.yaml": Self.scene(command: "[pip, show, broken]"),
            "s.script.yaml": """
                scene: tools.scene.yaml
                commands:
                  - match: [pip, show, broken]
                    exit: 1
                    stderr: "WARNING: Package(s) not found: broken"
                  - match: [pip, show, "*"]
                    output: '{"name": "any"}'
                steps:
                  - wait: 1ms
                  - expect: { status: "'pip show broken' exited with status 1: WARNING: Package(s) not found: broken" }
                """,
        ])
        #expect(Self.errors(result) == [])
    }

    @Test func anUnmatchedCommandFailsTheFirstStepNamingTheCommand() async {
        let result = await Self.play([
            "tools.scene.yaml": Self.scene(command: "[git, log]"),
            "s.script.yaml": """
                scene: tools.scene.yaml
                commands:
                  - { match: [git, status], output: "" }
                steps:
                  - wait: 1ms
                  - expect: { view: nameLabel, text: none }
                """,
        ])
        let errors = Self.errors(result)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("s.script.yaml:5:5: error: 'git log' matches no stand-in of the script's commands, so it was not run (it started at step 1: wait 1ms) [unmatched-command]") == true, "\(errors)")
    }

    @Test func noCommandsRunsOnlyStandIns() async {
        let result = await Self.play([
            "tools.scene.yaml": Self.scene(command: "[echo, '{\"name\": \"real\"}']"),
            "s.script.yaml": """
                scene: tools.scene.yaml
                steps:
                  - wait: 1ms
                """,
        ], onlyStandIns: true)
        #expect(Self.errors(result).first?.contains("[unmatched-command]") == true)
    }

    @Test func envIsAddedToWhatRealCommandsSee() async {
        let result = await Self.play([
            "tools.scene.yaml": Self.scene(command: #"[sh, -c, 'printf "{\"name\": \"%s\"}" "$GREETING"']"#),
            "s.script.yaml": """
                scene: tools.scene.yaml
                env: { GREETING: hello }
                steps:
                  - wait: 1ms
                  - expect: { view: nameLabel, text: hello }
                """,
        ])
        #expect(Self.errors(result) == [])
    }

    @Test func aScratchCopyKeepsTheOriginalAndExpectFileComparesValues() async throws {
        let folder = try LiveDataTestSupport.folder([
            "list.scene.yaml": """
                stagehand: 1
                scene: list
                dataSources:
                  - { id: items, type: FileDataSource, properties: { path: items.yaml, save: true } }
                views:
                  - { id: nameField, type: TextField }
                  - { id: addButton, type: Button, properties: { title: Add } }
                responders:
                  - { type: AppendResponder, on: [addButton.tap], outlets: { list: items, field: nameField } }
                """,
            "items.yaml": "- a\n",
            "want.json": #"["a", "b"]"#,
            "wrong.json": #"["a", "c", "d"]"#,
            "s.script.yaml": """
                scene: list.scene.yaml
                steps:
                  - type: { into: nameField, text: b }
                  - tap: addButton
                  - expect: { file: items.yaml, equals: want.json }
                  - expect: { file: items.yaml, equals: wrong.json }
                """,
        ])
        let result = await LiveDataTestSupport.onOwnThread {
            var options = ScriptPlayer.Options(frames: .final)
            options.playsOnScratchCopy = true
            let result = ScriptPlayer().play(scriptFile: folder + "/s.script.yaml", options: options)
            return Played(errors: result.diagnostics.filter { $0.severity == .error }.map { ([$0.formatted] + $0.notes.map(\.message)).joined(separator: "\n") },
                          runtimeProblems: result.runtimeProblems.map(\.formatted))
        }
        let errors = Self.errors(result)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("expected 'items.yaml' to hold the value of 'wrong.json', but 2 places differ") == true)
        #expect(errors.first?.contains("the value: wanted 3 items, saved 2") == true, "\(errors)")
        #expect(errors.first?.contains(#"1: wanted "c", saved "b""#) == true)
        #expect(try String(contentsOfFile: folder + "/items.yaml", encoding: .utf8) == "- a\n")
    }
}
