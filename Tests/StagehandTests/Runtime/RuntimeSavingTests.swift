import Foundation
import Testing
import Stagehand

/// `FileDataSource` with `save: true` writes each new value back in the file's own format,
/// atomically; a failed write is reported and retried; scenes sharing a file see one value;
/// `watch: true` reloads outside changes and keeps the last good value of a broken file.
@Suite(.serialized) struct RuntimeSavingTests {
    static func listScene(_ file: String, flags: String = "save: true") -> String {
        """
        dataSources:
          - { id: items, type: FileDataSource, properties: { path: \(file), \(flags) } }
        views: [{ id: count, type: Label }]
        bindings:
          - { type: TextBinding, outlets: { dataSource: items, view: count }, properties: { format: "{count}" } }
        """
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func folderListing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func yamlStaysYamlAndJSONStaysJSONWithKeysInOrder() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("- name: Ada\n  city: London\n- name: Grace\n  city: New York\n", to: "people.yaml", in: folder)
        try TemporaryFiles.write("{\n  \"zeta\": 1,\n  \"alpha\": [true, null]\n}\n", to: "settings.json", in: folder)
        let yamlScene = try RuntimeTestSupport.scene(Self.listScene("people.yaml"), file: folder + "/a.scene.yaml")
        let jsonScene = try RuntimeTestSupport.scene(Self.listScene("settings.json"), file: folder + "/b.scene.yaml")
        try yamlScene.object("items", as: DataSource.self).replace(at: "1.city", with: "Arlington")
        try jsonScene.object("items", as: DataSource.self).replace(at: "alpha.1", with: 2.5)
        #expect(try read(folder + "/people.yaml") == "- name: Ada\n  city: London\n- name: Grace\n  city: Arlington\n")
        #expect(try read(folder + "/settings.json") == "{\n  \"zeta\": 1,\n  \"alpha\": [\n    true,\n    2.5\n  ]\n}\n")
        #expect(try folderListing(folder) == ["people.yaml", "settings.json"])
        #expect(yamlScene.diagnostics.isEmpty && jsonScene.diagnostics.isEmpty)
    }

    @Test func aCrashBetweenWriteAndRenameLeavesTheOldFileWhole() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let old = "- a\n- b\n"
        let file = try TemporaryFiles.write(old, to: "list.yaml", in: folder)
        struct Crash: Error {}
        var crashing = AtomicFileWriter()
        var temporary: String?
        crashing.beforeRename = { path in
            temporary = path
            throw Crash()
        }
        let new = Value.list((0..<2_000).map { .string("item \($0)") })
        #expect(throws: AtomicFileWriter.Failure.self) { try crashing.write(new.yamlText(), to: file) }
        // The file is the old one, whole; the new bytes sit complete in the temporary file only.
        #expect(try read(file) == old)
        let left = try #require(temporary)
        #expect(try read(left) == new.yamlText())
        #expect(PathResolver.directory(of: left) == folder)
        // The next write replaces the file with the new value, whole.
        try AtomicFileWriter().write(new.yamlText(), to: file)
        let (document, diagnostics) = DocumentLoader.load(contentsOf: file)
        #expect(diagnostics.isEmpty)
        #expect(document?.root.map(Value.init) == new)
    }

    @Test func aFailedSaveIsReportedKeepsTheValueAndIsRetried() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write("[1]\n", to: "numbers.yaml", in: folder)
        let scene = try RuntimeTestSupport.scene(Self.listScene("numbers.yaml"), file: folder + "/s.scene.yaml")
        let items = try scene.object("items", as: DataSource.self)
        // A folder where the file was: the rename cannot replace it.
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        try items.replace(at: "1", with: 2)
        #expect(items.value == [1, 2])
        let reported = scene.diagnostics(.dataFileNotSaved)
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("'numbers.yaml'") == true)
        #expect(reported.first?.location.file == folder + "/s.scene.yaml")
        #expect(try folderListing(folder) == ["numbers.yaml"])
        // Once the file can be written again, the next change saves everything kept.
        try FileManager.default.removeItem(atPath: file)
        try items.replace(at: "2", with: 3)
        #expect(try read(file) == "- 1\n- 2\n- 3\n")
        #expect(scene.diagnostics(.dataFileNotSaved).count == 1)
    }

    @Test func scenesSharingAFileSeeOneValue() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write("[a]\n", to: "shared.yaml", in: folder)
        let store = DataFileStore()
        let registry = Registry()
        let (description, _) = RuntimeTestSupport.describe(RuntimeTestSupport.header + Self.listScene("shared.yaml"), registry: registry, file: folder + "/s.scene.yaml")
        let checked = try #require(description)
        let first = LiveScene(description: checked, registry: registry, dataFiles: store)
        let second = LiveScene(description: checked, registry: registry, dataFiles: store)
        try first.object("items", as: DataSource.self).replace(at: "1", with: "b")
        #expect(try second.object("items", as: DataSource.self).value == ["a", "b"])
        #expect(try second.object("count", as: Label.self).text == "2")
        try second.object("items", as: DataSource.self).remove(at: "0")
        #expect(try first.object("items", as: DataSource.self).value == ["b"])
        #expect(try read(file) == "- b\n")
    }

    @Test func watchingReloadsOutsideChangesAndKeepsTheLastGoodValue() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write("[1, 2]\n", to: "watched.yaml", in: folder)
        let scene = try RuntimeTestSupport.scene(Self.listScene("watched.yaml", flags: "watch: true"), file: folder + "/s.scene.yaml")
        let items = try scene.object("items", as: DataSource.self)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [1, 2])
        try TemporaryFiles.write("[1, 2, 3]\n", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [1, 2, 3])
        #expect(try scene.object("count", as: Label.self).text == "3")
        // Half written: the last good value stays, and the problem is reported once.
        try TemporaryFiles.write("[1, 2, 3, 4", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [1, 2, 3])
        #expect(scene.diagnostics(.invalidDataFile).count == 1)
        try TemporaryFiles.write("[4]\n", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [4])
        // Without `save`, a change made in the app does not touch the file.
        try items.replace(at: "0", with: 5)
        #expect(try read(file) == "[4]\n")
    }

    @Test func aWatchedFileThatBreaksFailsTheDataSourceUntilItLoadsAgain() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write("[1, 2]\n", to: "watched.yaml", in: folder)
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: items, type: FileDataSource, properties: { path: watched.yaml, watch: true } }
            views: [{ id: status, type: Label }]
            bindings:
              - { type: StatusBinding, outlets: { dataSource: items, view: status }, properties: { ready: fresh } }
            """, file: folder + "/s.scene.yaml")
        let items = try scene.object("items", as: DataSource.self)
        let status = try scene.object("status", as: Label.self)
        #expect(status.text == "fresh")

        // Half written: failed, with the last good value and the reason; reported once.
        try TemporaryFiles.write("[1, 2, 3", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [1, 2])
        #expect(items.state.failureMessage?.hasPrefix("watched.yaml changed but could not be loaded: ") == true)
        #expect(status.text == items.state.failureMessage)
        #expect(scene.diagnostics(.invalidDataFile).count == 1)

        // Fixed: ready with the new value.
        try TemporaryFiles.write("[3]\n", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [3] && status.text == "fresh")

        // Removed: failed, keeping the value; back with the same text: ready, though nothing changed.
        try FileManager.default.removeItem(atPath: file)
        scene.dataFiles.checkForOutsideChanges()
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [3] && items.state.name == "failed")
        #expect(scene.diagnostics(.invalidDataFile).count == 2)
        try TemporaryFiles.write("[3]\n", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [3] && status.text == "fresh")

        // A folder where the file was: unreadable as a file.
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [3] && items.state.name == "failed")
        try FileManager.default.removeItem(atPath: file)
        try TemporaryFiles.write("[4]\n", to: "watched.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        #expect(items.value == [4] && status.text == "fresh")
    }

    @Test func aFileThatFailsItsFirstLoadIsFailedAndAWatchedOneRecoversWhenFixed() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("[1, 2", to: "broken.yaml", in: folder)
        try TemporaryFiles.write("[1, 2", to: "saved.yaml", in: folder)
        // Built from its description: a compiled scene with a broken data file would not run.
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: watched, type: FileDataSource, properties: { path: broken.yaml, watch: true, save: true } }
              - { id: plain, type: FileDataSource, properties: { path: missing.yaml } }
              - { id: saved, type: FileDataSource, properties: { path: saved.yaml, save: true } }
            views: [{ id: status, type: Label }]
            bindings:
              - { type: StatusBinding, outlets: { dataSource: watched, view: status }, properties: { ready: fresh } }
            """, file: folder + "/s.scene.yaml", expectErrors: true)
        let watched = try scene.object("watched", as: DataSource.self)
        let plain = try scene.object("plain", as: DataSource.self)
        let saved = try scene.object("saved", as: DataSource.self)
        #expect(watched.state.failureMessage?.hasPrefix("broken.yaml could not be loaded: ") == true)
        #expect(plain.state.failureMessage?.hasPrefix("missing.yaml could not be loaded: ") == true)
        #expect(try scene.object("status", as: Label.self).text == watched.state.failureMessage)

        // A broken file is never written over by an edit.
        saved.setValue([9])
        watched.setValue([9])
        #expect(try String(contentsOfFile: folder + "/saved.yaml", encoding: .utf8) == "[1, 2")
        #expect(try String(contentsOfFile: folder + "/broken.yaml", encoding: .utf8) == "[1, 2")

        // Fixed on disk: the watched source loads it and is ready.
        try TemporaryFiles.write("[1, 2]\n", to: "broken.yaml", in: folder)
        scene.dataFiles.checkForOutsideChanges()
        #expect(watched.value == [1, 2] && watched.state.name == "ready")
        #expect(try scene.object("status", as: Label.self).text == "fresh")
    }

    @Test func aWatcherThatJoinedABrokenFileSeesItWhenAnotherSceneLoadsItFixed() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("[a", to: "shared.yaml", in: folder)
        let store = DataFileStore()
        let registry = Registry()
        let (description, _) = RuntimeTestSupport.describe(
            RuntimeTestSupport.header + Self.listScene("shared.yaml", flags: "watch: true"), registry: registry, file: folder + "/s.scene.yaml")
        let checked = try #require(description)
        let first = LiveScene(description: checked, registry: registry, dataFiles: store)
        let watcher = try first.object("items", as: DataSource.self)
        #expect(watcher.state.name == "failed")
        // Fixed, then loaded by a second scene before the first looked again: the first shows it too.
        try TemporaryFiles.write("[a, b]\n", to: "shared.yaml", in: folder)
        let second = LiveScene(description: checked, registry: registry, dataFiles: store)
        #expect(try second.object("items", as: DataSource.self).value == ["a", "b"])
        #expect(watcher.value == ["a", "b"] && watcher.state.name == "ready")
    }
}
