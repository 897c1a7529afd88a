import Testing
import Stagehand

/// A command written as one string, or as a list whose first item holds the whole command line,
/// gets the list to write instead: from lint, and at run time when the program cannot start.
@Suite("Command list form")
struct CommandListFormTests {
    func errors(_ command: String) -> [String] {
        let body = """
            dataSources:
              - { id: d, type: CommandDataSource, properties: { command: \(command) } }
            views:
              - { id: l, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: d, view: l } }
            """
        let (_, diagnostics) = RuntimeTestSupport.describe(RuntimeTestSupport.header + body, registry: Registry(), file: "/nowhere/test.scene.yaml")
        return diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue): \($0.message)" }
    }

    @Test("one string: the list to write instead")
    func oneString() {
        let found = errors("'sh -c true'")
        #expect(found.count == 1 && found.first?.hasPrefix("invalid-property:") == true
                && found.first?.contains("write [sh, -c, true]") == true, "\(found)")
    }

    @Test("a list whose first item holds the command line: the list to write instead")
    func firstItemWithSpaces() {
        let found = errors("['sh -c true']")
        #expect(found == ["missing-program: program 'sh -c true' is not on PATH; the command is a list, the program then each argument: write [sh, -c, true]"])
    }

    @Test("at run time, a program that cannot start because it holds arguments says so")
    func runTimeHint() {
        #expect(CommandDataSource.listFormHint("ip -j addr") == "; the command is a list, the program then each argument: [ip, -j, addr]")
        #expect(CommandDataSource.listFormHint("ip") == "")
    }
}
