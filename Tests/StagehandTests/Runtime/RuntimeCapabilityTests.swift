import Testing
import Stagehand

/// Views that declare a standard capability and adopt its protocol work with the standard
/// bindings, data sources and responders, without being the standard classes.
@Suite struct RuntimeCapabilityTests {
    static func registry() throws -> Registry {
        let registry = Registry()
        try registry.register(RTRoster.self)
        try registry.register(RTLamp.self)
        try registry.register(RTDots.self)
        return registry
    }

    static let sceneText = """
        dataSources:
          - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada, here: true }, { name: Grace, here: false }] } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: roster } }
          - { id: job, type: StaticDataSource, properties: { value: { done: 3 } } }
        views:
          - { id: roster, type: RTRoster }
          - { id: lamp, type: RTLamp }
          - { id: dots, type: RTDots }
          - { id: detail, type: Label }
          - { id: removeButton, type: Button }
        bindings:
          - { type: TableBinding, outlets: { dataSource: people, view: roster } }
          - { type: TextBinding, outlets: { dataSource: chosen, view: detail }, properties: { path: name } }
          - { type: SwitchBinding, outlets: { dataSource: chosen, view: lamp }, properties: { path: here } }
          - { type: ProgressBinding, outlets: { dataSource: job, view: dots }, properties: { path: done, total: 4 } }
        responders:
          - { type: RemoveResponder, on: [removeButton.tap], outlets: { list: people, item: chosen } }
        """

    @Test func aCustomTableIsFilledAndItsSelectionFollowed() throws {
        let scene = try RuntimeTestSupport.scene(Self.sceneText, registry: Self.registry())
        let roster = try scene.object("roster", as: RTRoster.self)
        #expect(roster.items.map { $0.value(atPath: "name")?.displayText ?? "?" } == ["Ada", "Grace"])
        roster.choose(1)
        #expect(try scene.object("detail", as: Label.self).text == "Grace")
        #expect(try scene.object("lamp", as: RTLamp.self).on == false)
    }

    @Test func aCustomSwitchShowsTheValueAndAPersonsFlipFlowsBack() throws {
        let scene = try RuntimeTestSupport.scene(Self.sceneText, registry: Self.registry())
        let roster = try scene.object("roster", as: RTRoster.self)
        let lamp = try scene.object("lamp", as: RTLamp.self)
        roster.choose(0)
        #expect(lamp.on == true)
        lamp.flip()
        // The flip went through the selection into the table's list.
        let people = try scene.object("people", as: DataSource.self)
        #expect(people.value.value(atPath: "0.here") == .bool(false))
        #expect(lamp.on == false)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func aCustomProgressViewIsFilled() throws {
        let scene = try RuntimeTestSupport.scene(Self.sceneText, registry: Self.registry())
        let dots = try scene.object("dots", as: RTDots.self)
        #expect(dots.value == 0.75)
        #expect(dots.displayedText == "●●●○")
        try scene.object("job", as: DataSource.self).setValue(["done": 4])
        #expect(dots.value == 1)
    }

    @Test func removingTheSelectionOfACustomTableRemovesItsItem() throws {
        let scene = try RuntimeTestSupport.scene(Self.sceneText, registry: Self.registry())
        let roster = try scene.object("roster", as: RTRoster.self)
        let people = try scene.object("people", as: DataSource.self)
        roster.choose(1)
        // The selection names the custom table's key, by which the responder finds the item.
        #expect((try scene.object("chosen", as: DataSource.self) as? any ItemIdentifying)?.itemKeyPath == "name")
        _ = try scene.object("removeButton", as: Button.self).tap()
        #expect(people.value.list?.compactMap { $0.value(atPath: "name")?.displayText } == ["Ada"])
        #expect(roster.rowCount == 1)
    }
}
