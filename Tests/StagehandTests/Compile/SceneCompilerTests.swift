import Foundation
import Testing
import Stagehand

/// One compile step for lint and run: the same diagnostics, data files read once under the
/// caller's limits, and a compiled scene that crosses threads.
@Suite struct SceneCompilerTests {
    static let shelfScene = """
        stagehand: 1
        scene: shelf
        dataSources:
          - { id: shelf, type: FileDataSource, properties: { path: shelf.yaml } }
        views: [{ id: count, type: Label }]
        bindings:
          - { type: TextBinding, outlets: { dataSource: shelf, view: count }, properties: { format: "{count|# book|# books}" } }
        """

    @Test func lintReportsExactlyWhatTheCompilerFinds() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        // A syntax error and a checking error in one file: every stage still runs.
        let file = try TemporaryFiles.write(
            "stagehand: 1\nscene: broken\nviews:\n  - { id: a, type: Labl }\n  - { id: b, type: Label\n",
            to: "broken.scene.yaml", in: folder)
        let compiled = SceneCompiler(registry: Registry()).compileScene(at: file)
        #expect(!compiled.diagnostics.isEmpty)
        #expect(compiled.runnable == nil)
        #expect(Linter().lintFile(file) == compiled.diagnostics)
        #expect(Linter().lint(paths: [file]).diagnostics == compiled.diagnostics)
    }

    @Test func aDataFileIsReadOnceAndTheSceneShowsWhatWasChecked() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("- Dune\n- Emma\n", to: "shelf.yaml", in: folder)
        let file = try TemporaryFiles.write(Self.shelfScene, to: "shelf.scene.yaml", in: folder)
        let registry = Registry()
        var compiler = SceneCompiler(registry: registry)
        // Lint lets the data files go once they are checked.
        #expect(compiler.compileScene(at: file).dataFiles.isEmpty)
        compiler.preparesForLiveScene = true
        let compiled = compiler.compileScene(at: file)
        #expect(compiled.diagnostics.isEmpty)
        #expect(compiled.dataFiles.keys.sorted() == [folder + "/shelf.yaml"])
        // Built later, the scene shows the file as it was checked, without reading it again.
        try FileManager.default.removeItem(atPath: folder + "/shelf.yaml")
        let scene = try #require(LiveScene(compiled: compiled, registry: registry))
        #expect(try scene.object("count", as: Label.self).text == "2 books")
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func dataFilesAreReadUnderTheCallersLimits() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write(String(repeating: "- a long enough title\n", count: 20), to: "shelf.yaml", in: folder)
        let file = try TemporaryFiles.write(Self.shelfScene, to: "shelf.scene.yaml", in: folder)
        let small = LoadLimits(maxFileSize: 300)
        let compiled = SceneCompiler(registry: Registry(), limits: small).compileScene(at: file)
        #expect(compiled.diagnostics.map(\.code) == [.invalidDataFile])
        #expect(compiled.runnable == nil)
        // A scene built without compiling reads under the limits it is given, too.
        let description = try #require(compiled.description)
        let scene = LiveScene(description: description, registry: Registry(), options: LiveSceneOptions(limits: small))
        #expect(scene.diagnostics.map(\.code) == [.invalidDataFile])
        #expect(scene.diagnostics.first?.message.contains("--max-file-size") == true)
    }

    @Test func compiledScenesCrossThreads() async throws {
        let compiler = SceneCompiler(registry: Registry())
        let files = ["Scenes/people.scene.yaml", "Scenes/person.scene.yaml", "Scenes/search.scene.yaml"].map(Repository.path)
        let compiled = await withTaskGroup(of: CompiledScene.self) { group in
            for file in files { group.addTask { compiler.compileScene(at: file) } }
            var all: [CompiledScene] = []
            for await scene in group { all.append(scene) }
            return all
        }
        #expect(compiled.map(\.file).sorted() == files.sorted())
        #expect(compiled.allSatisfy { $0.runnable != nil })
    }

    @Test func aScriptIsCheckedAgainstItsSceneButItsSceneProblemsStayTheScenes() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("stagehand: 1\nscene: s\nviews: [{ id: ok, type: Button, properties: { title: OK } }, { id: x, type: Nope }]\n",
                                     to: "s.scene.yaml", in: folder)
        let script = try TemporaryFiles.write("scene: s.scene.yaml\nsteps:\n  - tap: okay\n", to: "s.script.yaml", in: folder)
        let compiler = SceneCompiler(registry: Registry())
        let compiled = compiler.compileScript(at: script)
        #expect(compiled.diagnostics.map(\.code) == [.unknownView])
        #expect(compiled.diagnostics.first?.message.hasPrefix("unknown view 'okay'") == true)
        // A player decodes first and compiles the scene itself; a step that does not fit fails when played.
        #expect(compiler.decodeScript(at: script).diagnostics.isEmpty)
        #expect(compiler.decodeScript(at: script).scenePath == folder + "/s.scene.yaml")
    }
}

/// Values of collection properties built while the checks run are exactly what converting the
/// nodes one by one gives, slices of a long list joined in order.
@Suite struct PropertyValueBuildTests {
    static func scene(people: Int) -> String {
        var text = "stagehand: 1\nscene: many\ndataSources:\n  - id: people\n    type: StaticDataSource\n    properties:\n      value:\n"
        for i in 0..<people { text += "        - { name: P\(i), age: \(i % 90), tags: [a, \(i)] }\n" }
        text += "  - { id: settings, type: StaticDataSource, properties: { value: { theme: dark, size: 3 } } }\n"
        text += "views: [{ id: count, type: Label }]\n"
        text += "bindings:\n  - { type: TextBinding, outlets: { dataSource: people, view: count }, properties: { format: \"{count}\" } }\n"
        return text
    }

    @Test(arguments: [3, 512, 513, 2_000])
    func builtValuesEqualConvertedOnes(people: Int) throws {
        var compiler = SceneCompiler(registry: Registry())
        compiler.preparesForLiveScene = true
        let compiled = compiler.compileScene(bytes: Array(Self.scene(people: people).utf8), file: "many.scene.yaml")
        let description = try #require(compiled.runnable)
        let expected = description.dataSources.compactMap { $0.property("value").map(Value.init) }
        #expect(expected.count == 2)
        #expect(compiled.propertyValues.count == 2)
        let built = description.dataSources.compactMap { $0.property("value").flatMap { compiled.propertyValues[$0.identity] } }
        #expect(built == expected)
        let scene = try #require(LiveScene(compiled: compiled, registry: Registry()))
        #expect(try scene.object("people", as: DataSource.self).value == expected[0])
        #expect(try scene.object("count", as: Label.self).text == "\(people)")
    }

    @Test func lintBuildsNoValues() {
        let compiled = SceneCompiler(registry: Registry()).compileScene(bytes: Array(Self.scene(people: 600).utf8), file: "many.scene.yaml")
        #expect(compiled.propertyValues.isEmpty)
        #expect(compiled.runnable != nil)
    }
}
