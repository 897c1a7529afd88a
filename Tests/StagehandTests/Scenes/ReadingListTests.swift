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
        let middlemarch: Value = ["id": "middlemarch", "title": "Middlemarch", "author": "Mary Ann Evans", "read": true]
        let leftHand: Value = ["id": "left-hand", "title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "read": true]
        let anathem: Value = ["title": "Anathem", "read": false]
        let expected = Value.list([middlemarch, leftHand, anathem])
        #expect(saved == expected)
        // Key order is part of "a diff shows only what changed".
        let text = try String(contentsOfFile: folder + "/books.yaml", encoding: .utf8)
        #expect(text == """
            - id: middlemarch
              title: Middlemarch
              author: Mary Ann Evans
              read: true
            - id: left-hand
              title: The Left Hand of Darkness
              author: Ursula K. Le Guin
              read: true
            - title: Anathem
              read: false

            """)
        // The note typed on Middlemarch's scene is saved under its id, beside Dune's.
        let (notesDocument, notesProblems) = DocumentLoader.load(contentsOf: folder + "/notes.yaml")
        #expect(notesProblems.isEmpty)
        let notes = try #require(notesDocument?.root.map(Value.init))
        #expect(notes.value(atSegments: ["notes", "middlemarch"]) == .string("Dorothea's story."))
        #expect(notes.value(atSegments: ["notes", "dune"]) == .string("Reread the appendix on ecology."))
        #expect(notes.value(atPath: "notes")?.mapping?.count == 2)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["book.scene.yaml", "books.scene.yaml", "books.script.yaml", "books.yaml", "notes.yaml"])
    }
}
