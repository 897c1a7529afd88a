import Foundation
import Synchronization
import Testing
import Stagehand

/// Counts the objects of ``WakeCountingSource`` that woke, for the tests below.
private let wokenSources = Mutex(0)

/// A data source that counts its waking, to tell a scene that woke from one let go before it.
private final class WakeCountingSource: DataSource {
    override class var summary: String { "Counts its waking" }

    override func awake() {
        wokenSources.withLock { $0 += 1 }
        setValue(.string("awake"))
    }
}

/// `LiveScene.compile` makes a scene's objects while its checks run: the outcome must be the one
/// compiling and then building gives, and a scene with errors must not come to life.
@Suite(.serialized) struct LiveSceneCompileTests {
    static let scene = """
        stagehand: 1
        scene: counted
        dataSources:
          - { id: counter, type: WakeCountingSource }
          - { id: shelf, type: FileDataSource, properties: { path: shelf.yaml } }
        views:
          - { id: state, type: Label }
          - { id: count, type: Label }
          - { id: more, type: Button, properties: { title: More } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: counter, view: state } }
          - { type: TextBinding, outlets: { dataSource: shelf, view: count }, properties: { format: "{count|# book|# books}" } }
        responders:
          - { type: SetResponder, on: [more.tap], outlets: { target: counter }, properties: { to: "pressed" } }
        """

    private func registry() throws -> Registry {
        let registry = Registry()
        try registry.register(WakeCountingSource.self)
        return registry
    }

    @Test func aRunnableSceneComesOutAsCompilingThenBuildingGivesIt() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("- Dune\n- Emma\n", to: "shelf.yaml", in: folder)
        let file = try TemporaryFiles.write(Self.scene, to: "counted.scene.yaml", in: folder)
        let registry = try registry()
        var compiler = SceneCompiler(registry: registry)
        compiler.preparesForLiveScene = true

        let stepwise = compiler.compileScene(at: file)
        let before = try #require(LiveScene(compiled: stepwise, registry: registry))
        let (compiled, built) = LiveScene.compile(at: file, with: compiler, registry: registry)
        let scene = try #require(built)

        #expect(compiled.diagnostics == stepwise.diagnostics)
        #expect(compiled.description?.objects(in: .view).count == 3)
        #expect(scene.objects.map { String(describing: type(of: $0)) } == before.objects.map { String(describing: type(of: $0)) })
        #expect(scene.objects.map(\.id) == before.objects.map(\.id))
        #expect(try scene.object("state", as: Label.self).text == "awake")
        // The data file the checks read is the one the scene shows.
        #expect(try scene.object("count", as: Label.self).text == "2 books")
        #expect(scene.focusedView === scene.objectsByID["more"])
        // Responders listen once the scene wakes.
        scene.dispatch(ViewEvent(view: try scene.object("more", as: Button.self), name: "tap"))
        #expect(try scene.object("state", as: Label.self).text == "pressed")
        #expect(scene.diagnostics.isEmpty)
    }

    /// Collection values are built on the checking thread while the objects are made, and
    /// assigned once all are: each must be the value written, as building after compiling gives.
    @Test func collectionValuesBuiltWhileObjectsAreMadeAreTheOnesWritten() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let scene = """
            stagehand: 1
            scene: values
            dataSources:
              - { id: words, type: StaticDataSource, properties: { value: [alpha, beta, {gamma: 3}] } }
              - { id: plain, type: StaticDataSource, properties: { value: just text } }
              - { id: settings, type: StaticDataSource, properties: { value: { size: 2, tags: [a, b] } } }
            views:
              - { id: label, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: settings, view: label }, properties: { path: size } }
            """
        let file = try TemporaryFiles.write(scene, to: "values.scene.yaml", in: folder)
        let registry = Registry()
        var compiler = SceneCompiler(registry: registry)
        compiler.preparesForLiveScene = true
        let stepwise = try #require(LiveScene(compiled: compiler.compileScene(at: file), registry: registry))
        let built = try #require(LiveScene.compile(at: file, with: compiler, registry: registry).scene)

        for id in ["words", "plain", "settings"] {
            let value = try built.object(id, as: StaticDataSource.self).value
            #expect(value == (try stepwise.object(id, as: StaticDataSource.self).value), "\(id)")
        }
        #expect(try built.object("words", as: StaticDataSource.self).value
            == .list([.string("alpha"), .string("beta"), .mapping(["gamma": .int(3)])]))
        #expect(try built.object("label", as: Label.self).text == "2")
        #expect(built.diagnostics.isEmpty)
    }

    @Test func aSceneWithErrorsIsLetGoBeforeAnythingWakes() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("- Dune\n", to: "shelf.yaml", in: folder)
        // One unknown outlet id: an error the checks find while the objects are being made.
        let broken = Self.scene.replacingOccurrences(of: "view: state", with: "view: stat")
        let file = try TemporaryFiles.write(broken, to: "broken.scene.yaml", in: folder)
        let registry = try registry()
        let compiler = SceneCompiler(registry: registry)
        let woken = wokenSources.withLock { $0 }

        let (compiled, scene) = LiveScene.compile(at: file, with: compiler, registry: registry)

        #expect(scene == nil)
        #expect(compiled.runnable == nil)
        #expect(compiled.diagnostics == compiler.compileScene(at: file).diagnostics)
        #expect(compiled.diagnostics.contains { $0.severity == .error && $0.message.contains("'stat'") })
        #expect(wokenSources.withLock { $0 } == woken)
    }

    @Test func aFileThatDoesNotParseMakesNothing() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write("stagehand: 1\nviews: [\n", to: "bad.scene.yaml", in: folder)
        let compiler = SceneCompiler(registry: Registry())
        var made = 0
        let (compiled, prepared) = compiler.compileScene(at: file) { _, _ in
            made += 1
            return made
        }
        #expect(prepared == nil)
        #expect(made == 0)
        #expect(compiled.diagnostics == compiler.compileScene(at: file).diagnostics)
        #expect(!compiled.diagnostics.isEmpty)
        // A file that is not there is a diagnostic too, never a crash.
        let (missing, scene) = LiveScene.compile(at: folder + "/none.scene.yaml", with: compiler, registry: Registry())
        #expect(scene == nil)
        #expect(missing.diagnostics.count == 1)
    }

    /// A large scene's styles are checked apart from its other checks (on a thread of their own
    /// in lint, after the objects are made in `run`): the problems found are the same, in the same
    /// order, as for a small scene, wherever they are in the file.
    @Test func aLargeScenesStylesAreCheckedWhereverTheyAreChecked() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let count = 2_100
        var text = "stagehand: 1\nscene: many\nstyles:\n  faint: { fg: \"#777777\", bg: \"#888888\" }\nviews:\n"
        for n in 0..<count {
            let style = n == 7 ? "loudd" : n == count - 1 ? "whisperr" : "faint"
            text += "  - { id: l\(n), type: Label, properties: { text: \"\(n)\", style: \(style) } }\n"
        }
        let file = try TemporaryFiles.write(text, to: "many.scene.yaml", in: folder)
        let compiler = SceneCompiler(registry: Registry())

        let linted = compiler.compileScene(at: file).diagnostics
        #expect(linted.map(\.code) == [.lowContrast, .unknownStyle, .unknownStyle])
        #expect(linted.map(\.location.line) == [4, 13, 5 + count])
        #expect(linted.allSatisfy { $0.sourceLine != nil })

        let (compiled, scene) = LiveScene.compile(at: file, with: compiler, registry: Registry())
        #expect(scene == nil)
        #expect(compiled.diagnostics == linted)
    }
}
