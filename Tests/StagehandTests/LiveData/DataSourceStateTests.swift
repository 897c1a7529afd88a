import Testing
import Stagehand

/// States as bindings see them: `StatusBinding` texts, `state:` conditions, and state changes
/// that do not count as value changes.
@Suite("Data source states")
struct DataSourceStateTests {
    static let body = """
        dataSources:
          - { id: d, type: StaticDataSource, properties: { value: 1 } }
        views:
          - { id: plain, type: Label }
          - { id: custom, type: Label }
          - { id: busy, type: Label }
          - { id: retry, type: Button, properties: { title: Retry } }
        bindings:
          - { type: StatusBinding, outlets: { dataSource: d, view: plain } }
          - { type: StatusBinding, outlets: { dataSource: d, view: custom }, properties: { loading: "wait…", failed: "oh no: {error} ({error})", ready: "fine" } }
          - { type: HiddenBinding, outlets: { dataSource: d, view: busy }, properties: { state: loading, invert: true } }
          - { type: EnabledBinding, outlets: { dataSource: d, view: retry }, properties: { state: failed } }
        """

    @Test("bindings follow the state")
    func follow() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let d = try scene.object("d", as: DataSource.self)
        let plain = try scene.object("plain", as: Label.self), custom = try scene.object("custom", as: Label.self)
        let busy = try scene.object("busy", as: Label.self), retry = try scene.object("retry", as: Button.self)
        #expect([plain.text, custom.text] == ["", "fine"])
        #expect(busy.hidden && !retry.enabled)
        d.setState(.loading)
        #expect([plain.text, custom.text] == ["Loading…", "wait…"])
        #expect(!busy.hidden && !retry.enabled)
        d.setState(.failed("no network"))
        #expect([plain.text, custom.text] == ["no network", "oh no: no network (no network)"])
        #expect(busy.hidden && retry.enabled)
        #expect(d.value == 1)
    }

    @Test("a state change does not run value observers; a value with a state runs each once")
    func stateIsNotAValue() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let d = try scene.object("d", as: DataSource.self)
        var values = 0, states: [String] = []
        d.observe { _ in values += 1 }
        d.observeState { states.append($0.name) }
        d.setState(.loading)
        d.setState(.loading)
        #expect(values == 0 && states == ["loading"])
        d.setValue(2, state: .ready)
        #expect(values == 1 && states == ["loading", "ready"])
    }
}
