import Testing
import StagehandCLI

/// Long lists of scene files reach the commands in order, whatever options stand among them,
/// while the argument parser sees one placeholder per run.
@Suite struct PathRunsTests {
    @Test func runsOfSceneFilesBecomeOnePlaceholderEach() {
        var runs = PathRuns()
        let parsed = runs.extract(from: ["lint", "a.scene.yaml", "b.scene.yaml", "--strict", "Scenes", "c.script.yaml", "d.scene.json"])
        #expect(parsed.count == 5)
        #expect(parsed[0] == "lint")
        #expect(parsed[2] == "--strict")
        #expect(parsed[3] == "Scenes")
        #expect(runs.expand(Array(parsed.dropFirst()).filter { $0 != "--strict" })
            == ["a.scene.yaml", "b.scene.yaml", "Scenes", "c.script.yaml", "d.scene.json"])
    }

    @Test func theWordAfterAnOptionStaysWithTheParser() {
        var runs = PathRuns()
        let parsed = runs.extract(from: ["lint", "--explain", "x.scene.yaml", "y.scene.yaml", "z.scene.yaml"])
        #expect(parsed[1] == "--explain")
        #expect(parsed[2] == "x.scene.yaml")
        #expect(runs.expand([parsed[3]]) == ["y.scene.yaml", "z.scene.yaml"])
        #expect(runs.extract(from: ["lint", "--format=json", "p.scene.yaml", "q.scene.yaml"]).count == 3)
    }

    @Test func otherCommandsAndLoneNamesAreLeftAlone() {
        var runs = PathRuns()
        let run = ["run", "a.scene.yaml", "b.scene.yaml"]
        #expect(runs.extract(from: run) == run)
        #expect(runs.extract(from: ["lint", "only.scene.yaml"]) == ["lint", "only.scene.yaml"])
        #expect(runs.expand(["only.scene.yaml"]) == ["only.scene.yaml"])
    }

    @Test func tenThousandPathsParseAndExpandInOrder() throws {
        var runs = PathRuns()
        let names = (0..<10_000).map { "s\($0).scene.yaml" }
        let parsed = runs.extract(from: ["lint", "--jobs", "2"] + names)
        let command = try #require(try StagehandCommand.parseAsRoot(parsed) as? LintCommand)
        #expect(runs.expand(command.paths) == names)
    }
}
