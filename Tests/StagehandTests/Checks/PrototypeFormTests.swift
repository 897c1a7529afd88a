import Testing
import Stagehand

/// A table's prototype is written either as its one row view, with the row's bindings beside the
/// view's own keys, or as a mapping of `views` beside them; both mean the same everywhere.
@Suite struct PrototypeFormTests {
    static let header = """
        dataSources:
          - { id: books, type: StaticDataSource, properties: { value: [{ title: Dune, year: 1965 }, { title: Emma, year: 1815 }] } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: books, view: bookTable } }
        views:
          - id: bookTable
            type: Table
            prototype:

        """

    /// The one-view form: the row is an HStack, its bindings sit beside its children.
    static let oneView = header + """
              type: HStack
              children:
                - { id: title, type: Label }
                - { id: year, type: Label }
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: title }, properties: { path: title } }
                - { type: TextBinding, outlets: { dataSource: item, view: year }, properties: { path: year } }
        """

    /// The listed form of the same row.
    static let listed = header + """
              views:
                - type: HStack
                  children:
                    - { id: title, type: Label }
                    - { id: year, type: Label }
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: title }, properties: { path: title } }
                - { type: TextBinding, outlets: { dataSource: item, view: year }, properties: { path: year } }
        """

    func rows(_ body: String) throws -> [[String]] {
        let scene = try RuntimeTestSupport.scene(body)
        let table = try scene.object("bookTable", as: Table.self)
        return (0..<table.items.count).map { index in
            (table.row(at: index)?.views ?? []).flatMap(\.subtree).compactMap { ($0 as? Label)?.text }
        }
    }

    @Test func bothFormsLintClean() {
        #expect(CheckTestSupport.lint(Self.oneView).map(\.formatted) == [])
        #expect(CheckTestSupport.lint(Self.listed).map(\.formatted) == [])
    }

    @Test func bothFormsBuildTheSameRows() throws {
        let expected = [["Dune", "1965"], ["Emma", "1815"]]
        #expect(try rows(Self.oneView) == expected)
        #expect(try rows(Self.listed) == expected)
    }

    @Test func idsOfTheOneViewFormBelongToTheRow() {
        let body = Self.oneView.replacingOccurrences(
            of: "bindings:\n  - { type: TableBinding", with: "bindings:\n  - { type: TextBinding, outlets: { dataSource: books, view: title } }\n  - { type: TableBinding")
        let unknown = CheckTestSupport.lint(body).first(.unknownId)
        #expect(unknown?.message.contains("'title'") == true)
    }

    @Test func bindingsOnAnotherViewSayWhereRowBindingsBelong() throws {
        let diagnostics = CheckTestSupport.lint("""
            views:
              - id: note
                type: Label
                bindings: []
            """)
        let problem = try #require(diagnostics.first(.unknownKey))
        #expect(problem.location.line == 6)
        #expect(problem.location.column == 5)
        #expect(problem.message.contains("'prototype'"))
    }

    @Test func aPrototypeWithNoViewSaysHowToWriteOne() throws {
        let diagnostics = CheckTestSupport.lint("""
            views:
              - id: t
                type: Table
                prototype: { bindings: [] }
            """)
        let problem = try #require(diagnostics.first(.missingKey))
        #expect(problem.message.contains("write the view itself"))
    }
}
