import Foundation
import Stagehand
import StagehandConsole
import Testing

/// A scene that holds every view of the structure family (tabs, a tree, a text view, a
/// sparkline, a spinner) with their bindings, and helpers to play scripts against it.
enum StructureScene {
    static let text = """
        stagehand: 1
        scene: structure
        title: Structure
        dataSources:
          - id: devices
            type: StaticDataSource
            properties:
              value:
                - { name: sda, children: [ { name: sda1 }, { name: sda2, children: [ { name: lvm0 } ] } ] }
                - { name: sdb }
          - { id: picked, type: SelectionDataSource, outlets: { table: disks } }
          - { id: log, type: StaticDataSource, properties: { value: [one, two, three, four, five, six] } }
          - { id: load, type: StaticDataSource, properties: { value: [ { v: 1 }, { v: 5 }, { v: 3 }, { v: 8 } ] } }
          - { id: page, type: StaticDataSource, properties: { value: none } }
        views:
          - id: tabs
            type: Tabs
            children:
              - type: Tab
                properties: { title: Disks }
                children:
                  - { id: disks, type: Tree, properties: { height: 4, label: "{name}" } }
                  - { id: chosen, type: Label }
              - type: Tab
                properties: { title: Log }
                children:
                  - { id: logView, type: TextView, properties: { height: 3, follow: true } }
              - type: Tab
                properties: { title: Load }
                children:
                  - { id: spark, type: Sparkline }
                  - { id: busy, type: Spinner, properties: { title: Working } }
          - { id: shownPage, type: Label }
        bindings:
          - { type: TreeBinding, outlets: { dataSource: devices, view: disks } }
          - { type: TextBinding, outlets: { dataSource: picked, view: chosen }, properties: { path: name, empty: none } }
          - { type: TextBinding, outlets: { dataSource: log, view: logView } }
          - { type: SeriesBinding, outlets: { dataSource: load, view: spark }, properties: { path: v } }
          - { type: TextBinding, outlets: { dataSource: page, view: shownPage } }
        responders:
          - { type: SetResponder, on: [tabs.change], outlets: { target: page }, properties: { to: changed } }
        """

    /// Plays `steps` against the scene at `size`; the result, with every frame printed.
    static func play(_ steps: String, size: String = "40x14") throws -> ScriptPlayer.Result {
        let folder = TemporaryFiles.path("structure")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/structure.scene.yaml", atomically: true, encoding: .utf8)
        let script = "scene: structure.scene.yaml\nsize: \(size)\nsteps:\n" + steps
        try script.write(toFile: folder + "/structure.script.yaml", atomically: true, encoding: .utf8)
        let lint = SceneCompiler(registry: Registry()).compileScript(at: folder + "/structure.script.yaml")
        #expect(lint.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        return ScriptPlayer().play(scriptFile: folder + "/structure.script.yaml", options: .init(frames: .final, strict: true))
    }

    /// Records an issue for every problem of a played script.
    static func expectClean(_ result: ScriptPlayer.Result, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(result.diagnostics.map(\.formatted) == [], sourceLocation: sourceLocation)
        #expect(result.runtimeProblems.map(\.formatted) == [], sourceLocation: sourceLocation)
        #expect(result.exitStatus == 0, sourceLocation: sourceLocation)
    }
}
