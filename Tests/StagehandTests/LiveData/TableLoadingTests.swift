import Foundation
import Testing
import Stagehand
import StagehandConsole

/// A table whose data source is loading with no value yet shows its `loading` text, not its
/// `empty` text; a script step that needs its rows before they arrive says to `wait`.
@Suite("Table loading")
struct TableLoadingTests {
    static let scene = """
        stagehand: 1
        scene: loading
        dataSources:
          - { id: nothing, type: CommandDataSource, properties: { command: [sh, empty.sh] } }
        views:
          - id: list
            type: Table
            properties: { loading: Fetching rows, empty: Nothing here }
            prototype: { id: row, type: Label }
        bindings:
          - { type: TableBinding, outlets: { dataSource: nothing, view: list } }
        """

    static func folder(_ script: String) throws -> String {
        try LiveDataTestSupport.folder([
            "empty.sh": "#!/bin/sh\necho '[]'\n",
            "loading.scene.yaml": Self.scene,
            "play.script.yaml": "scene: loading.scene.yaml\nsize: 30x6\nsteps:\n" + script,
        ])
    }

    @Test("loading text before the first wait, empty text after it")
    func loadingThenEmpty() async throws {
        let before = try Self.folder("  - expect: { screen: Fetching rows }\n")
        defer { TemporaryFiles.remove(before) }
        let first = await LiveDataTestSupport.play("play.script.yaml", in: before)
        #expect(first.errors == [])
        #expect(first.output.contains("Fetching rows") && !first.output.contains("Nothing here"))
        let after = try Self.folder("  - wait: 10ms\n  - expect: { screen: Nothing here }\n")
        defer { TemporaryFiles.remove(after) }
        let second = await LiveDataTestSupport.play("play.script.yaml", in: after)
        #expect(second.errors == [])
        #expect(second.output.contains("Nothing here") && !second.output.contains("Fetching rows"))
    }

    @Test("a select or a rows expectation before the data arrives suggests a wait")
    func stepSuggestsWait() async throws {
        let select = try Self.folder("  - select: { table: list, row: 0 }\n")
        defer { TemporaryFiles.remove(select) }
        let selected = await LiveDataTestSupport.play("play.script.yaml", in: select)
        #expect(selected.errors.count == 1 && selected.errors.first?.contains("still loading") == true
                && selected.errors.first?.contains("`wait`") == true, "\(selected.errors)")
        let rows = try Self.folder("  - expect: { view: list, rows: 1 }\n")
        defer { TemporaryFiles.remove(rows) }
        let counted = await LiveDataTestSupport.play("play.script.yaml", in: rows)
        #expect(counted.errors.count == 1 && counted.errors.first?.contains("still loading") == true, "\(counted.errors)")
    }
}
