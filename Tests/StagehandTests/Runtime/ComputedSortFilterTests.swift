import Testing
import Stagehand

/// A sort's `by` and a filter's `path` and `paths` computed from their `input`: the key a person
/// chose, filled as a command's placeholders are.
@Suite("Sort and filter keys computed from data")
struct ComputedSortFilterTests {
    static let body = """
        dataSources:
          - id: packages
            type: StaticDataSource
            properties:
              value:
                - { name: rich, version: "13.7.1", summary: Rich text in the terminal }
                - { name: pip, version: "9.0.3", summary: The package installer }
                - { name: attrs, version: "23.2.0", summary: Classes without boilerplate }
          - { id: sortChoice, type: StaticDataSource }
          - { id: sorted, type: SortDataSource, outlets: { source: packages, input: sortChoice }, properties: { by: "{}", order: natural } }
          - { id: fieldChoice, type: StaticDataSource }
          - { id: query, type: StaticDataSource, properties: { value: "the" } }
          - { id: found, type: FilterDataSource, outlets: { source: packages, query: query, input: fieldChoice }, properties: { path: "{field}" } }
        views:
          - { id: l, type: Label }
        """

    static func names(_ scene: LiveScene, _ id: String) throws -> [String] {
        try scene.object(id, as: DataSource.self).value.list?.map { $0.value(atPath: "name")?.displayText ?? "?" } ?? []
    }

    @Test("the finding: SortDataSource sorts by the key its input names, and again when it changes")
    func sortsByTheChosenKey() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        // Nothing chosen yet: nothing is read, the list keeps its order.
        #expect(try Self.names(scene, "sorted") == ["rich", "pip", "attrs"])
        let choice = try scene.object("sortChoice", as: DataSource.self)
        choice.setValue("name")
        #expect(try Self.names(scene, "sorted") == ["attrs", "pip", "rich"])
        choice.setValue("version")
        #expect(try Self.names(scene, "sorted") == ["pip", "rich", "attrs"])
    }

    @Test("FilterDataSource compares the path its input names; one not filled yet matches nothing")
    func filtersAtTheChosenPath() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        #expect(try Self.names(scene, "found") == [])
        let choice = try scene.object("fieldChoice", as: DataSource.self)
        choice.setValue(["field": "summary"])
        #expect(try Self.names(scene, "found") == ["rich", "pip"])
        choice.setValue(["field": "name"])
        #expect(try Self.names(scene, "found") == [])
        try scene.object("query", as: DataSource.self).setValue("i")
        #expect(try Self.names(scene, "found") == ["rich", "pip"])
    }

    @Test("lint: the sort and the filter take an input, and a placeholder without one is placeholder-without-input")
    func lint() {
        let good = CheckTestSupport.lint(Self.body)
        #expect(!good.contains { $0.severity == .error }, "\(good.map(\.message))")
        let bad = CheckTestSupport.lint(Self.body
            .replacingOccurrences(of: "source: packages, input: sortChoice", with: "source: packages")
            .replacingOccurrences(of: "query: query, input: fieldChoice", with: "query: query"))
        let found = bad.filter { $0.code == .placeholderWithoutInput }
        #expect(found.count == 2, "\(bad.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("connect the data source whose value fills it as outlet 'input'") })
    }
}
