import Foundation
import Testing
import Stagehand

/// A scene's commands never let text from a value decide more than one argument: a placeholder
/// alone is a warning before `--` and refused at run time when its value starts with `-`;
/// messages quote commands as a shell would and cut long values.
@Suite("Command safety")
struct CommandSafetyTests {
    /// Lints one scene written to a folder of its own; the codes and messages found.
    static func lint(_ body: String) throws -> [Diagnostic] {
        try TemporaryFiles.withFolder("stagehand-command-lint") { folder in
            let file = try TemporaryFiles.write(RuntimeTestSupport.header + body, to: "test.scene.yaml", in: folder)
            return Linter().lint(paths: [file]).diagnostics
        }
    }

    static func commandScene(_ command: String) -> String {
        """
        dataSources:
          - { id: query, type: StaticDataSource, properties: { value: { name: x } } }
          - { id: found, type: CommandDataSource, properties: { command: \(command), format: lines }, outlets: { input: query } }
        views:
          - { id: text, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: found, view: text } }
        """
    }

    @Test("a placeholder alone after the program, with no -- before it, is placeholder-option", arguments: [
        (#"[echo, "{name}"]"#, 1), (#"[echo, "{}"]"#, 1), (#"[echo, -n, "{name}", "{}"]"#, 2),
        (#"[echo, --, "{name}"]"#, 0), (#"[echo, "--name={name}"]"#, 0), (#"[echo, "x{name}"]"#, 0),
        (#"["{name}"]"#, 0),
    ])
    func placeholderOptionWarning(command: String, count: Int) throws {
        let found = try Self.lint(Self.commandScene(command)).filter { $0.code == .placeholderOption }
        #expect(found.count == count, "\(command): \(found.map(\.formatted))")
        #expect(found.allSatisfy { $0.severity == .warning && $0.message.contains("put '--' before it") })
    }

    @Test("at run time a placeholder alone filled with a value starting with - fails the source instead of running")
    func optionValueRefused() async throws {
        let body = """
            dataSources:
              - { id: query, type: StaticDataSource, properties: { value: "--output=/tmp/owned" } }
              - { id: found, type: CommandDataSource, properties: { command: [echo, "{}"], format: lines }, outlets: { input: query } }
              - { id: safe, type: CommandDataSource, properties: { command: [echo, --, "{}"], format: lines }, outlets: { input: query } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: found, view: text } }
              - { type: TextBinding, outlets: { dataSource: safe, view: text } }
            """
        let seen = await CommandInputTests.withScene(in: "/tmp", body) { scene -> [String] in
            guard let found = scene.objectsByID["found"] as? CommandDataSource,
                let safe = scene.objectsByID["safe"] as? CommandDataSource
            else { return [] }
            scene.work.settle()
            return ["\(found.runCount)", found.state.failureMessage ?? "-", "\(safe.runCount)", safe.value.displayText]
        } ?? []
        #expect(seen.count == 4)
        #expect(seen.first == "0", "the command did not run")
        #expect(seen.dropFirst().first?.contains("placeholder {} was filled with --output=/tmp/owned, which starts with '-' and would be read as an option") == true, "\(seen)")
        #expect(seen.dropFirst(2).first == "1", "after --, the value is an operand and the command runs")
    }

    @Test("a command's program must be there: empty, null or blank is missing-program; a list or mapping for a word is wrong-kind", arguments: [
        ("[\"\"]", DiagnosticCode.missingProgram, "is empty"),
        ("[\" \"]", .missingProgram, "is empty"),
        ("[null]", .missingProgram, "is empty"),
        ("[[sh]]", .wrongKind, "the program in property 'command' of 'out' (CommandDataSource) must be text, not a list"),
        ("[{sh: x}]", .wrongKind, "must be text, not a mapping"),
        ("[echo, {a: b}]", .wrongKind, "an argument in property 'command' of 'out' (CommandDataSource) must be text, not a mapping"),
    ])
    func programThatCannotRun(_ command: String, _ code: DiagnosticCode, _ words: String) throws {
        let found = try Self.lint("dataSources:\n  - { id: out, type: CommandDataSource, properties: { command: \(command) } }\n")
            .filter { $0.severity == .error }
        #expect(found.map(\.code) == [code], "\(found.map(\.formatted))")
        #expect(found.first?.message.contains(words) == true, "\(found.map(\.message))")
        // A number is a word as written.
        #expect(try Self.lint("dataSources:\n  - { id: out, type: CommandDataSource, properties: { command: [echo, 3] } }\n")
            .filter { $0.severity == .error }.isEmpty)
    }

    @Test("messages quote commands as a shell would")
    func shellQuoting() {
        #expect(CommandWords.commandLine(["sh", "count.sh"]) == "sh count.sh")
        #expect(CommandWords.commandLine(["printf", "a b", "it's", "", "$HOME", "x;y"]) == #"printf 'a b' 'it'\''s' '' '$HOME' 'x;y'"#)
        #expect(CommandDataSource.commandLine(["echo", "\"quoted\""]) == #"echo '"quoted"'"#)
    }

    @Test("a 200 KB value gives a short message, its cut marked")
    func longValuesAreCut() throws {
        let huge = String(repeating: "a", count: 200_000)
        let line = CommandDataSource.commandLine(["echo", huge])
        // The cut word holds `…`, so it is quoted.
        #expect(line.count == 5 + CommandWords.longestQuoted + 2)
        #expect(line.hasSuffix("a…'"))
        let diagnostics = try Self.lint("dataSources:\n  - { id: big, type: CommandDataSource, properties: { command: [\(huge)] } }\n")
        let missing = try #require(diagnostics.first { $0.code == .missingProgram })
        #expect(missing.message.count < 400, "\(missing.message.count) characters")
        #expect(missing.message.contains("a…'"))
        #expect(Diagnostic(.commandFailed, huge, at: SourceLocation(file: "f", line: 1, column: 1)).message.count == Diagnostic.longestMessage)
    }

    @Test("a failing command's message is cut when it quotes a long argument")
    func runtimeMessageIsCut() async throws {
        let huge = String(repeating: "b", count: 100_000)
        let body = """
            dataSources:
              - { id: failing, type: CommandDataSource, properties: { command: [sh, -c, "exit 3", \(huge)] } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: failing, view: text } }
            """
        let message = await CommandInputTests.withScene(in: "/tmp", body) { scene -> String in
            scene.work.settle()
            return (scene.objectsByID["failing"] as? CommandDataSource)?.state.failureMessage ?? "-"
        } ?? "-"
        // Quoted as a shell would, with no quotes around the whole: quotes around quotes would
        // read two ways.
        #expect(message.hasPrefix("sh -c 'exit 3' 'bbb"), "\(message.prefix(300))")
        #expect(message.hasSuffix("b…' exited with status 3"))
        #expect(message.count < 400)
    }
}
