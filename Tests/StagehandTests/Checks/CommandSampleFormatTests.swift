import Foundation
import Testing
import Stagehand

/// A `CommandDataSource`'s `sample` is read in the source's `format`: a CSV sample as CSV, a
/// `columns` sample as columns, so lint checks paths against the mappings the command would give,
/// and a sample that does not read in its format is reported at its line.
@Suite("Command samples in every format")
struct CommandSampleFormatTests {
    /// Every diagnostic of a scene written beside `files`, as `code: message`.
    static func diagnostics(_ body: String, files: [String: String]) throws -> [Diagnostic] {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        for (name, text) in files { try TemporaryFiles.write(text, to: name, in: folder) }
        let file = try TemporaryFiles.write(CheckTestSupport.header + body, to: "test.scene.yaml", in: folder)
        return Linter(registry: Registry()).lintScene(source: CheckTestSupport.header + body, file: file)
    }

    static func scene(format: String, sample: String, rowFormat: String) -> String {
        """
        dataSources:
          - { id: procs, type: CommandDataSource, properties: { command: [sh, run.sh], format: \(format), sample: \(sample) } }
        views:
          - id: list
            type: Table
            prototype:
              id: row
              type: Label
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: row }, properties: { format: "\(rowFormat)" } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: procs, view: list } }
        """
    }

    static let samples: [String: String] = [
        "ps.txt": "USER  PID %CPU COMMAND\nroot    1  0.0 /sbin/init splash\n",
        "pip.csv": "name,version\npip,24.0\n",
        "pip.tsv": "name\tversion\npip\t24.0\n",
        "pods.jsonl": "{\"name\": \"web\", \"phase\": \"Running\"}\n{\"name\": \"db\", \"phase\": \"Pending\"}\n",
        "run.sh": "true",
    ]

    @Test("paths are checked against the sample read in its format", arguments: [
        ("columns", "ps.txt", "{PID} {COMMAND}", "{PID} {COMAND}", "COMMAND"),
        ("csv", "pip.csv", "{name} {version}", "{name} {vesion}", "version"),
        ("tsv", "pip.tsv", "{name} {version}", "{name} {vesion}", "version"),
        ("jsonl", "pods.jsonl", "{name} {phase}", "{name} {phse}", "phase"),
    ])
    func pathsChecked(_ format: String, _ sample: String, _ good: String, _ bad: String, _ suggestion: String) throws {
        let clean = try Self.diagnostics(Self.scene(format: format, sample: sample, rowFormat: good), files: Self.samples)
        #expect(clean.filter { $0.severity == .error || $0.code == .pathNotInData } == [], "\(clean.map(\.message))")
        let found = try Self.diagnostics(Self.scene(format: format, sample: sample, rowFormat: bad), files: Self.samples)
        let warning = found.first { $0.code == .pathNotInData }
        #expect(warning?.message.contains("did you mean '\(suggestion)'?") == true, "\(found.map(\.message))")
        #expect(!found.contains { $0.code == .invalidDataFile })
    }

    @Test("a sample that does not read in its format is an error naming its line")
    func badSample() throws {
        let found = try Self.diagnostics(Self.scene(format: "csv", sample: "bad.csv", rowFormat: "{a}"),
                                         files: ["bad.csv": "a,b\n1,2\n3,\"4\n", "run.sh": "true"])
        let error = try #require(found.first { $0.code == .invalidDataFile })
        #expect(error.message.contains("never closes"))
        #expect(error.notes.first?.location?.line == 3)
    }

    @Test("a text sample is a string: a path into it cannot exist")
    func textSample() throws {
        let found = try Self.diagnostics("""
            dataSources:
              - { id: show, type: CommandDataSource, properties: { command: [sh, run.sh], format: text, sample: show.txt } }
            views:
              - { id: l, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: show, view: l }, properties: { path: name } }
            """, files: ["show.txt": "Name: pip\nVersion: 24.0\n", "run.sh": "true"])
        #expect(found.contains { $0.code == .pathNotInData }, "\(found.map(\.message))")
        #expect(!found.contains { $0.severity == .error }, "\(found.map(\.message))")
    }
}
