import Foundation
import Testing
import Stagehand

/// Lint of the choice views and their bindings: what their outlets take, their events, the
/// shape of `options`, and the script steps and checks that fit them.
@Suite("Lint: checkboxes, selects and radio groups")
struct ChoiceLintTests {
    private func codes(_ body: String) -> [String] {
        CheckTestSupport.lint(body).map { "\($0.location.line) \($0.code.rawValue)" }
    }

    @Test func theChoiceViewsAndBindingsLintClean() {
        let found = CheckTestSupport.lint("""
            dataSources:
              - { id: settings, type: StaticDataSource, properties: { value: { sort: name, loud: true } } }
              - { id: keys, type: StaticDataSource, properties: { value: [{ key: name, label: Name }] } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: sort } }
            views:
              - { id: loud, type: Checkbox, properties: { title: Loud } }
              - { id: sort, type: Select, properties: { placeholder: Sort } }
              - { id: size, type: RadioGroup, properties: { options: [S, { title: Large, value: l }, { value: 3 }] } }
              - { id: shown, type: Label }
            bindings:
              - { type: SwitchBinding, outlets: { dataSource: settings, view: loud }, properties: { path: loud } }
              - { type: OptionsBinding, outlets: { dataSource: keys, view: sort }, properties: { title: label, value: key } }
              - { type: ChoiceBinding, outlets: { dataSource: settings, view: sort }, properties: { path: sort } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: shown }, properties: { path: label } }
            responders:
              - { type: ToggleResponder, on: [size.change], outlets: { target: settings }, properties: { path: loud } }
            """)
        #expect(found.map(\.formatted) == [])
    }

    @Test func anOptionsTitleOrValueThatNoItemHasIsReportedAtItsPath() {
        let found = CheckTestSupport.lint("""
            dataSources:
              - { id: keys, type: StaticDataSource, properties: { value: { all: [{ key: name, label: Name }, { key: size, label: Size, note: x }] } } }
            views:
              - { id: sort, type: Select }
              - { id: pick, type: RadioGroup }
            bindings:
              - { type: OptionsBinding, outlets: { dataSource: keys, view: sort }, properties: { path: all, title: lable, value: key } }
              - { type: OptionsBinding, outlets: { dataSource: keys, view: pick }, properties: { path: all, title: note, value: kye } }
            """)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == ["9:104 path-not-in-data", "10:117 path-not-in-data"],
                "\(found.map(\.formatted))")
        #expect(found.first?.message == "path 'lable' of an OptionsBinding finds nothing in the items of 'keys' (StaticDataSource) (keys there: key, label, note); did you mean 'label'?")
    }

    @Test func anOptionsListPathThatFindsNoListChecksNoItemPaths() {
        // The list path's own problem is the one to fix; its items' paths are not guessed at.
        let found = CheckTestSupport.lint("""
            dataSources:
              - { id: keys, type: StaticDataSource, properties: { value: { all: [{ key: name }] } } }
            views:
              - { id: sort, type: Select }
            bindings:
              - { type: OptionsBinding, outlets: { dataSource: keys, view: sort }, properties: { path: al, title: nope } }
            """)
        #expect(found.map { "\($0.location.line) \($0.code.rawValue)" } == ["8 path-not-in-data"], "\(found.map(\.formatted))")
        #expect(found.first?.message.hasPrefix("path 'al' of") == true)
    }

    @Test func optionsOfTheWrongShapeAreErrorsAtTheItem() {
        let found = codes("""
            views:
              - type: Select
                properties:
                  options:
                    - Fine
                    - { title: Good, value: 1 }
                    - { titel: Typo }
                    - [a, b]
                    - { label: x }
                    - {}
            """)
        #expect(found == ["9 invalid-property", "10 invalid-property", "11 invalid-property", "12 invalid-property"], "\(found)")
        let hint = CheckTestSupport.lint("views:\n  - { type: RadioGroup, properties: { options: [{ titel: A }] } }\n")
        #expect(hint.map(\.message) == ["property 'options': unknown key 'titel' in an option; did you mean 'title'?"])
    }

    @Test func outletsTakeOnlyViewsThatFit() {
        let found = codes("""
            dataSources:
              - { id: settings, type: StaticDataSource, properties: { value: {} } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: label } }
            views:
              - { id: label, type: Label }
              - { id: box, type: Checkbox }
            bindings:
              - { type: ChoiceBinding, outlets: { dataSource: settings, view: box } }
              - { type: OptionsBinding, outlets: { dataSource: settings, view: label } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: label } }
            """)
        #expect(found.filter { $0.hasSuffix("outlet-target") } == ["5 outlet-target", "10 outlet-target", "11 outlet-target"], "\(found)")
    }

    @Test func eventsAreTheContracts() {
        let found = codes("""
            dataSources:
              - { id: settings, type: StaticDataSource, properties: { value: {} } }
            views:
              - { id: box, type: Checkbox }
              - { id: pick, type: Select, properties: { options: [a] } }
            responders:
              - { type: ToggleResponder, on: [box.toggle, pick.change, pick.select], outlets: { target: settings } }
            """)
        #expect(found.count == 1 && found.first?.hasPrefix("9 ") == true, "\(found)")
    }
}
