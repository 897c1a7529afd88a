import Testing
import Stagehand
import StagehandCLI
import StagehandConsole

/// Coverage counts an event only where something listens to it, so a scene whose read-only
/// table nobody follows can still be covered entirely.
@Suite("Coverage: events count where something listens")
struct CoverageListenersTests {
    static let scene = """
        dataSources:
          - { id: items, type: StaticDataSource, properties: { value: [a, b] } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: pickTable } }
        views:
          - { id: go, type: Button, properties: { title: Go } }
          - { id: detailTable, type: Table, prototype: { type: Label } }
          - { id: pickTable, type: Table, prototype: { type: Label } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: items, view: detailTable } }
          - { type: TableBinding, outlets: { dataSource: items, view: pickTable } }
        responders:
          - { type: ReloadResponder, on: [go.tap], outlets: { dataSource: items } }
        """

    @Test func anEventNothingListensToIsNotSomethingToExercise() {
        let description = CheckTestSupport.scene(Self.scene)
        let catalog = Registry().catalog
        let events = CoverageReport.declared(in: description, catalog: catalog)[.events]?.map(\.key) ?? []
        #expect(events == ["go.tap"])
        // What followed a view while a script ran counts too.
        let heard = CoverageReport.declared(in: description, catalog: catalog, listened: ["pickTable.select"])[.events]?.map(\.key) ?? []
        #expect(heard == ["go.tap", "pickTable.select"])
    }

    @Test func aLiveSceneRecordsWhatListensToItsViews() throws {
        let registry = Registry()
        let recorder = CoverageRecorder()
        var options = LiveSceneOptions()
        options.coverage = recorder
        let compiled = SceneCompiler(registry: registry).compileScene(
            bytes: Array((CheckTestSupport.header + Self.scene).utf8), file: "test.scene.yaml")
        let scene = try #require(LiveScene(compiled: compiled, registry: registry, options: options))
        let file = scene.description.file
        #expect(recorder.listened[file] == ["go.tap", "pickTable.select"])
    }
}
