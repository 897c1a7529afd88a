import Testing
import StagehandCLI

/// The lint line an editor or a hook runs is read without the argument parser, and means the
/// same as when the parser reads it; every other line is left to the parser.
@Suite struct LintRequestTests {
    @Test(arguments: [
        ["lint", "a.scene.yaml"],
        ["lint", "--strict", "Scenes", "b.script.yaml"],
        ["lint", "a.scene.yaml", "--strict", "with space.scene.yaml"],
    ])
    func plainLinesMeanWhatTheParserReads(_ line: [String]) throws {
        let plain = try #require(LintRequest.plain(line))
        let parsed = try #require(try StagehandCommand.parseAsRoot(line) as? LintCommand)
        #expect(plain.paths == parsed.paths)
        #expect(plain.strict == parsed.strict)
        #expect(plain.format == parsed.format)
        #expect(plain.jobs == parsed.jobs && plain.maxWarnings == parsed.maxWarnings)
        #expect(plain.color == parsed.color)
        #expect(plain.limits == parsed.limitOptions.limits)
    }

    @Test(arguments: [
        ["lint"],
        ["lint", "--strict"],
        ["lint", "--format", "json", "a.scene.yaml"],
        ["lint", "--jobs=2", "a.scene.yaml"],
        ["lint", "-h"],
        ["lint", "help"],
        ["lint", "--", "-odd.scene.yaml"],
        ["lint", ""],
        ["run", "a.scene.yaml"],
        ["format", "a.scene.yaml"],
        [],
    ])
    func everyOtherLineIsLeftToTheParser(_ line: [String]) {
        #expect(LintRequest.plain(line) == nil)
    }
}
