import Foundation
import Stagehand
import StagehandConsole
import Testing

/// Golden frames of a table keeping its place: a section header pinned above rows scrolled into
/// the middle of its section, and the chosen row staying on its item, on the same line, when an
/// item is inserted above it. Set `STAGEHAND_UPDATE_GOLDENS=1` to rewrite after a deliberate change.
@Suite struct TablePlaceGoldenTests {
    @Test func pinnedHeaderAndCursorKeptAcrossAnInsertAbove() throws {
        let script = Repository.path("Tests/StagehandTests/Fixtures/Valid/tables/keep-place.script.yaml")
        let result = ScriptPlayer().play(scriptFile: script, options: .init(frames: .final, strict: true))
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.runtimeProblems.map(\.formatted) == [])
        let frames = Repository.relativize(result.output)
        let golden = Repository.path("Tests/StagehandTests/Goldens/table-keep-place.frames.txt")
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDENS"] == "1" {
            try frames.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(frames == (try String(contentsOfFile: golden, encoding: .utf8)))
        // What the golden shows, said in words: the pinned header, then Robin on the same line.
        let snapshots = frames.components(separatedBy: "── step ").dropFirst().map { $0.split(separator: "\n").map(String.init) }
        #expect(snapshots.count == 2)
        // Rows lie above the pinned header: its leading rule is the table's `▲`.
        for lines in snapshots { #expect(lines.count > 7 && lines[3].contains("▲ Thrushes ─")) }
        #expect(snapshots.map { $0.firstIndex { $0.contains("Robin") } } == [7, 7])
    }
}
