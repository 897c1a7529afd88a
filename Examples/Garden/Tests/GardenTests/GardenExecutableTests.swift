import Foundation
import Testing

/// The built `garden` executable: Stagehand's commands with the garden's types, as CI runs them,
/// and the output `Docs/CustomTypes.md` shows of it.
@Suite("The garden executable")
struct GardenExecutableTests {
    /// The executable, or an issue saying to build it.
    static func garden() throws -> String {
        try #require(Command.garden, "build the garden executable first (`swift build` in Examples/Garden)")
    }

    @Test("`garden lint` finds the garden's scenes clean, `garden test` plays every garden script")
    func lintAndTest() throws {
        let garden = try Self.garden()
        let lint = try Command.run(garden, ["lint", "--strict", Garden.scenes])
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        // On a copy: a run keeps what it planted in its own store only, but the scenes stay untouched.
        let copy = try GardenPackage.temporaryCopy(of: Garden.scenes)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let run = try Command.run(garden, ["test", Garden.scenes], in: copy)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let scripts = GardenPackage.files(under: Garden.scenes, endingWith: [".script.yaml"])
        #expect(run.output.hasSuffix("\n\(scripts.count) passed, 0 failed\n"))
    }

    @Test("`garden` is its own tool: its name and version, and manual pages that say what the garden is")
    func ownTool() throws {
        let garden = try Self.garden()
        let version = try Command.run(garden, ["--version"])
        #expect(version.status == 0)
        #expect(version.output == "garden 1.0.0\n")
        let folder = try GardenPackage.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try Command.run(garden, ["--generate-manual", folder + "/man1"])
        #expect(written.status == 0, "\(written.error)")
        let page = try String(contentsOfFile: folder + "/man1/garden.1", encoding: .utf8)
        #expect(page.contains("garden \\- Tend a garden's plants on a text console."))
        #expect(page.contains("\"garden 1.0.0\""))
        let lint = try String(contentsOfFile: folder + "/man1/garden.lint.1", encoding: .utf8)
        // Every diagnostic code ships in the page, said of the garden, not of Stagehand's repository.
        #expect(lint.contains("\\fBunknown\\-type\\fR"))
        #expect(lint.contains("`garden types`"))
        #expect(!lint.contains("`stagehand types`") && !lint.contains("Docs/Diagnostics.md"))
    }

    @Test("`garden --help` prints what Docs/CustomTypes.md shows")
    func helpAsDocumented() throws {
        let docs = GardenPackage.checkout + "/Docs/CustomTypes.md"
        let text = try String(contentsOfFile: docs, encoding: .utf8)
        let fence = "```text output-of: garden --help\n"
        let start = try #require(text.range(of: fence), "Docs/CustomTypes.md shows no `garden --help`")
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let shown = String(text[start.upperBound..<end.lowerBound])
        let help = try Command.run(try Self.garden(), ["--help"])
        #expect(help.status == 0)
        let printed = help.output + help.error
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_DOCS"] == "1", printed != shown {
            try text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: printed)
                .write(toFile: docs, atomically: true, encoding: .utf8)
        }
        #expect(printed == shown, "Docs/CustomTypes.md shows another `garden --help`; rerun with STAGEHAND_UPDATE_DOCS=1")
    }
}
