import Testing
import Stagehand

/// Derived data tells the truth: a table over a filtered or sorted list that has no value yet
/// shows `loading`, not `empty`; a failed one shows its failure; a `TextInputDataSource` holds
/// the text a binding set; `--strict` says nothing of a path into a value still loading.
@Suite("Derived data tells the truth")
struct DerivedTruthTests {
    static let body = """
        dataSources:
          - { id: packages, type: StaticDataSource }
          - { id: query, type: StaticDataSource, properties: { value: "" } }
          - { id: found, type: FilterDataSource, outlets: { source: packages, query: query }, properties: { path: name } }
          - { id: sorted, type: SortDataSource, outlets: { source: found }, properties: { by: version, order: natural } }
        views:
          - id: list
            type: Table
            properties: { empty: No package matches }
            prototype: { id: name, type: Label, bindings: [{ type: TextBinding, outlets: { dataSource: item, view: name }, properties: { path: name } }] }
        bindings:
          - { type: TableBinding, outlets: { dataSource: sorted, view: list } }
        """

    @Test("the finding: a table over a filter and a sort of a list still loading shows loading, then its failure")
    func loadingThenFailure() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let packages = try scene.object("packages", as: DataSource.self)
        let table = try scene.object("list", as: Table.self)
        packages.setState(.loading)
        #expect(try scene.object("found", as: DataSource.self).value == .null)
        #expect(try scene.object("sorted", as: DataSource.self).value == .null)
        #expect(table.isWaitingForData)
        packages.setState(.failed("pip exited with status 2"))
        #expect(table.failure == "pip exited with status 2")
        packages.setValue(.list([["name": "rich", "version": "13.7.1"], ["name": "pip", "version": "9.0.3"]]), state: .ready)
        #expect(table.failure == nil)
        #expect(!table.isWaitingForData)
        #expect(table.items.map { $0.value(atPath: "name")?.displayText } == ["pip", "rich"])
    }

    @Test("a text field filled by a binding: its TextInputDataSource holds what it shows")
    func textInputHoldsBoundText() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: book, type: StaticDataSource, properties: { value: { title: Dune } } }
              - { id: typed, type: TextInputDataSource, outlets: { field: titleField }, properties: { debounce: 300ms } }
            views:
              - { id: titleField, type: TextField }
            bindings:
              - { type: TextBinding, outlets: { dataSource: book, view: titleField }, properties: { path: title } }
            """)
        let typed = try scene.object("typed", as: DataSource.self)
        #expect(typed.value == .string("Dune"))
        try scene.object("book", as: DataSource.self).setValue(["title": "Emma"])
        #expect(try scene.object("titleField", as: TextField.self).text == "Emma")
        #expect(typed.value == .string("Emma"))
    }
}
