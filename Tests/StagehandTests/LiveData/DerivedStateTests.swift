import Testing
import Stagehand

/// Data sources derived from others show their sources' state: a filter, a sort, a table's
/// selection, a combination and a segue's incoming value are `loading` while what they come
/// from loads, and `failed`, with its message, when it failed. Only the state follows: their
/// values, and their value observers, are left alone.
@Suite("Derived data source states")
struct DerivedStateTests {
    static let body = """
        dataSources:
          - { id: people, type: StaticDataSource, properties: { value: [{ name: Grace }, { name: Ada }] } }
          - { id: query, type: StaticDataSource, properties: { value: "" } }
          - { id: found, type: FilterDataSource, outlets: { source: people, query: query }, properties: { path: name } }
          - { id: sorted, type: SortDataSource, outlets: { source: found }, properties: { by: name } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: list } }
          - { id: both, type: CombinedDataSource, outlets: { sources: [people, query] } }
        views:
          - id: list
            type: Table
            prototype: { id: name, type: Label, bindings: [{ type: TextBinding, outlets: { dataSource: item, view: name }, properties: { path: name } }] }
          - { id: foundState, type: Label }
          - { id: sortedState, type: Label }
          - { id: chosenState, type: Label }
          - { id: bothState, type: Label }
          - { id: busy, type: Label, properties: { text: "…" } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: sorted, view: list } }
          - { type: StatusBinding, outlets: { dataSource: found, view: foundState } }
          - { type: StatusBinding, outlets: { dataSource: sorted, view: sortedState } }
          - { type: StatusBinding, outlets: { dataSource: chosen, view: chosenState } }
          - { type: StatusBinding, outlets: { dataSource: both, view: bothState } }
          - { type: HiddenBinding, outlets: { dataSource: sorted, view: busy }, properties: { state: loading, invert: true } }
        """

    static func states(_ scene: LiveScene) throws -> [String] {
        try ["foundState", "sortedState", "chosenState", "bothState"].map { try scene.object($0, as: Label.self).text }
            + [try scene.object("busy", as: Label.self).hidden ? "hidden" : "shown"]
    }

    @Test("filter, sort, selection and combination show the state of the list they come from")
    func followTheSource() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let people = try scene.object("people", as: DataSource.self)
        let sorted = try scene.object("sorted", as: DataSource.self)
        var derivedValues = 0
        for id in ["found", "sorted", "chosen", "both"] {
            try scene.object(id, as: DataSource.self).observe { _ in derivedValues += 1 }
        }
        #expect(try Self.states(scene) == ["", "", "", "", "hidden"])
        people.setState(.loading)
        #expect(try Self.states(scene) == ["Loading…", "Loading…", "Loading…", "Loading…", "shown"])
        people.setState(.failed("the list is gone"))
        #expect(try Self.states(scene) == ["the list is gone", "the list is gone", "the list is gone", "the list is gone", "hidden"])
        people.setState(.ready)
        #expect(try Self.states(scene) == ["", "", "", "", "hidden"])
        #expect(derivedValues == 0)
        #expect(sorted.value.list?.compactMap { $0.value(atPath: "name")?.displayText } == ["Ada", "Grace"])
    }

    @Test("a failure wins over loading, and the first failure's message is shown")
    func combined() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let people = try scene.object("people", as: DataSource.self), query = try scene.object("query", as: DataSource.self)
        let both = try scene.object("both", as: DataSource.self)
        query.setState(.loading)
        #expect(both.state == .loading)
        people.setState(.failed("first"))
        query.setState(.failed("second"))
        #expect(both.state == .failed("first"))
        people.setState(.ready)
        #expect(both.state == .failed("second"))
        #expect(DataSourceState.combined([]) == .ready)
    }

    @Test("a table over a filter over a load shows loading, then the load's failure")
    func overALoad() async {
        let body = """
            dataSources:
              - { id: data, type: LDSlowDataSource, properties: { delay: 20 } }
              - { id: query, type: StaticDataSource, properties: { value: "" } }
              - { id: found, type: FilterDataSource, outlets: { source: data, query: query } }
            views:
              - { id: list, type: Table }
              - { id: status, type: Label }
            bindings:
              - { type: TableBinding, outlets: { dataSource: found, view: list } }
              - { type: StatusBinding, outlets: { dataSource: found, view: status }, properties: { failed: "no list: {error}" } }
            """
        let seen = await AsyncWorkTests.withScene(body) { scene -> [String] in
            guard let data = scene.objectsByID["data"] as? LDSlowDataSource,
                let found = scene.objectsByID["found"] as? DataSource else { return [] }
            let status = { (scene.objectsByID["status"] as? Label)?.text ?? "-" }
            var seen = [found.state.name, status()]
            scene.work.settle()
            seen += [found.state.name, status()]
            data.fails = true
            data.reload()
            scene.work.settle()
            return seen + [found.state.name, status()]
        }
        #expect(seen == ["loading", "Loading…", "ready", "", "failed", "no list: the server said no"])
    }

    @Test("a segue's incoming value shows the state of the data source it came from")
    func incoming() throws {
        let registry = Registry()
        let origin = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            """, registry: registry)
        let person = try origin.object("person", as: DataSource.self)
        let (description, _) = RuntimeTestSupport.describe(RuntimeTestSupport.header + """
            dataSources:
              - { id: passed, type: IncomingDataSource }
            views:
              - { id: status, type: Label }
            bindings:
              - { type: StatusBinding, outlets: { dataSource: passed, view: status } }
            """, registry: registry)
        let detail = LiveScene(description: try #require(description), registry: registry, incoming: person.value, incomingFrom: person)
        person.setState(.failed("saved elsewhere"))
        #expect(try detail.object("status", as: Label.self).text == "saved elsewhere")
        person.setState(.ready)
        #expect(try detail.object("status", as: Label.self).text == "")
    }
}
