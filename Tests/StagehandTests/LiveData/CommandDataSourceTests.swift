import Foundation
import Testing
import Stagehand
import StagehandConsole

/// `CommandDataSource` in scripts: its results are applied at `wait` steps, `refresh` runs on
/// the virtual clock, `ReloadResponder` runs it again, leaving a scene stops it for good, and
/// `--no-commands` fails it with a clear message. The commands count their own runs in a file
/// beside the scene.
@Suite("Command data source")
struct CommandDataSourceTests {
    static let countingScene = """
        stagehand: 1
        scene: counting
        dataSources:
          - id: counter
            type: CommandDataSource
            properties: { command: [sh, count.sh], refresh: 1s }
        views:
          - { id: runs, type: Label }
          - { id: status, type: Label }
          - { id: again, type: Button, properties: { title: Again } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: counter, view: runs }, properties: { format: "{runs} runs", empty: "no runs" } }
          - { type: StatusBinding, outlets: { dataSource: counter, view: status } }
        responders:
          - { type: ReloadResponder, on: [again.tap], outlets: { dataSource: counter } }
        """

    @Test("refresh runs the command again every period, on the script's clock")
    func refreshCounts() async throws {
        let folder = try LiveDataTestSupport.folder([
            "count.sh": LiveDataTestSupport.countingScript,
            "counting.scene.yaml": Self.countingScene,
            "refresh.script.yaml": """
                scene: counting.scene.yaml
                steps:
                  - expect: { view: runs, text: "no runs" }
                  - expect: { view: status, text: "Loading…" }
                  - wait: 10ms
                  - expect: { view: runs, text: "1 runs" }
                  - expect: { view: status, text: "" }
                  - wait: 999ms
                  - expect: { view: runs, text: "1 runs" }
                  - wait: 1ms
                  - expect: { view: runs, text: "2 runs" }
                  - wait: 500ms
                  - expect: { view: runs, text: "2 runs" }
                  - wait: 500ms
                  - expect: { view: runs, text: "3 runs" }
                  - wait: 5s
                  - expect: { view: runs, text: "4 runs" }
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        let result = await LiveDataTestSupport.play("refresh.script.yaml", in: folder)
        #expect(result.errors == [])
        #expect(result.problems == [])
        #expect(LiveDataTestSupport.lineCount(folder + "/runs.log") == 4)
    }

    @Test("ReloadResponder runs the command again; its result comes at the next wait")
    func reloadCounts() async throws {
        let folder = try LiveDataTestSupport.folder([
            "count.sh": LiveDataTestSupport.countingScript,
            "counting.scene.yaml": Self.countingScene,
            "reload.script.yaml": """
                scene: counting.scene.yaml
                steps:
                  - wait: 10ms
                  - expect: { view: runs, text: "1 runs" }
                  - tap: again
                  - expect: { view: status, text: "Loading…" }
                  - expect: { view: runs, text: "1 runs" }
                  - wait: 10ms
                  - expect: { view: runs, text: "2 runs" }
                  - tap: again
                  - tap: again
                  - wait: 10ms
                  - expect: { view: status, text: "" }
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        let result = await LiveDataTestSupport.play("reload.script.yaml", in: folder)
        #expect(result.errors == [])
        // The second tap cancelled the run the first one started, which may or may not have
        // counted itself — before the newest run, or after it, until it is stopped; what is shown
        // is the newest run's count: 3, or 4 when the cancelled run counted first.
        let runs = LiveDataTestSupport.lineCount(folder + "/runs.log")
        #expect((3...4).contains(runs))
        #expect((3...runs).contains { result.output.contains("\($0) runs") }, "\(runs) runs logged; shown:\n\(result.output)")
    }

    @Test("leaving a scene stops its commands and refreshes: nothing of it runs afterwards")
    func leavingStopsWork() async throws {
        let folder = try LiveDataTestSupport.folder([
            "count.sh": LiveDataTestSupport.countingScript,
            "slow.sh": "#!/bin/sh\nsleep 1\necho late >> late.log\necho '{}'\n",
            "list.scene.yaml": """
                stagehand: 1
                scene: list
                views:
                  - { id: openCounting, type: Button, properties: { title: Counting } }
                  - { id: openSlow, type: Button, properties: { title: Slow } }
                responders:
                  - { type: SegueResponder, on: [openCounting.tap], properties: { segue: counting } }
                  - { type: SegueResponder, on: [openSlow.tap], properties: { segue: slow } }
                segues:
                  - { id: counting, to: counting.scene.yaml }
                  - { id: slow, to: slow.scene.yaml }
                """,
            "counting.scene.yaml": """
                stagehand: 1
                scene: counting
                dataSources:
                  - { id: counter, type: CommandDataSource, properties: { command: [sh, count.sh], refresh: 100ms } }
                views:
                  - { id: runs, type: Label }
                bindings:
                  - { type: TextBinding, outlets: { dataSource: counter, view: runs }, properties: { format: "{runs} runs" } }
                """,
            "slow.scene.yaml": """
                stagehand: 1
                scene: slow
                dataSources:
                  - { id: slow, type: CommandDataSource, properties: { command: [sh, slow.sh] } }
                views:
                  - { id: slowStatus, type: Label }
                bindings:
                  - { type: StatusBinding, outlets: { dataSource: slow, view: slowStatus } }
                """,
            "leave.script.yaml": """
                scene: list.scene.yaml
                steps:
                  - tap: openCounting
                  - wait: 10ms
                  - expect: { view: runs, text: "1 runs" }
                  - wait: 100ms
                  - expect: { view: runs, text: "2 runs" }
                  - back
                  - wait: 2s
                  - tap: openSlow
                  - expect: { view: slowStatus, text: "Loading…" }
                  - back
                  - wait: 2s
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        let result = await LiveDataTestSupport.play("leave.script.yaml", in: folder)
        #expect(result.errors == [])
        // The refresh due 100ms after the second run never came: the scene was left.
        #expect(LiveDataTestSupport.lineCount(folder + "/runs.log") == 2)
        // The slow command was killed when its scene was left, before it could write.
        #expect(!FileManager.default.fileExists(atPath: folder + "/late.log"))
        // Give a survivor the time to show itself.
        try await Task.sleep(for: .milliseconds(1500))
        #expect(!FileManager.default.fileExists(atPath: folder + "/late.log"))
        #expect(LiveDataTestSupport.lineCount(folder + "/runs.log") == 2)
    }

    @Test("with commands turned off, the data source fails and says why")
    func noCommands() async throws {
        let folder = try LiveDataTestSupport.folder([
            "count.sh": LiveDataTestSupport.countingScript,
            "counting.scene.yaml": Self.countingScene,
            "off.script.yaml": """
                scene: counting.scene.yaml
                steps:
                  - expect: { view: status, text: "'sh count.sh' was not run: commands are turned off (--no-commands)" }
                  - wait: 3s
                  - expect: { view: runs, text: "no runs" }
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        let result = await LiveDataTestSupport.play("off.script.yaml", in: folder, allowsCommands: false)
        #expect(result.errors == [])
        #expect(result.problems == ["'sh count.sh' was not run: commands are turned off (--no-commands)"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/runs.log"))
    }

    @Test("a failed run keeps the last value; the next good run makes it ready again")
    func failureKeepsValue() async throws {
        let folder = try LiveDataTestSupport.folder([
            // Good on odd runs, failing on even ones.
            "flaky.sh": """
                #!/bin/sh
                echo run >> runs.log
                n=$(wc -l < runs.log | tr -d ' ')
                if [ $((n % 2)) -eq 0 ]; then echo "run $n broke" >&2; exit 1; fi
                echo "{\\"runs\\": $n}"
                """,
            "flaky.scene.yaml": """
                stagehand: 1
                scene: flaky
                dataSources:
                  - { id: counter, type: CommandDataSource, properties: { command: [sh, flaky.sh] } }
                views:
                  - { id: runs, type: Label }
                  - { id: status, type: Label }
                  - { id: again, type: Button, properties: { title: Again } }
                  - { id: warning, type: Label, properties: { text: "stale" } }
                bindings:
                  - { type: TextBinding, outlets: { dataSource: counter, view: runs }, properties: { format: "{runs} runs" } }
                  - { type: StatusBinding, outlets: { dataSource: counter, view: status }, properties: { failed: "failed: {error}", ready: "fresh" } }
                  - { type: HiddenBinding, outlets: { dataSource: counter, view: warning }, properties: { state: failed, invert: true } }
                responders:
                  - { type: ReloadResponder, on: [again.tap], outlets: { dataSource: counter } }
                """,
            "flaky.script.yaml": """
                scene: flaky.scene.yaml
                steps:
                  - wait: 10ms
                  - expect: { view: runs, text: "1 runs" }
                  - expect: { view: status, text: "fresh" }
                  - expect: { view: warning, hidden: true }
                  - tap: again
                  - wait: 10ms
                  - expect: { view: runs, text: "1 runs" }
                  - expect: { view: status, text: "failed: 'sh flaky.sh' exited with status 1: run 2 broke" }
                  - expect: { view: warning, hidden: false }
                  - expect: { status: "'sh flaky.sh' exited with status 1: run 2 broke" }
                  - tap: again
                  - wait: 10ms
                  - expect: { view: runs, text: "3 runs" }
                  - expect: { view: status, text: "fresh" }
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        let result = await LiveDataTestSupport.play("flaky.script.yaml", in: folder)
        #expect(result.errors == [])
        #expect(result.problems == ["'sh flaky.sh' exited with status 1: run 2 broke"])
    }

    @Test("a refresh that keeps failing the same way is reported once; a new message, a recovery or a retry report again")
    func repeatedFailureReportedOnce() async throws {
        let folder = try LiveDataTestSupport.folder([
            "sensor.sh": """
                #!/bin/sh
                echo run >> runs.log
                n=$(wc -l < runs.log | tr -d ' ')
                case $n in
                  1|2|3) echo "sensor 2 is offline" >&2; exit 1 ;;
                  5) echo '{"reading": 5}' ;;
                  *) echo "sensor 2 is gone" >&2; exit 1 ;;
                esac
                """,
            "sensor.scene.yaml": """
                stagehand: 1
                scene: sensor
                dataSources:
                  - { id: sensor, type: CommandDataSource, properties: { command: [sh, sensor.sh], refresh: 1s } }
                views:
                  - { id: status, type: Label }
                  - { id: again, type: Button, properties: { title: Again } }
                bindings:
                  - { type: StatusBinding, outlets: { dataSource: sensor, view: status }, properties: { ready: fine } }
                responders:
                  - { type: ReloadResponder, on: [again.tap], outlets: { dataSource: sensor } }
                """,
            "sensor.script.yaml": """
                scene: sensor.scene.yaml
                steps:
                  - wait: 10ms
                  - wait: 1s
                  - wait: 1s
                  - expect: { view: status, text: "'sh sensor.sh' exited with status 1: sensor 2 is offline" }
                  - wait: 1s
                  - wait: 1s
                  - expect: { view: status, text: fine }
                  - wait: 1s
                  - wait: 1s
                  - expect: { view: status, text: "'sh sensor.sh' exited with status 1: sensor 2 is gone" }
                  - tap: again
                  - wait: 10ms
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        let result = await LiveDataTestSupport.play("sensor.script.yaml", in: folder)
        #expect(result.errors == [])
        let offline = "'sh sensor.sh' exited with status 1: sensor 2 is offline"
        let gone = "'sh sensor.sh' exited with status 1: sensor 2 is gone"
        // Runs 1 to 3 fail alike, 4 differently, 5 succeeds, 6 and 7 fail alike, 8 was asked for.
        #expect(result.problems == [offline, gone, gone, gone])
        #expect(LiveDataTestSupport.lineCount(folder + "/runs.log") == 8)
    }
}
