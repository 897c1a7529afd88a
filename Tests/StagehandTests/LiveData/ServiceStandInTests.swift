import Foundation
import Synchronization
import Testing
import Stagehand
import StagehandConsole

/// One process of a process table, as a process monitor's service answers.
struct MonitoredProcess: Codable, Sendable, Equatable {
    var pid: Int
    var name: String
}

/// The service a process monitor's types read the machine through.
protocol ProcessTable: Sendable {
    func processes() -> [MonitoredProcess]
}

/// The machine's own process table: one entry per numeric folder of `/proc`.
struct ProcFileSystem: ProcessTable {
    func processes() -> [MonitoredProcess] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int.init).sorted().map { MonitoredProcess(pid: $0, name: "pid \($0)") }
    }
}

/// A process table that answers what it was given: the stand-in a script's fixture builds.
struct FixedProcessTable: ProcessTable {
    let list: [MonitoredProcess]
    func processes() -> [MonitoredProcess] { list }
}

/// The processes of the app's process table.
final class ProcessListDataSource: DataSource {
    override class var summary: String { "The processes of the process table" }
    @Service var table: any ProcessTable

    override func awake() {
        setValue((try? ValueEncoder().encode(table.processes())) ?? .null, state: .ready)
    }
}

/// How many processes the app's process table holds: a second type reading the same service.
final class ProcessCountDataSource: DataSource {
    override class var summary: String { "How many processes the process table holds" }
    @Service var table: any ProcessTable

    override func awake() {
        setValue(.int(table.processes().count), state: .ready)
    }
}

/// Counts how many stand-ins were made.
final class MadeCount: Sendable {
    let count = Mutex(0)
}

/// A script's fixture stands in for a service: every type that reads the service through
/// `@Service` gets the stand-in built from the fixture, once per run.
@Suite struct ServiceStandInTests {
    static let scene = """
        stagehand: 1
        scene: monitor
        dataSources:
          - { id: processes, type: ProcessListDataSource }
          - { id: processCount, type: ProcessCountDataSource }
        views:
          - { id: countLabel, type: Label }
          - id: processTable
            type: Table
            prototype:
              type: Label
              id: pidLabel
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: pidLabel }, properties: { format: "{pid} {name}" } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: processes, view: processTable } }
          - { type: TextBinding, outlets: { dataSource: processCount, view: countLabel }, properties: { format: "{} processes" } }
        """

    struct Played: Sendable {
        var errors: [String]
        var problems: [String]
        var output: String
    }

    /// Plays `script` over the monitor, with the app's service `table` and the fixture
    /// `processes` standing in for it; `made` counts the stand-ins made.
    static func play(_ script: String, files: [String: String], table: any ProcessTable, made: MadeCount) async throws -> Played {
        var all = files
        all["monitor.scene.yaml"] = scene
        all["s.script.yaml"] = script
        let folder = try LiveDataTestSupport.folder(all)
        return await LiveDataTestSupport.onOwnThread {
            let registry = Registry()
            try? registry.register(ProcessListDataSource.self)
            try? registry.register(ProcessCountDataSource.self)
            registry.provide(table, as: (any ProcessTable).self)
            registry.provideStandIn(for: (any ProcessTable).self, fixture: "processes") { value in
                made.count.withLock { $0 += 1 }
                return FixedProcessTable(list: try ValueDecoder().decode([MonitoredProcess].self, from: value))
            }
            let result = ScriptPlayer(registry: registry).play(scriptFile: folder + "/s.script.yaml", options: .init(frames: .final))
            return Played(errors: result.diagnostics.filter { $0.severity == .error }.map(\.formatted),
                          problems: result.runtimeProblems.map(\.message), output: result.output)
        }
    }

    static let machine = FixedProcessTable(list: [MonitoredProcess(pid: 7, name: "the-real-machine")])

    @Test func aFixtureStandsInForTheServiceOfEveryTypeThatReadsIt() async throws {
        let made = MadeCount()
        let played = try await Self.play("""
            scene: monitor.scene.yaml
            size: 30x6
            fixtures: { processes: fixtures/processes.json }
            steps:
              - expect: { view: processTable, rows: 2 }
              - expect: { screen: "1 init" }
              - expect: { screen: "42 stagehand" }
              - expect: { view: countLabel, text: "2 processes" }
            """, files: ["fixtures/processes.json": #"[{"pid": 1, "name": "init"}, {"pid": 42, "name": "stagehand"}]"#],
            table: Self.machine, made: made)
        #expect(played.errors == [])
        #expect(!played.output.contains("the-real-machine"))
        // Both data sources read one stand-in, made once.
        #expect(made.count.withLock { $0 } == 1)
    }

    @Test func withoutTheFixtureTheAppsOwnServiceAnswers() async throws {
        let made = MadeCount()
        let played = try await Self.play("""
            scene: monitor.scene.yaml
            size: 30x6
            steps:
              - expect: { screen: "7 the-real-machine" }
              - expect: { view: countLabel, text: "1 processes" }
            """, files: [:], table: Self.machine, made: made)
        #expect(played.errors == [])
        #expect(made.count.withLock { $0 } == 0)
    }

    @Test func aFixtureThatDoesNotFitIsARuntimeProblemNamingIt() async throws {
        let made = MadeCount()
        let played = try await Self.play("""
            scene: monitor.scene.yaml
            size: 30x6
            fixtures: { processes: fixtures/processes.json }
            steps:
              - snapshot
            """, files: ["fixtures/processes.json": #"[{"pid": "one", "name": "init"}]"#], table: Self.machine, made: made)
        #expect(played.problems.contains { $0.contains("the script's fixture 'processes' cannot stand in for ProcessTable") && $0.contains("ProcessListDataSource was left out") },
                "\(played.problems)")
        #expect(!played.output.contains("the-real-machine"))
    }
}
