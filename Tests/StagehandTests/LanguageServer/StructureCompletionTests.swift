import Stagehand
import Testing
import StagehandLanguageServer

/// The language server offers and explains the names of tabs, trees, text views, spinners,
/// sparklines and their bindings, from the catalog like every other type.
@Suite struct StructureCompletionTests {
    @Test func viewAndBindingNamesAreOffered() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let views = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: |\n")
        for name in ["Tabs", "Tab", "Tree", "TextView", "Spinner", "Sparkline"] {
            #expect(views.contains(name), "\(name) is not offered among \(views)")
        }
        let bindings = harness.completions("stagehand: 1\nscene: t\nbindings:\n  - type: |\n")
        #expect(bindings.contains("TreeBinding"))
        #expect(bindings.contains("SeriesBinding"))
    }

    @Test func propertiesAndEventsAreOffered() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let tree = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: Tree\n    properties:\n      |\n")
        #expect(tree.contains("children") && tree.contains("label"), "\(tree)")
        let text = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: TextView\n    properties:\n      |\n")
        #expect(text.contains("wrap") && text.contains("follow"), "\(text)")
        let events = harness.completions("stagehand: 1\nscene: t\nviews:\n  - { id: tabs, type: Tabs }\n  - { id: tree, type: Tree }\nresponders:\n  - type: BackResponder\n    on: [t|")
        #expect(events.contains("tabs.change") && events.contains("tree.select"), "\(events)")
    }

    @Test func hoverExplainsATree() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let hover = harness.request("textDocument/hover", "test.scene.yaml", "stagehand: 1\nscene: t\nviews:\n  - { id: tree, type: Tr|ee }\n")
        #expect(hover["contents"]?["value"]?.string?.contains("Nested items") == true, "\(hover)")
    }
}
