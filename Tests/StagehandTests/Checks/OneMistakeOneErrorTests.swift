import Testing
import Stagehand

/// One typo is one error: the did-you-mean at the misspelled word, with its fix, and nothing
/// else the same mistake would otherwise cause.
@Suite("Lint: one mistake, one error")
struct OneMistakeOneErrorTests {
    @Test func aMisspelledRequiredOutletIsOnlyTheDidYouMean() {
        let body = """
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [a] } }
              - { id: chosen, type: SelectionDataSource, outlets: { tabel: list } }
            views:
              - { id: list, type: Table, prototype: { type: Label } }
              - { id: shown, type: Label }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: shown } }
            """
        let diagnostics = CheckTestSupport.lint(body)
        #expect(diagnostics.codes == [.unknownOutlet], "\(diagnostics.map(\.formatted))")
        #expect(diagnostics.first?.message.contains("did you mean 'table'?") == true)
        // The fix renames the key.
        let source = CheckTestSupport.header + body
        let fixes = Fixer.fixes(for: diagnostics, in: Array(source.utf8), file: "test.scene.yaml")
        #expect(fixes.map(\.edit.replacement) == ["table"])
    }

    @Test func aMisspelledOutletsKeyIsReadAsOutlets() {
        let diagnostics = CheckTestSupport.lint("""
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [a] } }
            views:
              - { id: list, type: Table, prototype: { type: Label } }
            bindings:
              - { type: TableBinding, outlet: { dataSource: items, view: list } }
            """)
        #expect(diagnostics.codes == [.unknownKey], "\(diagnostics.map(\.formatted))")
        #expect(diagnostics.first?.message.contains("did you mean 'outlets'?") == true)
    }

    @Test func aMisspelledSectionIsReadAsThatSection() {
        let diagnostics = CheckTestSupport.lint("""
            dataSource:
              - { id: items, type: StaticDataSource, properties: { value: [a] } }
            views:
              - { id: list, type: Table, prototype: { type: Label } }
              - { id: go, type: Button, properties: { title: Go } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
            responders:
              - { type: SegueResponder, on: [go.tap], properties: { segue: next } }
            segue:
              - { id: next, to: other.scene.yaml }
            """)
        // The two keys, and the segue file this test does not write; no unknown id or segue.
        #expect(diagnostics.codes == [.unknownKey, .unknownKey, .missingSegueFile], "\(diagnostics.map(\.formatted))")
    }

    @Test func aMisspelledIdDoesNotAlsoLeaveItsObjectUnused() {
        let diagnostics = CheckTestSupport.lint("""
            dataSources:
              - { id: process, type: StaticDataSource, properties: { value: 1 } }
            views:
              - { id: shown, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: proces, view: shown } }
            """)
        #expect(diagnostics.codes == [.unknownId], "\(diagnostics.map(\.formatted))")
    }

    @Test func aMisspelledVersionKeyIsNotAlsoMissing() {
        let diagnostics = Linter(registry: Registry()).lintScene(source: "stagehnd: 1\nscene: test\n", file: "test.scene.yaml")
        #expect(diagnostics.codes == [.unknownKey], "\(diagnostics.map(\.formatted))")
    }

    @Test func aScriptsMisspelledStepsKeyIsNotAlsoMissing() {
        let diagnostics = Linter(registry: Registry()).lintScript(source: "step:\n  - wait: 1ms\n", file: "test.script.yaml")
        // The script names no scene (reported apart); 'steps' is not also missing.
        #expect(diagnostics.codes == [.unknownKey, .missingScene], "\(diagnostics.map(\.formatted))")
    }

    @Test func aMisspelledRequiredPropertyIsOnlyTheDidYouMean() throws {
        let registry = Registry()
        try registry.register(NameTagBinding.self)
        let diagnostics = CheckTestSupport.lint("""
            dataSources:
              - { id: value, type: StaticDataSource, properties: { value: 1 } }
            views:
              - { id: shown, type: Label }
            bindings:
              - { type: NameTagBinding, outlets: { dataSource: value, tag: shown }, properties: { prefx: "#" } }
            """, registry: registry)
        #expect(diagnostics.codes == [.unknownProperty], "\(diagnostics.map(\.formatted))")
    }
}
