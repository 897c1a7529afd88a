import Testing
import Stagehand

/// `--strict` reports a path that finds nothing only in a value that has arrived, and takes the
/// report off the status line once the data it was missing arrives.
@Suite struct StrictDataTests {
    /// A live scene with `--strict`'s missing-data reports.
    static func strictScene(_ body: String) throws -> LiveScene {
        // Commands do not run here; they stay loading, as a command still running does.
        let compiled = SceneCompiler(registry: Registry()).compileScene(bytes: Array((RuntimeTestSupport.header + body).utf8), file: "test.scene.yaml")
        #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let description = try #require(compiled.description)
        var options = LiveSceneOptions()
        options.reportsMissingData = true
        options.allowsCommands = false
        options.skippedCommandsStayLoading = true
        return LiveScene(description: description, registry: Registry(), options: options)
    }

    @Test func aCombinedSourceWhosePartIsStillLoadingIsNotMissingAnything() throws {
        let scene = try Self.strictScene("""
            dataSources:
              - { id: packages, type: CommandDataSource, properties: { command: [pip, list, --format=json] } }
              - { id: settings, type: StaticDataSource, properties: { value: { sort: name } } }
              - { id: both, type: CombinedDataSource, outlets: { sources: [packages, settings] } }
            views:
              - { id: first, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: both, view: first }, properties: { path: packages.0.name } }
            """)
        let packages = try scene.object("packages", as: DataSource.self)
        #expect(try scene.object("both", as: DataSource.self).state == .loading)
        #expect(scene.diagnostics.filter { $0.code == .pathNotInData }.isEmpty, "\(scene.diagnostics.map(\.formatted))")
        #expect(scene.statusMessage == nil)
        packages.setValue(.list([["name": "rich"]]), state: .ready)
        #expect(try scene.object("first", as: Label.self).text == "rich")
        #expect(scene.diagnostics.filter { $0.code == .pathNotInData }.isEmpty)
        #expect(scene.statusMessage == nil)
    }

    @Test func aComputedPathThatFindsNothingIsReportedAsAWrittenOneIs() throws {
        let scene = try Self.strictScene("""
            dataSources:
              - { id: key, type: StaticDataSource, properties: { value: { key: zzz } } }
              - { id: people, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: shown, type: Label }
              - { id: quiet, type: Label }
              - { id: typed, type: TextArea }
            bindings:
              - { type: TextBinding, outlets: { dataSource: people, view: shown, input: key }, properties: { path: "{key}" } }
              - { type: TextBinding, outlets: { dataSource: people, view: quiet, input: key }, properties: { path: "{key}", empty: "none" } }
              # Where a person types, the key not there yet is the blank field they start from.
              - { type: TextBinding, outlets: { dataSource: people, view: typed, input: key }, properties: { path: "{key}" } }
            """)
        let reports = scene.diagnostics.filter { $0.code == .pathNotInData }
        #expect(reports.count == 1, "\(reports.map(\.formatted))")
        #expect(reports.first?.message.contains("the path '{key}' of TextBinding finds nothing") == true, "\(reports.map(\.formatted))")
        #expect(try scene.object("quiet", as: Label.self).text == "none")
        // The input now names a key the value has: shown, and the report leaves the status line.
        try scene.object("key", as: DataSource.self).setValue(["key": "name"])
        #expect(try scene.object("shown", as: Label.self).text == "Ada")
        #expect(scene.statusMessage == nil)
    }

    @Test func aMissingPathLeavesTheStatusLineOnceTheDataArrives() throws {
        let scene = try Self.strictScene("""
            dataSources:
              - { id: book, type: StaticDataSource, properties: { value: { author: Austen } } }
            views:
              - { id: titleLabel, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: book, view: titleLabel }, properties: { path: title } }
            """)
        // The value has arrived without the key: reported, and shown.
        #expect(scene.diagnostics.filter { $0.code == .pathNotInData }.count == 1)
        #expect(scene.statusMessage?.contains("the path 'title' of TextBinding") == true, "\(scene.statusMessage ?? "nil")")
        // The data it was missing arrives: the report leaves the status line.
        try scene.object("book", as: DataSource.self).setValue(["author": "Austen", "title": "Emma"])
        #expect(try scene.object("titleLabel", as: Label.self).text == "Emma")
        #expect(scene.statusMessage == nil)
        // Missing again: reported again.
        try scene.object("book", as: DataSource.self).setValue(["author": "Austen"])
        #expect(scene.diagnostics.filter { $0.code == .pathNotInData }.count == 2)
        #expect(scene.statusMessage?.contains("the path 'title'") == true)
    }

    @Test func anotherProblemOnTheStatusLineStaysWhenTheDataArrives() throws {
        let scene = try Self.strictScene("""
            dataSources:
              - { id: book, type: StaticDataSource, properties: { value: { author: Austen } } }
            views:
              - { id: titleLabel, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: book, view: titleLabel }, properties: { path: title } }
            """)
        scene.report(.commandFailed, "'sensors -j' exited with status 1", at: nil)
        try scene.object("book", as: DataSource.self).setValue(["author": "Austen", "title": "Emma"])
        #expect(scene.statusMessage == "'sensors -j' exited with status 1")
    }
}
