import Foundation
import Testing
import Stagehand
import StagehandConsole

/// A process monitor over `/proc`, as an app would write it: it reads the machine unless the
/// script playing its scene gives the fixture `processes`.
final class ProcessMonitorSource: DataSource {
    override class var summary: String { "The processes running on this machine, from /proc" }

    override func awake() {
        if let processes = fixture(named: "processes") {
            setValue(processes, state: .ready)
            return
        }
        // The machine's own: one entry per numeric folder of /proc.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let pids = names.compactMap(Int.init).sorted()
        setValue(.list(pids.map { .mapping(["pid": .int($0)]) }), state: .ready)
    }
}

/// `fixtures:` gives a custom data source a stand-in: the same frames on every machine.
@Suite struct FixtureTests {
    static let scene = """
        stagehand: 1
        scene: monitor
        dataSources:
          - { id: processes, type: ProcessMonitorSource }
        views:
          - id: processTable
            type: Table
            prototype:
              type: Label
              id: pidLabel
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: pidLabel }, properties: { format: "{pid} {name}" } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: processes, view: processTable } }
        """

    static func play(_ script: String, files: [String: String]) async throws -> (errors: [String], output: String) {
        var all = files
        all["monitor.scene.yaml"] = scene
        all["s.script.yaml"] = script
        let folder = try LiveDataTestSupport.folder(all)
        return await LiveDataTestSupport.onOwnThread {
            let registry = Registry()
            try? registry.register(ProcessMonitorSource.self)
            let result = ScriptPlayer(registry: registry).play(scriptFile: folder + "/s.script.yaml")
            return (result.diagnostics.filter { $0.severity == .error }.map(\.formatted), result.output)
        }
    }

    @Test func aFixtureStandsInForWhatACustomDataSourceReads() async throws {
        let played = try await Self.play("""
            scene: monitor.scene.yaml
            size: 30x6
            fixtures: { processes: fixtures/processes.json }
            steps:
              - expect: { view: processTable, rows: 2 }
              - expect: { screen: "1 init" }
              - expect: { screen: "42 stagehand" }
            """, files: ["fixtures/processes.json": #"[{"pid": 1, "name": "init"}, {"pid": 42, "name": "stagehand"}]"#])
        #expect(played.errors == [])
    }

    @Test func withoutTheFixtureItReadsTheMachine() async throws {
        let played = try await Self.play("""
            scene: monitor.scene.yaml
            size: 30x6
            steps:
              - expect: { screen: "42 stagehand" }
            """, files: [:])
        #expect(played.errors.count == 1)
    }

    @Test func aMissingFixtureFileIsReportedAtItsPlace() async throws {
        let played = try await Self.play("""
            scene: monitor.scene.yaml
            fixtures: { processes: fixtures/none.json }
            steps:
              - snapshot
            """, files: [:])
        #expect(played.errors.first?.contains("s.script.yaml:2:24: error: cannot read fixture file 'fixtures/none.json'") == true, "\(played.errors)")
    }
}
