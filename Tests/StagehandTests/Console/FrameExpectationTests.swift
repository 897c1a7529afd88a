import Foundation
import Testing
import Stagehand
import StagehandConsole

/// `expect: { frame: FILE }`: the whole frame equals a golden file beside the script; a mismatch
/// shows only the rows that differ, a missing file says so, and `updatesFrames` writes the file.
@Suite struct FrameExpectationTests {
    /// A temporary copy of the test runner's suite fixture (the counter scene and its scripts).
    private final class Suite {
        let root: String
        var folder: String { root + "/Tests/StagehandTests/Fixtures/TestRunner/Suite" }
        init() throws { root = try Repository.temporaryCopy(of: "Tests/StagehandTests/Fixtures/TestRunner/Suite") }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        var frameFile: String { folder + "/frames/empty.txt" }

        func play(updating: Bool = false) -> ScriptPlayer.Result {
            var options = ScriptPlayer.Options()
            options.updatesFrames = updating
            return ScriptPlayer().play(scriptFile: folder + "/golden.script.yaml", options: options)
        }
    }

    @Test func aMatchingFramePasses() throws {
        let suite = try Suite()
        let result = suite.play()
        #expect(result.exitStatus == 0, "\(result.diagnostics.map(\.formatted))")
        #expect(result.framesWritten.isEmpty)
    }

    @Test func trailingSpacesCarriageReturnsAndFinalBlankLinesDoNotCount() throws {
        let suite = try Suite()
        let golden = try String(contentsOfFile: suite.frameFile, encoding: .utf8)
        let edited = golden.split(separator: "\n").map { $0 + "   \r" }.joined(separator: "\n") + "\n\n\n"
        try edited.write(toFile: suite.frameFile, atomically: true, encoding: .utf8)
        #expect(suite.play().exitStatus == 0)
    }

    @Test func aMismatchShowsOnlyTheChangedRowsWithTheirColumns() throws {
        let suite = try Suite()
        let golden = try String(contentsOfFile: suite.frameFile, encoding: .utf8)
        try golden.replacingOccurrences(of: "no names", with: "no nam3s").write(toFile: suite.frameFile, atomically: true, encoding: .utf8)
        let result = suite.play()
        #expect(result.exitStatus == 1)
        let failure = try #require(result.diagnostics.first)
        #expect(failure.code == .expectationFailed)
        #expect(failure.message == "expected the frame to equal 'frames/empty.txt', but 1 row differs")
        #expect(failure.location.line == 4 && failure.location.column == 22)
        let note = try #require(failure.notes.first).message
        #expect(note == """
            the frame and the file have 5 rows: 1 row changed
                  │file     │frame
            row 5 │ no nam3s│ no names
                  │         │       ^
            """)
        // Not both frames whole: the rows that match are not repeated.
        #expect(!note.contains("[ Add ]"))
    }

    @Test func aMissingFrameFileFailsAndSaysSo() throws {
        let suite = try Suite()
        try FileManager.default.removeItem(atPath: suite.frameFile)
        let result = suite.play()
        #expect(result.exitStatus == 1)
        let failure = try #require(result.diagnostics.first)
        #expect(failure.message.contains("frame file 'frames/empty.txt' does not exist"))
        #expect(failure.location.line == 4)
    }

    @Test func updatingWritesAMissingOrDifferentFileAndThenItMatches() throws {
        let suite = try Suite()
        let golden = try String(contentsOfFile: suite.frameFile, encoding: .utf8)
        try FileManager.default.removeItem(atPath: suite.folder + "/frames")
        let written = suite.play(updating: true)
        #expect(written.exitStatus == 0)
        #expect(written.framesWritten == [suite.frameFile])
        #expect(try String(contentsOfFile: suite.frameFile, encoding: .utf8) == golden)

        try "something else\n".write(toFile: suite.frameFile, atomically: true, encoding: .utf8)
        #expect(suite.play(updating: true).framesWritten == [suite.frameFile])
        #expect(try String(contentsOfFile: suite.frameFile, encoding: .utf8) == golden)
        // An up-to-date file is left alone.
        #expect(suite.play(updating: true).framesWritten.isEmpty)
        #expect(suite.play().exitStatus == 0)
    }

    @Test func columnsAreGroupedIntoRanges() {
        #expect(FrameDiff.columnsText([4]) == "column 4")
        #expect(FrameDiff.columnsText([3, 4]) == "columns 3-4")
        #expect(FrameDiff.columnsText([1, 5, 6, 7]) == "columns 1, 5-7")
        let diff = FrameDiff(expected: ["a", "same", "abc"], actual: ["a", "same", "abd", "extra"])
        #expect(diff.rows.map(\.number) == [3, 4])
        #expect(diff.rows[1].expected == nil)
    }

    @Test func aRowInsertedAtTheTopIsOneNewRowNotEveryRowBelowChanged() {
        let file = ["Title", "", "one", "two", "three", "", "", "", "! failed"]
        let frame = ["Title", "", "", "one", "two", "three", "", "", "ok"]
        let diff = FrameDiff(expected: file, actual: frame, statusRow: 9)
        #expect(diff.text == """
            the frame and the file have 9 rows: 1 row changed, 1 new in the frame, 1 only in the file
            the status line changed: the file shows "! failed", the frame "ok"
                       │file             │frame
            row 3      │(not in the file)│(blank)
            file row 8 │(blank)          │(not in the frame)
            row 9      │! failed         │ok
                       │                 │^^^^^^^^
            """)
    }

    @Test func aFileRowPushedOntoTheStatusLinesRowIsNotTheStatusLine() {
        // The file has a blank row too many near the top: its last row sits where the frame's
        // status line is, but it is the frame's row 5, changed; the status line is blank in both.
        let file = ["Names", "", "───", " ▸[Name]", "  [ Add ]", " no nam3s"]
        let frame = ["Names", "───", " ▸[Name]", "  [ Add ]", " no names"]
        let diff = FrameDiff(expected: file, actual: frame, statusRow: 6)
        #expect(diff.text == """
            the frame has 5 rows, the file 6: 1 row changed, 1 only in the file
                       │file     │frame
            file row 2 │(blank)  │(not in the frame)
            row 5      │ no nam3s│ no names
                       │         │       ^
            """)
        // A status line only the file shows is still said.
        let status = FrameDiff(expected: ["Names", "", "", "", "", "! failed"], actual: ["Names"], statusRow: 6)
        #expect(status.text.contains("the status line changed: the file shows \"! failed\", the frame nothing"), "\(status.text)")
    }

    @Test func lintAcceptsTheFrameKey() throws {
        let suite = try Suite()
        let report = Linter(registry: Registry()).lint(paths: [suite.folder + "/golden.script.yaml"])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        let decoded = ScriptDecoder.decode(try #require(DocumentLoader.load(contentsOf: suite.folder + "/golden.script.yaml").document))
        guard case .expect(let expectation) = try #require(decoded.script.steps.first).action else {
            Issue.record("the step is not an expect step")
            return
        }
        #expect(expectation.frame?.value == "frames/empty.txt")
    }
}
