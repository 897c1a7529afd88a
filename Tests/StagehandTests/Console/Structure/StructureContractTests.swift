import Foundation
import Stagehand
import StagehandConsole
import Testing

/// The contract's words for `Tabs`, `Tree`, `TreeBinding`, `TextView`, `TextBinding` on a text
/// view, `Spinner`, `Sparkline` and `SeriesBinding`, played as scripts a scene author writes.
@Suite("Console: tabs, trees, text views, spinners and sparklines as the contract says")
struct StructureContractTests {
    @Test("Tabs: Left and Right on the bar or a click switch pages; selected is the page's index; publishes change")
    func tabsSwitchPages() throws {
        let result = try StructureScene.play("""
              - expect: { view: tabs, selected: 0, rows: 3, focused: true }
              - expect: { screen: " Disks │ Log │ Load" }
              - key: right
              - expect: { view: tabs, selected: 1 }
              - expect: { view: shownPage, text: changed }
              - expect: { screen: six }
              - key: right
              - key: right
              - expect: { view: tabs, selected: 2 }
              - key: left
              - expect: { view: tabs, selected: 1 }
              - click: { table: tabs, row: 0 }
              - expect: { view: tabs, selected: 0 }
              - select: { table: tabs, row: 2 }
              - expect: { view: tabs, selected: 2 }
              - key: home
              - expect: { view: tabs, selected: 0 }
              - key: end
              - expect: { view: tabs, selected: 2 }

            """)
        StructureScene.expectClean(result)
    }

    @Test("Tabs: only the shown page's views take focus; hidden pages keep their state")
    func hiddenPagesKeepState() throws {
        let result = try StructureScene.play("""
              - key: tab
              - expect: { view: disks, focused: true }
              - key: tab
              - expect: { view: tabs, focused: true }
              - key: shift-tab
              - expect: { view: disks, focused: true }
              - key: right
              - expect: { view: disks, rows: 4 }
              - key: tab
              - key: right
              - expect: { view: tabs, selected: 1 }
              - key: tab
              - expect: { view: logView, focused: true }
              - key: shift-tab
              - key: left
              - expect: { view: disks, rows: 4 }
              - expect: { screen: sda1 }

            """)
        StructureScene.expectClean(result)
    }

    @Test("Tree and TreeBinding: collapsed at first; Right expands or moves to the first child, Left collapses or moves to the parent; Enter selects")
    func treeKeys() throws {
        let result = try StructureScene.play("""
              - key: down
              - expect: { view: disks, focused: true, rows: 2 }
              - expect: { view: disks, selected: null }
              - key: right
              - expect: { view: disks, rows: 4 }
              - key: down
              - key: down
              - key: right
              - expect: { view: disks, rows: 5 }
              - key: right
              - key: enter
              - expect: { view: disks, selected: 3 }
              - expect: { view: chosen, text: lvm0 }
              - key: left
              - key: enter
              - expect: { view: chosen, text: sda2 }
              - key: left
              - expect: { view: disks, rows: 4, selected: 2 }
              - key: up
              - key: up
              - key: left
              - expect: { view: disks, rows: 2, selected: null }
              - select: { table: disks, row: 1 }
              - expect: { view: chosen, text: sdb }
              - click: { table: disks, row: 0 }
              - expect: { view: chosen, text: sda }

            """)
        StructureScene.expectClean(result)
    }

    @Test("Tree: a select step past the rows shown fails at its place")
    func treeSelectPastRows() throws {
        let result = try StructureScene.play("  - select: { table: disks, row: 2 }\n")
        #expect(result.diagnostics.map(\.code) == [.stepFailed])
        #expect(result.diagnostics.first?.message.contains("shows 2 rows") == true)
    }

    @Test("TextView and TextBinding: a list shows one item per line; follow keeps the end in view; keys scroll")
    func textViewScrolls() throws {
        let atEnd = try StructureScene.play("  - key: right\n  - snapshot\n")
        StructureScene.expectClean(atEnd)
        #expect(atEnd.output.contains("six") && atEnd.output.contains("four") && !atEnd.output.contains("three"))
        let atStart = try StructureScene.play("  - key: right\n  - key: tab\n  - key: home\n  - snapshot\n")
        StructureScene.expectClean(atStart)
        #expect(atStart.output.contains("one") && atStart.output.contains("three") && !atStart.output.contains("four"))
        let down = try StructureScene.play("  - key: right\n  - key: tab\n  - key: home\n  - key: down\n  - key: pagedown\n  - snapshot\n")
        StructureScene.expectClean(down)
        #expect(down.output.contains("four") && down.output.contains("five") && !down.output.contains("three"))
    }

    @Test("Spinner: frames come from the virtual clock and are the same on every run")
    func spinnerFrames() throws {
        let steps = "  - key: end\n  - wait: 250ms\n  - snapshot\n"
        let first = try StructureScene.play(steps)
        let second = try StructureScene.play(steps)
        StructureScene.expectClean(first)
        // The frames, without the step headers (which name the script's scratch folder).
        let frames = { (output: String) in output.split(separator: "\n").filter { !$0.hasPrefix("── step") } }
        #expect(frames(first.output) == frames(second.output))
        #expect(first.output.contains("\(Spinner.frames[2]) Working"))
        let later = try StructureScene.play("  - key: end\n  - wait: 1s\n  - wait: 50ms\n  - snapshot\n")
        #expect(later.output.contains("\(Spinner.frames[0]) Working"))
    }

    @Test("Sparkline and SeriesBinding: the number at path in each item, scaled between the smallest and largest")
    func sparklineBars() throws {
        let result = try StructureScene.play("  - key: end\n  - snapshot\n")
        StructureScene.expectClean(result)
        #expect(result.output.contains("▁▅▃█"))
    }

    @Test("Lint knows the new names: outlets need the right kind of view")
    func lintOutletKinds() {
        let text = RuntimeTestSupport.header + """
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [1, 2] } }
            views:
              - { id: label, type: Label }
              - { id: tree, type: Tree }
            bindings:
              - { type: TreeBinding, outlets: { dataSource: items, view: label } }
              - { type: SeriesBinding, outlets: { dataSource: items, view: tree } }
            """
        let (_, diagnostics) = RuntimeTestSupport.describe(text, registry: Registry())
        let targets = diagnostics.filter { $0.code == .outletTarget }
        #expect(targets.map(\.location.line) == [9, 10], "\(diagnostics.map(\.formatted))")
        #expect(targets.first?.message.contains("tree") == true)
        #expect(targets.last?.message.contains("series") == true)
    }

    @Test("Lint: a Tree's label is a format as TextBinding's, so a brace never closed is an error at the label")
    func lintTreeLabelFormat() {
        let text = RuntimeTestSupport.header + """
            views:
              - { id: tree, type: Tree, properties: { label: "{name" } }
              - { id: fine, type: Tree, properties: { label: "{name} ({size|# file|# files})" } }
            """
        let (_, diagnostics) = RuntimeTestSupport.describe(text, registry: Registry())
        let invalid = diagnostics.filter { $0.code == .invalidProperty }
        #expect(invalid.map { "\($0.location.line):\($0.location.column)" } == ["4:51"], "\(diagnostics.map(\.formatted))")
        #expect(invalid.first?.message.contains("never closed") == true, "\(diagnostics.map(\.formatted))")
    }

    @Test("Lint: a child of Tabs that is not a Tab is wrong-child, at the child's type, naming Tab")
    func lintNonTabChildOfTabs() {
        let text = RuntimeTestSupport.header + """
            views:
              - id: tabs
                type: Tabs
                children:
                  - { type: Tab, properties: { title: One }, children: [ { type: Label } ] }
                  - { type: Label, properties: { text: stray } }
                  - { type: VStack, children: [ { type: Label } ] }
            """
        let (_, diagnostics) = RuntimeTestSupport.describe(text, registry: Registry())
        let wrong = diagnostics.filter { $0.code == .wrongChild }
        #expect(wrong.map(\.location.line) == [8, 9], "\(diagnostics.map(\.formatted))")
        #expect(wrong.map(\.location.column) == [17, 17], "\(diagnostics.map(\.formatted))")
        #expect(wrong.allSatisfy { $0.severity == .error })
        #expect(wrong.first?.message == "'Label' cannot be a child of 'tabs' (Tabs), which holds only 'Tab'; put it inside a Tab (a page with a title)")
        // Pages of the right type, and views inside them, are fine.
        #expect(diagnostics.filter { $0.severity == .error }.count == 2, "\(diagnostics.map(\.formatted))")
    }
}
