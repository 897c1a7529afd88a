import Testing
import Stagehand
import StagehandConsole

/// Clicks and the wheel in tabs, trees and text views reach them as the frame was laid out.
@Suite("Console: clicks and the wheel in tabs, trees and text views")
struct StructureMouseTests {
    @Test func clicksSwitchPagesExpandAndSelectNodesAndTheWheelScrolls() throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: nodes, type: StaticDataSource, properties: { value: [ { name: a, children: [ { name: b } ] }, { name: c } ] } }
            views:
              - id: tabs
                type: Tabs
                children:
                  - { type: Tab, properties: { title: One }, children: [ { id: tree, type: Tree, properties: { height: 3 } } ] }
                  - { type: Tab, properties: { title: Two }, children: [ { id: log, type: TextView, properties: { height: 2, text: "a\\nb\\nc\\nd" } } ] }
            bindings:
              - { type: TreeBinding, outlets: { dataSource: nodes, view: tree } }
            """, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let size = TerminalSize(columns: 30, rows: 10)
        let renderer = FrameRenderer(size: size)
        _ = renderer.render(stage)
        let router = MouseRouter(stage: stage, size: size)
        let tree = try scene.object("tree", as: Tree.self)
        // Line 2 is the bar, line 3 the tree's first row: its `▸` at column 5, after the tabs'
        // and the tree's focus columns and the tree's mark columns.
        // Recorded as the steps a person writes: focus the tree, then Right on the node (the
        // cursor is on it already).
        #expect(router.handle(MouseEvent(kind: .press, x: 5, y: 3)) == MouseRouter.Click(id: "tree", row: nil, keys: ["right"]))
        #expect(tree.rowCount == 3)
        _ = renderer.render(stage)
        #expect(router.handle(MouseEvent(kind: .press, x: 9, y: 4)) == MouseRouter.Click(id: "tree", row: 1))
        #expect(tree.selectedRow == 1 && tree.selectedItem.value(atPath: "name") == .string("b"))
        router.handle(MouseEvent(kind: .wheel(notches: 1), x: 9, y: 4))
        #expect(tree.cursor == 2)
        // The bar: ` One │ Two ` from column 2; column 9 is in ` Two `.
        #expect(router.handle(MouseEvent(kind: .press, x: 9, y: 2)) == MouseRouter.Click(id: "tabs", row: 1))
        let tabs = try scene.object("tabs", as: Tabs.self)
        #expect(tabs.selected == 1)
        _ = renderer.render(stage)
        let log = try scene.object("log", as: TextView.self)
        router.handle(MouseEvent(kind: .wheel(notches: 1), x: 5, y: 3))
        let text = PlainTextRenderer().render(renderer.render(stage).buffer)
        #expect(log.firstLine == 2, "the wheel scrolls the text as far as its end:\n\(text)")
        #expect(text.contains("c") && text.contains("d") && !text.contains(" a\n"))
    }

    @Test("--record writes a click on a tree's ▸ or ▾ as a click and the keys to the node, and they play back to the same tree")
    func recordedExpanderClicksPlayBack() throws {
        let body = """
            dataSources:
              - { id: nodes, type: StaticDataSource, properties: { value: [ { name: a, children: [ { name: b } ] }, { name: c } ] } }
            views:
              - { id: tree, type: Tree, properties: { height: 4 } }
            bindings:
              - { type: TreeBinding, outlets: { dataSource: nodes, view: tree } }
            """
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(body, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let size = TerminalSize(columns: 30, rows: 8)
        let renderer = FrameRenderer(size: size)
        _ = renderer.render(stage)
        let router = MouseRouter(stage: stage, size: size)
        let tree = try scene.object("tree", as: Tree.self)
        var recorder = ScriptRecorder()
        // The tree's first row is line 2: its `▸` at column 4, after the frame's edge, the focus
        // column and the mark columns.
        recorder.record(try #require(router.handle(MouseEvent(kind: .press, x: 4, y: 2))), at: 0)
        #expect(tree.rowCount == 3)
        for _ in 0..<2 {
            KeyRouter(stage: stage).press(.named(.down))
            recorder.record(.named(.down), at: 0, focused: tree)
        }
        _ = renderer.render(stage)
        // With the cursor two rows down, a click on a's `▾` collapses it.
        recorder.record(try #require(router.handle(MouseEvent(kind: .press, x: 4, y: 2))), at: 0)
        #expect(tree.rowCount == 2 && tree.cursor == 0)
        #expect(recorder.steps == [
            "click: \"tree\"", "key: \"right\"", "key: \"down\"", "key: \"down\"",
            "click: \"tree\"", "key: \"up\"", "key: \"up\"", "key: \"left\"",
        ])
        // Played back, the steps leave the tree as the clicks did; after the first click, open.
        let folder = try TemporaryFiles.folder("recorded-tree")
        defer { TemporaryFiles.remove(folder) }
        try (RuntimeTestSupport.header + body).write(toFile: folder + "/tree.scene.yaml", atomically: true, encoding: .utf8)
        var steps = recorder.steps
        steps.insert("expect: { view: tree, rows: 3 }", at: 2)
        let script = "scene: tree.scene.yaml\nsize: 30x8\nsteps:\n" + steps.map { "  - \($0)\n" }.joined()
            + "  - expect: { view: tree, rows: 2, focused: true }\n  - expect: { screen: \"▸ a\" }\n"
        try script.write(toFile: folder + "/tree.script.yaml", atomically: true, encoding: .utf8)
        let played = ScriptPlayer(registry: registry).play(scriptFile: folder + "/tree.script.yaml", options: .init(frames: .final, strict: true))
        #expect(played.diagnostics.map(\.formatted) == [], "\(played.output)")
        #expect(played.exitStatus == 0)
    }
}
