import Testing
import Stagehand
import StagehandConsole

/// Golden frames of each structure view at 30x8 and 80x24 (`Goldens/views/NAME-COLSxROWS.txt`).
@Suite("Console: tabs, trees, text views, spinners and sparklines in golden frames")
struct StructureGoldenTests {
    /// The frame of a scene built from `body` at `columns` x `rows`, after `keys`.
    static func frame(_ body: String, columns: Int, rows: Int, keys: [Key] = [], wait: Int = 0) throws -> String {
        let registry = Registry()
        let clock = VirtualClock()
        let scene = try RuntimeTestSupport.scene(body, registry: registry, clock: clock)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let renderer = FrameRenderer(size: TerminalSize(columns: columns, rows: rows))
        _ = renderer.render(stage)
        for key in keys {
            KeyRouter(stage: stage).press(key)
            _ = renderer.render(stage)
        }
        clock.advance(by: wait)
        return PlainTextRenderer().render(renderer.render(stage).buffer)
    }

    private func check(_ name: String, _ body: String, keys: [Key] = [], wait: Int = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for (columns, rows) in [(30, 8), (80, 24)] {
            let text = try Self.frame(body, columns: columns, rows: rows, keys: keys, wait: wait)
            let same = try Golden.matches(text, "views/\(name)-\(columns)x\(rows).txt")
            #expect(same, "\(name) at \(columns)x\(rows) drew:\n\(text)", sourceLocation: sourceLocation)
        }
    }

    static let devices = """
        dataSources:
          - id: devices
            type: StaticDataSource
            properties:
              value:
                - { name: sda, size: 500G, children: [ { name: sda1, size: 1G }, { name: sda2, size: 499G, children: [ { name: vg-root, size: 499G } ] } ] }
                - { name: sdb, size: 2T }
                - { name: sr0, size: 1G }
        """

    @Test func tabs() throws {
        try check("tabs", """
            views:
              - id: tabs
                type: Tabs
                children:
                  - type: Tab
                    properties: { title: Disks }
                    children: [{ type: Label, properties: { text: "Disk page" } }, { id: go, type: Button, properties: { title: Check } }]
                  - type: Tab
                    properties: { title: Network }
                    children: [{ type: Label, properties: { text: "Network page" } }]
                  - type: Tab
                    properties: { title: Mounts }
                    children: [{ type: Label, properties: { text: "Mounts page" } }]
              - { type: Label, properties: { text: Below } }
            """, keys: [.named(.right)])
    }

    @Test func tree() throws {
        try check("tree", Self.devices + """

            views:
              - { id: tree, type: Tree, properties: { label: "{name} ({size})" } }
            bindings:
              - { type: TreeBinding, outlets: { dataSource: devices, view: tree } }
            """, keys: [.named(.right), .named(.down), .named(.down), .named(.right), .named(.down), .named(.enter)])
    }

    @Test func textView() throws {
        try check("textview", """
            dataSources:
              - { id: log, type: StaticDataSource, properties: { value: ["starting", "a line long enough to be wrapped at thirty columns, and at eighty columns too once it goes on and on and on", "ready", "serving", "done"] } }
            views:
              - { id: plain, type: TextView, properties: { height: 2, follow: true } }
              - { type: Divider }
              - { id: wrapped, type: TextView, properties: { height: 3, wrap: true } }
            bindings:
              - { type: TextBinding, outlets: { dataSource: log, view: plain } }
              - { type: TextBinding, outlets: { dataSource: log, view: wrapped } }
            """, keys: [.named(.tab), .named(.down)])
    }

    @Test func spinner() throws {
        try check("spinner", """
            views:
              - { type: Spinner, properties: { title: Loading packages } }
              - { type: Spinner }
            """, wait: 350)
    }

    @Test func sparkline() throws {
        try check("sparkline", """
            dataSources:
              - { id: load, type: StaticDataSource, properties: { value: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7, 9, 5, 0, 2, 8, 8] } }
            views:
              - { type: Label, properties: { text: Load } }
              - { id: spark, type: Sparkline }
              - type: HStack
                children:
                  - { type: Label, properties: { text: "CPU" } }
                  - { id: small, type: Sparkline, properties: { width: 8 } }
            bindings:
              - { type: SeriesBinding, outlets: { dataSource: load, view: spark } }
              - { type: SeriesBinding, outlets: { dataSource: load, view: small } }
            """)
    }
}

/// The golden frame of rule 15 of `Docs/Layout.md`.
@Suite("Console: layout rule 15, tabs, trees, text views, spinners and sparklines")
struct StructureLayoutRuleTests {
    @Test("14: tabs take the bar and the shown page; trees and text views share the lines left over; spinners and sparklines are one line")
    func naturalSizes() throws {
        let text = try StructureGoldenTests.frame(StructureGoldenTests.devices + """

            views:
              - id: tabs
                type: Tabs
                children:
                  - type: Tab
                    properties: { title: One }
                    children: [{ type: Label, properties: { text: "a page of one line" } }]
                  - type: Tab
                    properties: { title: Two }
                    children: [{ type: Label, properties: { text: "first" } }, { type: Label, properties: { text: "second" } }]
              - { id: tree, type: Tree }
              - { id: log, type: TextView, properties: { text: "one\\ntwo\\nthree\\nfour\\nfive\\nsix" } }
              - type: HStack
                children:
                  - { type: Spinner, properties: { title: busy } }
                  - { type: Sparkline, properties: { values: [1, 2, 3, 4] } }
                  - { type: Label, properties: { text: end } }
            bindings:
              - { type: TreeBinding, outlets: { dataSource: devices, view: tree } }
            """, columns: 30, rows: 12)
        let same = try Golden.matches(text, "layout/rule-15.txt")
        #expect(same, "rule 15 drew:\n\(text)")
    }
}
