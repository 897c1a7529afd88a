import Foundation
import Testing
import Stagehand

/// What a command that prints nothing holds (`empty`, or its format's own empty value), and `env`
/// added to the environment the command inherits, its placeholders filled from the input.
@Suite("Command empty output and environment")
struct CommandEmptyAndEnvTests {
    /// The value and state of data source `id` once the scene's first runs have settled.
    static func settled(_ body: String, files: [String: String] = [:], id: String = "out") async throws -> (Value, DataSourceState)? {
        let folder = try LiveDataTestSupport.folder(files)
        defer { TemporaryFiles.remove(folder) }
        return await CommandInputTests.withScene(in: folder, body) { scene -> (Value, DataSourceState) in
            scene.work.settle()
            guard let source = scene.objectsByID[id] as? DataSource else { return (.null, .failed("no data source '\(id)'")) }
            return (source.value, source.state)
        }
    }

    @Test("a command that prints nothing holds empty as written, whatever its format", arguments: ["json", "yaml", "lines", "csv", "text"])
    func emptyHeld(_ format: String) async throws {
        let found = try await Self.settled("""
            dataSources:
              - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "exit 0"], format: \(format), empty: [] } }
            """)
        #expect(found?.0 == .list([]))
        #expect(found?.1 == .ready)
    }

    @Test("empty written as null is set: blank output holds null, JSON and YAML included", arguments: ["json", "yaml", "lines"])
    func emptyNullHeld(_ format: String) async throws {
        for written in ["null", "~"] {
            let found = try await Self.settled("""
                dataSources:
                  - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "exit 0"], format: \(format), empty: \(written) } }
                """)
            #expect(found?.0 == .null, "\(format), empty: \(written)")
            #expect(found?.1 == .ready, "\(format), empty: \(written)")
        }
    }

    @Test("the finding: a search that matches nothing replaces the old results with the empty value")
    func emptyReplacesOldResults() async throws {
        let folder = try LiveDataTestSupport.folder(["grep.sh": "#!/bin/sh\n[ \"$1\" = none ] || printf '[\"a\", \"b\"]'\n"])
        defer { TemporaryFiles.remove(folder) }
        let body = """
            dataSources:
              - { id: query, type: StaticDataSource, properties: { value: some } }
              - { id: out, type: CommandDataSource, properties: { command: [sh, grep.sh, "{}"], empty: [] }, outlets: { input: query } }
            views:
              - { id: count, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: out, view: count }, properties: { format: "{count} match" } }
            """
        let seen = await CommandInputTests.withScene(in: folder, body) { scene -> [String] in
            guard let query = scene.objectsByID["query"] as? DataSource, let out = scene.objectsByID["out"] as? DataSource else { return [] }
            scene.work.settle()
            let before = out.value.displayText
            query.setValue("none")
            scene.work.settle()
            return [before, out.value.displayText, "\(out.state)"]
        }
        #expect(seen?.count == 3)
        #expect(seen?[1] == Value.list([]).displayText)
        #expect(seen?[2] == "\(DataSourceState.ready)")
        #expect(seen?[0] != seen?[1])
    }

    @Test("without empty, blank output is an empty list, an empty string for text, and fails JSON")
    func defaults() async throws {
        let lines = try await Self.settled("""
            dataSources:
              - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "printf '  \\\\n'"], format: columns } }
            """)
        #expect(lines?.0 == .list([]))
        let text = try await Self.settled("""
            dataSources:
              - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "exit 0"], format: text } }
            """)
        #expect(text?.0 == .string(""))
        let json = try await Self.settled("""
            dataSources:
              - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "exit 0"] } }
            """)
        guard case .failed(let message)? = json?.1 else {
            Issue.record("blank JSON output did not fail: \(String(describing: json))")
            return
        }
        #expect(message.contains("printed nothing, not JSON"))
    }

    @Test("env adds to the inherited environment, its placeholders filled from the input")
    func environment() async throws {
        let body = """
            dataSources:
              - { id: who, type: StaticDataSource, properties: { value: { name: "Ada Lovelace" } } }
              - id: out
                type: CommandDataSource
                properties:
                  command: [sh, -c, "printf '%s|%s|%s' \\"$GREETING\\" \\"$WHO\\" \\"${HOME:+home}\\""]
                  format: text
                  env: { GREETING: hello, WHO: "{name}" }
                outlets: { input: who }
            """
        let found = try await Self.settled(body)
        #expect(found?.0 == .string("hello|Ada Lovelace|home"))
    }

    @Test("an env placeholder the input cannot fill fails the source, naming it")
    func environmentMissing() async throws {
        let body = """
            dataSources:
              - { id: who, type: StaticDataSource, properties: { value: { name: Ada } } }
              - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "true"], format: text, env: { WHO: "{age}" } }, outlets: { input: who } }
            """
        let found = try await Self.settled(body)
        guard case .failed(let message)? = found?.1 else {
            Issue.record("did not fail: \(String(describing: found))")
            return
        }
        #expect(message.contains("{age}") && message.contains("env"))
    }

    @Test("a malformed row fails the source with the line of the output")
    func malformedRowFails() async throws {
        let found = try await Self.settled("""
            dataSources:
              - { id: out, type: CommandDataSource, properties: { command: [sh, -c, "printf 'a,b\\\\n1,2\\\\n3\\\\n'"], format: csv } }
            """)
        guard case .failed(let message)? = found?.1 else {
            Issue.record("did not fail: \(String(describing: found))")
            return
        }
        #expect(message.contains("not CSV (line 3 has 1 fields"), "\(message)")
    }
}
