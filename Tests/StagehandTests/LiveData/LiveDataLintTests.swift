import Testing
import Stagehand

/// What lint says about live data without running anything: programs that do not exist, a
/// condition that tests both a path and a state, choices of `format` and `state`.
@Suite("Live data lint")
struct LiveDataLintTests {
    func check(_ body: String, file: String = "/nowhere/test.scene.yaml") -> [String] {
        let (_, diagnostics) = RuntimeTestSupport.describe(RuntimeTestSupport.header + body, registry: Registry(), file: file)
        return diagnostics.filter { $0.severity == .error }.map { "\($0.runtimePos) \($0.code.rawValue): \($0.message)" }
    }

    static let label = """
        views:
          - { id: l, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: d, view: l } }
        """

    @Test("a program on PATH is fine; one that is nowhere is reported at the program")
    func programOnPath() {
        #expect(check("dataSources:\n  - { id: d, type: CommandDataSource, properties: { command: [sh, x.sh] } }\n" + Self.label) == [])
        #expect(check("dataSources:\n  - { id: d, type: CommandDataSource, properties: { command: [no-such-tool-anywhere] } }\n" + Self.label)
            == ["4:63 missing-program: program 'no-such-tool-anywhere' is not on PATH"])
    }

    @Test("a path with a slash is relative to the scene, and lint never runs it")
    func programBesideScene() async throws {
        let folder = try LiveDataTestSupport.folder(["tool.sh": "#!/bin/sh\necho ran >> ran.log\necho '{}'\n"])
        defer { TemporaryFiles.remove(folder) }
        let scene = folder + "/test.scene.yaml"
        #expect(check("dataSources:\n  - { id: d, type: CommandDataSource, properties: { command: [./tool.sh] } }\n" + Self.label, file: scene) == [])
        #expect(check("dataSources:\n  - { id: d, type: CommandDataSource, properties: { command: [./gone.sh] } }\n" + Self.label, file: scene)
            == ["4:63 missing-program: program './gone.sh' does not exist; a path with a '/' is relative to the scene file"])
        #expect(check("dataSources:\n  - { id: d, type: CommandDataSource, properties: { command: [tool.sh] } }\n" + Self.label, file: scene)
            == ["4:63 missing-program: program 'tool.sh' is not on PATH; it is beside the scene: write './tool.sh', or run it with its interpreter, e.g. [sh, tool.sh]"])
        #expect(LiveDataTestSupport.lineCount(folder + "/ran.log") == 0)
    }

    @Test("an empty command and an unknown format are reported")
    func emptyAndFormat() {
        #expect(check("dataSources:\n  - { id: d, type: CommandDataSource, properties: { command: [], format: xml } }\n" + Self.label)
            == ["4:62 invalid-property: property 'command' of 'd' (CommandDataSource) is empty; give the program, then its arguments",
                "4:74 invalid-property: property 'format' takes one of 'json', 'yaml', 'lines', 'text', 'jsonl', 'csv', 'tsv', 'columns', not 'xml'"])
    }

    @Test("a condition takes a path or a state, not both; the state is one of three")
    func conditionState() {
        let source = "dataSources:\n  - { id: d, type: StaticDataSource, properties: { value: 1 } }\nviews:\n  - { id: l, type: Label }\nbindings:\n"
        #expect(check(source + "  - { type: HiddenBinding, outlets: { dataSource: d, view: l }, properties: { state: loading } }") == [])
        #expect(check(source + "  - { type: HiddenBinding, outlets: { dataSource: d, view: l }, properties: { path: a, state: loading } }")
            == ["8:95 conflicting-properties: a HiddenBinding sets both 'path' and 'state'; 'state' tests the data source's state, 'path' its value: keep one"])
        #expect(check(source + "  - { type: EnabledBinding, outlets: { dataSource: d, view: l }, properties: { state: busy } }")
            == ["8:87 invalid-property: property 'state' takes one of 'ready', 'loading', 'failed', not 'busy'"])
    }
}
