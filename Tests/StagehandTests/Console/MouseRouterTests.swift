import Testing
import Stagehand
import StagehandConsole

/// A click at a cell of the frame reaches the view drawn there, as the frame was laid out; the
/// recorder writes it as a `click` step, and characters typed in a row as one `type` step.
@Suite("Console: clicks and the wheel")
struct MouseRouterTests {
    private func stage(_ body: String) throws -> Stage {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(body, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        return stage
    }

    @Test func aClickSelectsTheRowUnderItAndPlacesTheCaret() throws {
        let stage = try stage("""
            dataSources:
              - { id: birds, type: StaticDataSource, properties: { value: [Robin, Wren, Jay] } }
            views:
              - { id: name, type: TextField, properties: { text: "日本 ok" } }
              - id: list
                type: Table
                properties: { header: Birds }
                prototype:
                  type: HStack
                  children: [{ id: cell, type: Label }]
                  bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
            bindings:
              - { type: TableBinding, outlets: { dataSource: birds, view: list } }
            """)
        let size = TerminalSize(columns: 30, rows: 10)
        _ = FrameRenderer(size: size).render(stage)
        let router = MouseRouter(stage: stage, size: size)
        // Line 2 is the field: `▸[日本 ok`, the field's text from column 3; column 5 is 本's.
        #expect(router.handle(MouseEvent(kind: .press, x: 5, y: 2)) == MouseRouter.Click(id: "name", row: nil))
        let field = try stage.current!.object("name", as: TextField.self)
        #expect(field.cursor == 1)
        // Line 3 is the table's header, line 5 its second row.
        #expect(router.handle(MouseEvent(kind: .press, x: 4, y: 5)) == MouseRouter.Click(id: "list", row: 1))
        let table = try stage.current!.object("list", as: Table.self)
        #expect(table.selectedIndex == 1)
        #expect(stage.current?.focusedView === table)
        // The wheel over the table moves its cursor.
        router.handle(MouseEvent(kind: .wheel(notches: 1), x: 4, y: 5))
        #expect(table.cursorIndex == 2)
        // Outside the body nothing happens.
        #expect(router.handle(MouseEvent(kind: .press, x: 4, y: 0)) == nil)
    }

    @Test func theRecorderWritesClicksAndTypedRuns() throws {
        let stage = try stage("""
            views:
              - { id: name, type: TextField }
              - { id: go, type: Button, properties: { title: Go } }
            """)
        let field = try stage.current!.object("name", as: TextField.self)
        var recorder = ScriptRecorder()
        for character in "Ada" {
            KeyRouter(stage: stage).press(.character(character))
            recorder.record(.character(character), at: 0, focused: field)
        }
        recorder.record(MouseRouter.Click(id: "go", row: nil), at: 0)
        recorder.record(MouseRouter.Click(id: "list", row: 2), at: 40)
        #expect(recorder.steps == [
            "type: { into: \"name\", text: \"Ada\" }", "click: \"go\"", "wait: 40ms", "click: { table: \"list\", row: 2 }",
        ])
    }

    @Test func clicksOpenAndChooseInASelectAndARadioGroupAndAreRecorded() throws {
        let stage = try stage("""
            views:
              - { id: box, type: Checkbox, properties: { title: Loud } }
              - { id: pick, type: Select, properties: { options: [Red, Green, Blue], selected: Red, width: 10 } }
              - { id: size, type: RadioGroup, properties: { options: [S, M, L] } }
            """)
        let size = TerminalSize(columns: 30, rows: 14)
        let renderer = FrameRenderer(size: size)
        _ = renderer.render(stage)
        let router = MouseRouter(stage: stage, size: size)
        var recorder = ScriptRecorder()
        // Line 2 is the box, 3 the select, 4 to 6 the radio options.
        let box = try stage.current!.object("box", as: Checkbox.self)
        #expect(router.handle(MouseEvent(kind: .press, x: 3, y: 2)) == MouseRouter.Click(id: "box", row: nil))
        #expect(box.on)
        let pick = try stage.current!.object("pick", as: Select.self)
        let opened = try #require(router.handle(MouseEvent(kind: .press, x: 3, y: 3)))
        recorder.record(opened, at: 0)
        #expect(pick.isOpen)
        _ = renderer.render(stage)
        // The list lies below the select: its border on line 4, Red on 5, Green on 6, Blue on 7.
        let chosen = try #require(router.handle(MouseEvent(kind: .press, x: 4, y: 7)))
        recorder.record(chosen, at: 0)
        #expect(!pick.isOpen)
        #expect(pick.selected == .string("Blue"))
        _ = renderer.render(stage)
        // Open again; a click outside the list closes it and chooses nothing.
        _ = router.handle(MouseEvent(kind: .press, x: 3, y: 3))
        _ = renderer.render(stage)
        #expect(pick.isOpen)
        #expect(router.handle(MouseEvent(kind: .press, x: 25, y: 12)) == nil)
        #expect(!pick.isOpen && pick.selected == .string("Blue"))
        _ = renderer.render(stage)
        let radio = try #require(router.handle(MouseEvent(kind: .press, x: 3, y: 6)))
        recorder.record(radio, at: 0)
        let group = try stage.current!.object("size", as: RadioGroup.self)
        #expect(group.selected == .string("L"))
        // Choices are recorded as the step a person writes for them: `select`.
        #expect(recorder.steps == ["click: \"pick\"", "select: { table: \"pick\", row: 2 }", "select: { table: \"size\", row: 2 }"])
    }
}
