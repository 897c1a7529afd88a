import Stagehand
import Testing
import StagehandConsole

/// What a watched scene depends on is found by the meaning of its types' properties, so a custom
/// data source declaring a data file is watched as the standard one is.
@Suite struct WatchedFilesMeaningTests {
    @Test func aCustomDataSourcesDataFileIsWatched() throws {
        let registry = Registry()
        try registry.register(LedgerDataSource.self)
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("[]\n", to: "Data/ledger.json", in: folder)
        let text = """
            stagehand: 1
            scene: books
            dataSources:
              - { id: books, type: LedgerDataSource, properties: { ledger: Data/ledger.json } }
            views:
              - { id: count, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: books, view: count } }
            """
        let compiled = SceneCompiler(registry: registry).compileScene(bytes: Array(text.utf8), file: folder + "/books.scene.yaml")
        let description = try #require(compiled.description)
        let files = WatchedFiles.ownFiles(of: description, registry: registry)
        #expect(files.contains(PathResolver.resolve("Data/ledger.json", against: folder)))
        #expect(files.count == 2)
    }
}
