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

    /// A stage showing `views` of a scene written to a temporary folder; the folder to remove.
    static func stage(views: String) throws -> (Stage, String) {
        let folder = try TemporaryFiles.folder("stagehand-reader")
        let scene = folder + "/s.scene.yaml"
        try ("stagehand: 1\nscene: s\ntitle: S\nviews:\n" + views).write(toFile: scene, atomically: true, encoding: .utf8)
        let stage = Stage(registry: Registry())
        _ = stage.start(sceneFile: scene)
        return (stage, folder)
    }

    @Test("switching tabs says the page shown, by its title")
    func tabsSayTheirPage() throws {
        let (stage, folder) = try Self.stage(views: """
              - id: tabs
                type: Tabs
                children:
                  - { type: Tab, properties: { title: One } }
                  - { type: Tab, properties: { title: Two } }
            """)
        defer { stage.close(); TemporaryFiles.remove(folder) }
        var announcer = ScreenReaderAnnouncer()
        #expect(announcer.lines(for: stage, size: Self.size) == ["scene: S", "focus: tabs tabs: 2 pages, page 1 of 2, One"])
        KeyRouter(stage: stage).press(.named(.right))
        #expect(announcer.lines(for: stage, size: Self.size) == ["tabs: 2 pages, page 2 of 2, Two"])
    }

    @Test("moving through a radio group's options or a select's open list says the option Enter would choose")
    func choicesSayTheMarkedOption() throws {
        let (stage, folder) = try Self.stage(views: """
              - { id: size, type: RadioGroup, properties: { options: [Small, Large] } }
              - { id: pick, type: Select, properties: { options: [Apple, Banana, Cherry] } }
            """)
        defer { stage.close(); TemporaryFiles.remove(folder) }
        var announcer = ScreenReaderAnnouncer()
        func press(_ key: Key) -> [String] {
            KeyRouter(stage: stage).press(key)
            return announcer.lines(for: stage, size: Self.size)
        }
        #expect(announcer.lines(for: stage, size: Self.size) == ["scene: S", "focus: choice size: nothing chosen, option 1 of 2, Small"])
        #expect(press(.named(.down)) == ["size: nothing chosen, option 2 of 2, Large"])
        #expect(press(.character(" ")) == ["size: Large, option 2 of 2, Large"])
        #expect(press(.named(.tab)) == ["focus: choice pick: nothing chosen"])
        #expect(press(.named(.enter)) == ["pick: nothing chosen, open, Apple"])
        #expect(press(.named(.down)) == ["pick: nothing chosen, open, Banana"])
        #expect(press(.character("x")) == ["pick: nothing chosen, open, no match"])
        #expect(press(.named(.escape)) == ["pick: nothing chosen"])
    }
}
