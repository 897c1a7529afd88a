import Foundation
import Testing

import Stagehand
import StagehandConsole

/// What `run --screen-reader` says, key by key, without a terminal: the announcer on a stage
/// that the same key router moves.
@Suite("Screen reader: what is said")
struct ScreenReaderAnnouncerTests {
    static let size = TerminalSize(columns: 60, rows: 20)

    /// The people example on a stage, commands off.
    static func stage() throws -> Stage {
        let stage = Stage(registry: Registry())
        stage.sceneOptions.allowsCommands = false
        _ = stage.start(sceneFile: Repository.path("Scenes/people.scene.yaml"))
        _ = try #require(stage.current)
        return stage
    }

    @Test("arrival says the title and the focus; keys say the new focus, changes, a pushed scene and the way back")
    func aSessionSaid() throws {
        let stage = try Self.stage()
        defer { stage.close() }
        var announcer = ScreenReaderAnnouncer()
        var said: [String] = []
        func press(_ keys: Key...) {
            for key in keys { KeyRouter(stage: stage).press(key) }
            said += announcer.lines(for: stage, size: Self.size)
        }
        said += announcer.lines(for: stage, size: Self.size)
        #expect(said == ["scene: People", "focus: textInput nameField: empty, Full name"])
        // Nothing changed, nothing said.
        #expect(announcer.lines(for: stage, size: Self.size).isEmpty)
        said = []
        press(.character("A"))
        press(.character("d"))
        #expect(said == ["nameField: A", "nameField: Ad"])
        said = []
        press(.named(.tab))
        #expect(said == ["focus: button addButton: Add"])
        said = []
        press(.named(.tab))
        #expect(said == ["focus: table peopleTable: 4 rows, row 1 of 4, Alan Turing, London"])
        said = []
        press(.named(.down))
        #expect(said == ["peopleTable: 4 rows, row 2 of 4, Edsger Dijkstra, Rotterdam"])
        said = []
        press(.named(.enter))
        #expect(said.first == "scene: Person")
        #expect(said.contains("focus: button backButton: Back"), "\(said)")
        said = []
        press(.named(.escape))
        #expect(said.first == "scene: People", "\(said)")
        #expect(said.contains { $0.hasPrefix("focus: table peopleTable: 4 rows, row 2 of 4, Edsger Dijkstra, Rotterdam, selected") }, "\(said)")
    }

    @Test("lines hold no escape and no line break from the scene's text")
    func sceneTextIsOneLine() throws {
        let folder = try TemporaryFiles.folder("stagehand-reader")
        defer { TemporaryFiles.remove(folder) }
        let scene = folder + "/hostile.scene.yaml"
        try """
            stagehand: 1
            scene: hostile
            title: "Evil\\e]0;pwned\\u0007 title"
            views:
              - id: field
                type: TextField
                properties: { placeholder: "two\\nlines" }
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let stage = Stage(registry: Registry())
        defer { stage.close() }
        _ = stage.start(sceneFile: scene)
        var announcer = ScreenReaderAnnouncer()
        let said = announcer.lines(for: stage, size: Self.size)
        #expect(said == [#"scene: Evil\e]0;pwned\u{07} title"#, #"focus: textInput field: empty, two\nlines"#])
    }
}
