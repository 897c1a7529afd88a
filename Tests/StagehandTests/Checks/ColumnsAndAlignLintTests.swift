import Testing
import Stagehand

/// `columns` and `align` go through lint like every property: titles are text, an alignment is
/// one of its choices (with a did-you-mean), and the JSON schema says the same.
@Suite("Lint: Table's columns and Label's align")
struct ColumnsAndAlignLintTests {
    @Test func aTitleThatIsNotTextIsAnErrorAtTheTitle() {
        let diagnostics = CheckTestSupport.lint("""
            views:
              - { id: list, type: Table, properties: { columns: [Name, { a: 1 }, [x]] }, prototype: { type: Label } }
            """)
        #expect(diagnostics.codes == [.invalidProperty, .invalidProperty], "\(diagnostics.map(\.formatted))")
        #expect(diagnostics.first?.message == "property 'columns': a title is text, not a mapping")
    }

    @Test func anAlignmentIsOneOfItsChoices() {
        let diagnostics = CheckTestSupport.lint("""
            views:
              - { type: Label, properties: { text: "42", align: rigth } }
            """)
        #expect(diagnostics.codes == [.invalidProperty], "\(diagnostics.map(\.formatted))")
        #expect(diagnostics.first?.message.contains("'right'") == true)
        #expect(CheckTestSupport.lint("views:\n  - { type: Label, properties: { text: x, align: center } }\n").isEmpty)
    }

    @Test func theSchemaTakesTitlesAndAlignments() throws {
        let table = try #require(Registry().catalog.declaration(named: "Table")?.properties.first { $0.name == "columns" })
        #expect(table.jsonSchema == ["type": "array", "items": ["type": SchemaFragments.scalarTypes], "default": .list([]),
                                     "description": .string(table.summary)])
        let label = try #require(Registry().catalog.declaration(named: "Label")?.properties.first { $0.name == "align" })
        #expect(label.choices == ["left", "right", "center"])
    }
}
