import Foundation
import Testing
import StagehandCLI

/// The line that plays a script headless is read without the argument parser, and means the same
/// as when the parser reads it; every other line is left to the parser.
@Suite struct ScriptRunRequestTests {
    @Test(arguments: [
        ["run", "--script", "a.script.yaml"],
        ["run", "a.scene.yaml", "--script", "a.script.yaml"],
        ["run", "--script", "a.script.yaml", "a.scene.yaml", "-q"],
        ["run", "--quiet", "--strict", "--no-commands", "--script", "with space.script.yaml"],
    ])
    func plainLinesMeanWhatTheParserReads(_ line: [String]) throws {
        let plain = try #require(ScriptRunRequest.plain(line))
        let parsed = try #require(try StagehandCommand.parseAsRoot(line) as? RunCommand)
        let request = try #require(parsed.scriptRequest)
        #expect(!parsed.watch && parsed.record == nil && !parsed.screenReader)
        #expect(plain.scene == request.scene && plain.script == request.script)
        #expect(plain.size == request.size && plain.theme == request.theme)
        #expect(plain.frames == request.frames && plain.color == request.color)
        #expect(plain.quiet == request.quiet && plain.strict == request.strict && plain.noCommands == request.noCommands)
        #expect(plain.limits == request.limits)
    }

    @Test(arguments: [
        ["run"],
        ["run", "a.scene.yaml"],
        ["run", "--script"],
        ["run", "--script", "--quiet"],
        ["run", "--script", "a.script.yaml", "--script", "b.script.yaml"],
        ["run", "--script=a.script.yaml"],
        ["run", "--script", "a.script.yaml", "--frames", "each"],
        ["run", "--script", "a.script.yaml", "--size", "40x10"],
        ["run", "--script", "a.script.yaml", "--watch"],
        ["run", "--script", "a.script.yaml", "-q", "-q"],
        ["run", "--script", "a.script.yaml", "a.scene.yaml", "b.scene.yaml"],
        ["run", "--script", "a.script.yaml", "--", "-odd.scene.yaml"],
        ["run", "--script", "a.script.yaml", "-h"],
        ["run", "--script", "a.script.yaml", "help"],
        ["run", "--script", ""],
        ["test", "--script", "a.script.yaml"],
        ["lint", "a.scene.yaml"],
        [],
    ])
    func everyOtherLineIsLeftToTheParser(_ line: [String]) {
        #expect(ScriptRunRequest.plain(line) == nil)
    }

    /// The built executable prints the same frames and problems, and exits the same, whether it
    /// reads the line itself or the parser does (`--frames final`, the default, sends the line
    /// to the parser).
    @Test func theExecutablePlaysAlikeEitherWay() throws {
        let folder = try CLIHabitsTests.project()
        defer { TemporaryFiles.remove(folder) }
        for line in [["run", "--script", "todo.script.yaml"], ["run", "--quiet", "Broken/todo.scene.yaml", "--script", "todo.script.yaml"]] {
            #expect(ScriptRunRequest.plain(line) != nil)
            let plain = try CLIHabitsTests.run(line, in: folder)
            let parsed = try CLIHabitsTests.run(line + ["--frames", "final"], in: folder)
            #expect(plain.output == parsed.output)
            #expect(plain.error == parsed.error)
            #expect(plain.status == parsed.status)
        }
    }
}
