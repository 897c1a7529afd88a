import Testing
import Stagehand
import StagehandConsole

/// Up and Down that the focused view leaves move focus the way the eye moves: to the nearest
/// view that can take it above or below on screen. Tab keeps the declared order.
@Suite("Console: Up and Down move focus on screen")
struct SpatialFocusTests {
    static let scene = """
        dataSources:
          - { id: items, type: StaticDataSource, properties: { value: [one, two] } }
        views:
          - type: HStack
            children:
              - { id: filter, type: TextField, properties: { placeholder: Filter } }
              - { id: clear, type: Button, properties: { title: Clear } }
          - id: list
            type: Table
            prototype:
              type: HStack
              children: [{ id: cell, type: Label }]
              bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
          - type: HStack
            children:
              - { id: left, type: Button, properties: { title: Left } }
              - { type: Spacer }
              - { id: right, type: Button, properties: { title: Right } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: items, view: list } }
        """

    /// The id of the focused view after `keys`, each followed by a frame as a terminal draws.
    private func focus(after keys: [Key], start: String? = nil) throws -> String? {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(Self.scene, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let renderer = FrameRenderer(size: TerminalSize(columns: 40, rows: 12))
        _ = renderer.render(stage)
        if let start, let view = scene.objectsByID[start] as? View { scene.focus(view) }
        for key in keys {
            KeyRouter(stage: stage).press(key)
            _ = renderer.render(stage)
        }
        return scene.focusedView?.id
    }

    @Test func downFromAFieldGoesToTheListUnderItNotToTheButtonBesideIt() throws {
        #expect(try focus(after: [.named(.down)], start: "filter") == "list")
        // Tab still follows the declared order.
        #expect(try focus(after: [.named(.tab)], start: "filter") == "clear")
    }

    @Test func downFromAButtonGoesToTheNearestViewBelowOnItsSide() throws {
        #expect(try focus(after: [.named(.down)], start: "clear") == "list")
        #expect(try focus(after: [.named(.up)], start: "right") == "list")
    }

    @Test func aTableKeepsItsArrows() throws {
        // A table moves its cursor with Up and Down: focus stays on it.
        #expect(try focus(after: [.named(.up)], start: "list") == "list")
        #expect(try focus(after: [.named(.down), .named(.down)], start: "list") == "list")
    }

    @Test func nothingBelowLeavesFocusWhereItIs() throws {
        #expect(try focus(after: [.named(.down)], start: "left") == "left")
    }
}
