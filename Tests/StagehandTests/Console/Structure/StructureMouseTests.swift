import Testing
@testable import Stagehand
@testable import StagehandConsole

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
        #expect(router.handle(MouseEvent(kind: .press, x: 5, y: 3)) == MouseRouter.Click(id: "tree", row: nil))
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
}
