import Foundation
import Testing
import Stagehand

/// The scenes of a folder and their segues: who performs each, which scenes are entries, which
/// are reached, and what the navigation lint says about the rest.
@Suite struct NavigationGraphTests {
    static let navigation = CheckTestSupport.fixtures + "/Navigation"
    static let compiler = SceneCompiler(registry: Registry())

    @Test func edgesCarryStyleLocationDestinationAndPerformers() throws {
        let folder = Self.navigation + "/settings-entry"
        let graph = NavigationGraph(folder: folder, compiler: Self.compiler)
        #expect(graph.scenes.map { $0.file.split(separator: "/").last.map(String.init) ?? "" }
                == ["home.scene.yaml", "list.scene.yaml", "orphan.scene.yaml"])
        let orphan = try #require(graph.scene(at: folder + "/orphan.scene.yaml"))
        #expect(orphan.name?.value == "orphan")
        let segue = try #require(orphan.segues.first)
        #expect(segue.id == "toList")
        #expect(segue.style == .modal)
        #expect((segue.location.line, segue.location.column) == (9, 11))
        #expect(segue.destination == PathResolver.normalize(folder + "/list.scene.yaml"))
        let performer = try #require(segue.performers.first)
        #expect(performer.id == "go")
        #expect(performer.type == "SegueResponder")
        #expect(performer.location.line == 7)
        #expect(performer.triggers.map { "\($0.value.view).\($0.value.event)" } == ["next.tap"])
        #expect(performer.triggers.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (7, 42))
        #expect(graph.scene(at: folder + "/home.scene.yaml")?.segues.first?.style == .push)
    }

    @Test func entryFromSettingsLeavesTheOrphanUnreached() {
        let folder = PathResolver.normalize(Self.navigation + "/settings-entry")
        let graph = NavigationGraph(folder: folder, compiler: Self.compiler)
        #expect(graph.entries == [folder + "/home.scene.yaml"])
        #expect(graph.isEntry(folder + "/home.scene.yaml"))
        #expect(graph.isReachable(folder + "/list.scene.yaml"))
        #expect(!graph.isReachable(folder + "/orphan.scene.yaml"))
        #expect(graph.roots == [folder + "/home.scene.yaml", folder + "/orphan.scene.yaml"])
        #expect(graph.diagnostics.map(\.code) == [.unreachableScene])
        #expect(graph.diagnostics.first?.location == SourceLocation(file: folder + "/orphan.scene.yaml", line: 3, column: 8))
        #expect(graph.diagnostics.first?.message.contains("from the entry scene 'home'") == true, "\(graph.diagnostics)")
    }

    @Test func theOneSceneNothingReachesIsTheEntry() {
        let folder = PathResolver.normalize(Self.navigation + "/inferred-entry")
        let graph = NavigationGraph(folder: folder, compiler: Self.compiler)
        #expect(graph.settings.isEmpty)
        #expect(graph.entries == [folder + "/main.scene.yaml"])
        #expect(graph.reachable == [folder + "/main.scene.yaml", folder + "/detail.scene.yaml"])
        // A circle of segues that nothing enters is unreached, though each reaches the other.
        #expect(graph.diagnostics.map { $0.location.file } == [folder + "/ring-a.scene.yaml", folder + "/ring-b.scene.yaml"])
        #expect(graph.diagnostics.allSatisfy { $0.code == .unreachableScene && $0.severity == .warning })
    }

    @Test func severalScenesNothingReachesAreEachReported() {
        let scenes = [
            NavigationGraph.Scene(file: "a.scene.yaml", segues: [Self.segue("toC", to: "c.scene.yaml")]),
            NavigationGraph.Scene(file: "b.scene.yaml"),
            NavigationGraph.Scene(file: "c.scene.yaml"),
        ]
        let graph = NavigationGraph(scenes: scenes)
        #expect(graph.entries.isEmpty)
        #expect(graph.roots == ["a.scene.yaml", "b.scene.yaml"])
        #expect(graph.diagnostics.map(\.location.file) == ["a.scene.yaml", "b.scene.yaml"])
        #expect(graph.diagnostics.first?.message.contains("'entry' in .stagehand.yaml") == true)
    }

    @Test func fromOneSceneTheGraphHoldsWhatItReaches() {
        let folder = PathResolver.normalize(Self.navigation + "/settings-entry")
        let graph = NavigationGraph(reachableFrom: folder + "/orphan.scene.yaml", compiler: Self.compiler)
        #expect(graph.scenes.map(\.file) == [folder + "/list.scene.yaml", folder + "/orphan.scene.yaml"])
        #expect(graph.entries == [folder + "/orphan.scene.yaml"])
        #expect(graph.reachable == Set(graph.scenes.map(\.file)))
        #expect(graph.diagnostics.isEmpty)
    }

    @Test func eachFolderOfAppsHasItsOwnEntry() {
        let graph = NavigationGraph(scenes: [
            NavigationGraph.Scene(file: "apps/a/main.scene.yaml", segues: [Self.segue("next", to: "apps/a/detail.scene.yaml")]),
            NavigationGraph.Scene(file: "apps/a/detail.scene.yaml"),
            NavigationGraph.Scene(file: "apps/b/start.scene.yaml"),
        ])
        #expect(graph.entries == ["apps/a/main.scene.yaml", "apps/b/start.scene.yaml"])
        #expect(graph.diagnostics.isEmpty)
    }

    @Test func aCircleWithoutEntryIsNotGuessedAt() {
        let graph = NavigationGraph(scenes: [
            NavigationGraph.Scene(file: "a.scene.yaml", segues: [Self.segue("toB", to: "b.scene.yaml")]),
            NavigationGraph.Scene(file: "b.scene.yaml", segues: [Self.segue("toA", to: "a.scene.yaml")]),
        ])
        #expect(graph.entries.isEmpty)
        #expect(graph.diagnostics.isEmpty)
    }

    @Test func aSegueToItselfDoesNotReachTheScene() {
        let graph = NavigationGraph(scenes: [
            NavigationGraph.Scene(file: "main.scene.yaml"),
            NavigationGraph.Scene(file: "loop.scene.yaml", segues: [Self.segue("again", to: "loop.scene.yaml")]),
        ])
        #expect(graph.roots == ["loop.scene.yaml", "main.scene.yaml"])
        #expect(graph.diagnostics.count == 2)
    }

    @Test func aMissingEntryIsReported() {
        var settings = ProjectSettings.parse(Array("entry: mian.scene.yaml\n".utf8), file: "app/.stagehand.yaml")
        settings.diagnostics = []
        let graph = NavigationGraph(scenes: [NavigationGraph.Scene(file: "app/main.scene.yaml")], settings: [settings])
        #expect(graph.diagnostics.map(\.code) == [.missingEntry])
        #expect(graph.diagnostics.first?.location == SourceLocation(file: "app/.stagehand.yaml", line: 1, column: 8))
        // Without a usable entry the one scene nothing reaches is the entry.
        #expect(graph.entries == ["app/main.scene.yaml"])
    }

    @Test func performersAreFoundByWhatTheirPropertyMeans() throws {
        // A responder of another class whose property is declared as naming a segue performs it.
        let registry = Registry()
        try registry.register(OpenSceneResponder.self, as: "OpenResponder")
        let compiled = SceneCompiler(registry: registry).compileScene(bytes: Array("""
            stagehand: 1
            scene: custom
            views: [{ id: open, type: Button }]
            responders:
              - { id: opener, type: OpenResponder, on: [open.tap], properties: { destination: showPerson } }
            segues:
              - { id: showPerson, to: person.scene.yaml }
            """.utf8), file: "custom.scene.yaml")
        let scene = NavigationGraph.Scene(compiled, catalog: registry.catalog)
        #expect(scene.segues.first?.performers.map(\.id) == ["opener"])
        #expect(!compiled.diagnostics.contains { $0.code == .unusedSegue }, "\(compiled.diagnostics)")
    }

    @Test func aWarningNamesAFewOtherScenesAndCountsTheRest() {
        func messages(_ count: Int) -> [String] {
            let scenes = (0..<count).map { index in
                let number = String(index)
                return NavigationGraph.Scene(file: "app/" + String(repeating: "0", count: 4 - number.count) + number + ".scene.yaml")
            }
            return NavigationGraph(scenes: scenes).diagnostics.filter { $0.code == .unreachableScene }.map(\.message)
        }
        let few = messages(5)
        let many = messages(2_000)
        #expect(few.count == 5)
        #expect(many.count == 2_000)
        // The names are of one length, so only the count's digits differ: 4 others against 1999.
        let longest = few.map(\.utf8.count).max() ?? 0
        #expect(many.allSatisfy { $0.utf8.count <= longest + 3 }, "\(many.first ?? "")")
        #expect(many.first?.contains("nor to 1999 other scenes of its folder (app/0001.scene.yaml, app/0002.scene.yaml, app/0003.scene.yaml, …)") == true,
                "\(many.first ?? "")")
        #expect(many.last?.contains("(app/0000.scene.yaml, app/0001.scene.yaml, app/0002.scene.yaml, …)") == true, "\(many.last ?? "")")
    }

    @Test func aFolderNamedFromInsideIsJudgedAsWhenNamedInFull() {
        // `lint .` in /project/app: the settings above name the entry from their own folder and a
        // segue climbs out and back; both are the files the folder's walk names.
        var settings = ProjectSettings.parse(Array("entry: app/main.scene.yaml\n".utf8), file: "../.stagehand.yaml")
        settings.diagnostics = []
        func graph(_ prefix: String, workingDirectory: String) -> NavigationGraph {
            var absolute = settings
            absolute.file = prefix.isEmpty ? settings.file : "/project/.stagehand.yaml"
            return NavigationGraph(scenes: [
                NavigationGraph.Scene(file: prefix + "main.scene.yaml", segues: [Self.segue("next", to: prefix + "../app/detail.scene.yaml")]),
                NavigationGraph.Scene(file: prefix + "detail.scene.yaml"),
                NavigationGraph.Scene(file: prefix + "orphan.scene.yaml"),
            ], settings: [absolute], keys: .init(workingDirectory: workingDirectory))
        }
        let inside = graph("", workingDirectory: "/project/app")
        let named = graph("/project/app/", workingDirectory: "/elsewhere")
        #expect(inside.entries == ["main.scene.yaml"])
        #expect(named.entries == ["/project/app/main.scene.yaml"])
        #expect(inside.reachable == ["main.scene.yaml", "detail.scene.yaml"])
        #expect(inside.diagnostics.map(\.location.file) == ["orphan.scene.yaml"])
        #expect(named.diagnostics.map(\.location.file) == ["/project/app/orphan.scene.yaml"])
        #expect(inside.diagnostics.map(\.code) == [.unreachableScene])
        #expect(inside.diagnostics.first?.message.contains("from the entry scene main.scene.yaml") == true, "\(inside.diagnostics)")
    }

    static func segue(_ id: String, to destination: String) -> NavigationGraph.Segue {
        NavigationGraph.Segue(id: id, style: .push, location: SourceLocation(file: "x", line: 1, column: 1), destination: destination,
                              performers: [NavigationGraph.Performer(id: nil, type: "SegueResponder", location: SourceLocation(file: "x", line: 1, column: 1), triggers: [])])
    }
}
