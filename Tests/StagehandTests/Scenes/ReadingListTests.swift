import Foundation
import Stagehand
import StagehandConsole
import Testing

/// The reading-list example saves what its script does: played on a copy of its folder, the
/// data file afterwards holds exactly the script's edits, and nothing else is left beside it.
@Suite("Reading list example saves its edits")
struct ReadingListTests {
    @Test func scriptLeavesExactlyItsEditsInTheFile() throws {
        let copy = try Repository.temporaryCopy(of: "Scenes/ReadingList")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let folder = copy + "/Scenes/ReadingList"
        let result = ScriptPlayer().play(scriptFile: folder + "/books.script.yaml")
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.exitStatus == 0)

        let (document, diagnostics) = DocumentLoader.load(contentsOf: folder + "/books.yaml")
        #expect(diagnostics.isEmpty)
        let saved = try #require(document?.root.map(Value.init))
        // Dune removed; Middlemarch edited on the detail scene (author, read); The Left Hand of
        // Darkness marked read from the list; Anathem appended with the `defaults`; the blank
        // title added nothing. The file keeps its own order and key order, not the table's.
        let expected: Value = [
            ["title": "Middlemarch", "author": "Mary Ann Evans", "read": true],
            ["title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "read": true],
            ["title": "Anathem", "read": false],
        ]
        #expect(saved == expected)
        // Key order is part of "a diff shows only what changed".
        let text = try String(contentsOfFile: folder + "/books.yaml", encoding: .utf8)
        #expect(text == """
            - title: Middlemarch
              author: Mary Ann Evans
              read: true
            - title: The Left Hand of Darkness
              author: Ursula K. Le Guin
              read: true
            - title: Anathem
              read: false

            """)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["book.scene.yaml", "books.scene.yaml", "books.script.yaml", "books.yaml"])
    }
}
