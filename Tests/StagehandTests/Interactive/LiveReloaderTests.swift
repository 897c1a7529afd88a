import Foundation
import Stagehand
import Testing
import StagehandConsole

/// Live reload without a terminal: what `run --watch` does after each save.
@Suite struct LiveReloaderTests {
    private static let scene = """
        stagehand: 1
        scene: list
        title: List
        dataSources:
          - id: names
            type: StaticDataSource
            properties: { value: [a, b] }
          - id: numbers
            type: FileDataSource
            properties: { path: numbers.json }
        views:
          - id: count
            type: Label
          - id: total
            type: Label
          - id: go
            type: Button
        bindings:
          - type: TextBinding
            outlets: { dataSource: names, view: count }
            properties: { format: "{count} names" }
          - type: TextBinding
            outlets: { dataSource: numbers, view: total }
            properties: { format: "{count} numbers" }
        segues:
          - { id: next, to: detail.scene.yaml }
        responders:
          - type: SegueResponder
            properties: { segue: next }
            on: [go.tap]

        """

    private func text(_ scene: LiveScene?, _ id: String) -> String? {
        (scene?.objectsByID[id] as? Label)?.text
    }

    /// Saves like an editor: a new file renamed over the old one, so the change is always seen.
    private func save(_ text: String, _ name: String, in folder: String) throws {
        _ = try TemporaryFiles.write(text, to: name + ".new", in: folder)
        _ = rename(folder + "/" + name + ".new", folder + "/" + name)
    }

    @Test func goodSavesReloadKeepingValuesBrokenOnesKeepTheSceneAndReportProblems() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try save(Self.scene, "list.scene.yaml", in: folder)
        try save("[1, 2, 3]", "numbers.json", in: folder)
        try save("stagehand: 1\nscene: detail\n", "detail.scene.yaml", in: folder)
        let stage = Stage(registry: Registry())
        let reloader = LiveReloader(stage: stage, sceneFile: folder + "/list.scene.yaml")
        reloader.start()
        let first = try #require(stage.current)
        #expect(text(first, "count") == "2 names")
        #expect(reloader.poll() == false)

        // The person's work: a new value in a data source whose declaration will not change.
        (first.objectsByID["names"] as? DataSource)?.setValue(["a", "b", "c"])
        #expect(text(first, "count") == "3 names")

        // A good save: the title changes, the value is kept.
        try save(Self.scene.replacingOccurrences(of: "title: List", with: "title: Names"), "list.scene.yaml", in: folder)
        #expect(reloader.poll())
        let second = try #require(stage.current)
        #expect(second !== first)
        #expect(second.title == "Names")
        #expect(text(second, "count") == "3 names")
        #expect(reloader.problems.isEmpty)

        // A saved data file loads again.
        try save("[1, 2, 3, 4]", "numbers.json", in: folder)
        #expect(reloader.poll())
        #expect(text(stage.current, "total") == "4 numbers")
        #expect(text(stage.current, "count") == "3 names")

        // A broken save: the scene keeps running, the problem is kept for the frame.
        try save(Self.scene.replacingOccurrences(of: "type: Button", with: "type: Buton"), "list.scene.yaml", in: folder)
        #expect(reloader.poll())
        #expect(stage.current === second || stage.current?.title == "Names")
        #expect(reloader.problems.map(\.code) == [.unknownType])

        // A broken scene a segue leads to is reported as soon as it is saved.
        try save(Self.scene, "list.scene.yaml", in: folder)
        try save("stagehand: 1\nscene: detail\nviews: [{ type: Lable }]\n", "detail.scene.yaml", in: folder)
        #expect(reloader.poll())
        #expect(reloader.problems.map(\.location.file) == [folder + "/detail.scene.yaml"])
        #expect(stage.current?.title == "List")

        // A changed declaration starts from the new one.
        try save("stagehand: 1\nscene: detail\n", "detail.scene.yaml", in: folder)
        try save(Self.scene.replacingOccurrences(of: "value: [a, b]", with: "value: [x]"), "list.scene.yaml", in: folder)
        #expect(reloader.poll())
        #expect(reloader.problems.isEmpty)
        #expect(text(stage.current, "count") == "1 names")
    }

    @Test func aSceneThatStartsBrokenComesUpOnceFixed() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try save("stagehand: 1\nscene: s\nviews: [{ id: l, type: Lable }]\n", "s.scene.yaml", in: folder)
        let stage = Stage(registry: Registry())
        let reloader = LiveReloader(stage: stage, sceneFile: folder + "/s.scene.yaml")
        reloader.start()
        #expect(stage.current == nil)
        #expect(reloader.problems.count == 1)
        try save("stagehand: 1\nscene: s\nviews: [{ id: l, type: Label, properties: { text: hi } }]\n", "s.scene.yaml", in: folder)
        #expect(reloader.poll())
        #expect(reloader.problems.isEmpty)
        #expect(text(stage.current, "l") == "hi")
    }

    @Test func aSceneASeguePushedReloadsInPlaceWithTheValueItWasPassed() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try save(Self.scene, "list.scene.yaml", in: folder)
        try save("[1]", "numbers.json", in: folder)
        let detail = "stagehand: 1\nscene: detail\ntitle: Detail\ndataSources: [{ id: passed, type: IncomingDataSource }]\nviews: [{ id: shown, type: Label }]\nbindings: [{ type: TextBinding, outlets: { dataSource: passed, view: shown } }]\n"
        try save(detail, "detail.scene.yaml", in: folder)
        let stage = Stage(registry: Registry())
        let reloader = LiveReloader(stage: stage, sceneFile: folder + "/list.scene.yaml")
        reloader.start()
        let list = try #require(stage.current)
        let segue = try #require(list.description.segues.first)
        try stage.perform(segue, value: "Ada", from: list)
        #expect(text(stage.current, "shown") == "Ada")

        try save(detail.replacingOccurrences(of: "title: Detail", with: "title: Person"), "detail.scene.yaml", in: folder)
        #expect(reloader.poll())
        #expect(stage.depth == 2)
        #expect(stage.current?.title == "Person")
        #expect(text(stage.current, "shown") == "Ada")
        #expect(stage.entries.first?.scene === list, "the scene below is untouched")
    }
}
