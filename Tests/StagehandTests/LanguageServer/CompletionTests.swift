import Stagehand
import Testing
import StagehandLanguageServer

/// Completion offers what fits where the cursor is, even in text that does not parse.
@Suite struct CompletionTests {
    private static let scene = """
        stagehand: 1
        scene: test
        dataSources:
          - id: people
            type: StaticDataSource
            properties: { value: [] }
        views:
          - id: title
            type: Label
          - id: nameField
            type: TextField
          - id: add
            type: Button
        bindings:
          - type: TextBinding
            outlets:
              dataSource: people
              view: |
        """

    @Test func aTextBindingViewOutletOffersOnlyViewsWithText() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let labels = harness.completions(Self.scene)
        #expect(labels.contains("title"))
        #expect(labels.contains("nameField"))
        #expect(labels.contains("add"))
        #expect(!labels.contains("people"), "a data source never fits a view outlet")
    }

    @Test func aDataSourceOutletOffersDataSources() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let text = Self.scene.replacingOccurrences(of: "dataSource: people\n      view: |", with: "dataSource: |")
        let labels = harness.completions(text)
        #expect(labels == ["people"])
    }

    @Test func flowOutletsCompleteToo() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let text = Self.scene.replacingOccurrences(of: "outlets:\n      dataSource: people\n      view: |", with: "outlets: { dataSource: people, view: ti| }")
        #expect(harness.completions(text) == ["title"])
    }

    @Test func theChoiceViewsAndBindingsAreOfferedAndDocumented() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let views = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: |\n")
        #expect(["Checkbox", "Select", "RadioGroup"].allSatisfy(views.contains), "\(views)")
        let bindings = harness.completions("stagehand: 1\nscene: t\nbindings:\n  - type: |\n")
        #expect(["ChoiceBinding", "OptionsBinding"].allSatisfy(bindings.contains), "\(bindings)")
        let properties = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: Select\n    properties:\n      |\n")
        #expect(["options", "selected", "placeholder"].allSatisfy(properties.contains), "\(properties)")
        // A ChoiceBinding's view outlet offers the choices, not the checkbox.
        let outlet = harness.completions("""
            stagehand: 1
            scene: t
            dataSources: [{ id: s, type: StaticDataSource }]
            views:
              - { id: box, type: Checkbox }
              - { id: pick, type: Select }
              - { id: size, type: RadioGroup }
            bindings:
              - type: ChoiceBinding
                outlets:
                  dataSource: s
                  view: |
            """)
        #expect(outlet.sorted() == ["pick", "size"], "\(outlet)")
        let hover = harness.request("textDocument/hover", "test.scene.yaml", "stagehand: 1\nscene: t\nviews:\n  - { id: x, type: Radio|Group }\n")
        #expect(hover["contents"]?["value"]?.string?.contains("**RadioGroup**") == true, "\(hover)")
    }

    @Test func typeNamesFitTheSection() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let labels = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: |\n")
        #expect(labels.contains("Label"))
        #expect(labels.contains("Table"))
        #expect(!labels.contains("TextBinding"))
        #expect(!labels.contains("StaticDataSource"))
        let responders = harness.completions("stagehand: 1\nscene: t\nresponders:\n  - type: Seg|\n")
        #expect(responders == ["SegueResponder"])
    }

    @Test func propertiesAndChoices() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let names = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: Label\n    properties:\n      |\n")
        #expect(names.contains("text"))
        #expect(names.contains("style"))
        let choices = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    properties: { style: | }\n    type: Label\n")
        #expect(choices.contains("dim"))
        // The new properties complete, and align offers its choices.
        #expect(names.contains("align"))
        let alignments = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    properties: { align: | }\n    type: Label\n")
        #expect(alignments == ["left", "right", "center"])
        let tableNames = harness.completions("stagehand: 1\nscene: t\nviews:\n  - id: x\n    type: Table\n    properties:\n      |\n")
        #expect(tableNames.contains("columns"))
    }

    @Test func eventsInOn() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let text = Self.scene.replacingOccurrences(of: "bindings:\n  - type: TextBinding\n    outlets:\n      dataSource: people\n      view: |",
                                                   with: "responders:\n  - type: BackResponder\n    on: [add.t|")
        #expect(harness.completions(text) == ["add.tap"])
    }

    @Test func keysAtEveryLevelEvenWhenTheTextDoesNotParse() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        // An unclosed flow mapping above the cursor: the text does not parse.
        let top = harness.completions("stagehand: 1\nscene: t\ntitle: { broken\nseg|\n")
        #expect(top == ["segues"])
        let object = harness.completions("stagehand: 1\nscene: t\nviews:\n  - type: Label\n    ou|\n")
        #expect(object == ["outlets"])
        let outlets = harness.completions("stagehand: 1\nscene: t\nbindings:\n  - type: TextBinding\n    outlets:\n      |\n")
        #expect(Set(outlets) == ["dataSource", "view", "input"])
    }

    @Test func segueIdsAndFiles() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("other.scene.yaml", "stagehand: 1\nscene: other\n")
        try harness.write("Data/people.json", "[]")
        let segue = harness.completions("stagehand: 1\nscene: t\nsegues:\n  - id: next\n    to: |\n")
        #expect(segue == ["other.scene.yaml"])
        let data = harness.completions("stagehand: 1\nscene: t\ndataSources:\n  - id: d\n    type: FileDataSource\n    properties: { path: | }\n")
        #expect(data == ["Data/people.json"])
        let responder = harness.completions("stagehand: 1\nscene: t\nsegues: [{ id: next, to: other.scene.yaml }]\nresponders:\n  - type: SegueResponder\n    properties:\n      segue: |\n")
        #expect(responder == ["next"])
    }

    @Test func aCustomDataFilePropertyIsCompletedAndNavigatedByItsMeaning() throws {
        let registry = Registry()
        try registry.register(LedgerDataSource.self)
        var harness = try LanguageServerHarness(registry: registry)
        defer { harness.remove() }
        try harness.write("Data/ledger.json", "[]")
        let scene = "stagehand: 1\nscene: t\ndataSources:\n  - id: d\n    type: LedgerDataSource\n    properties: { ledger: | }\n"
        #expect(harness.completions(scene) == ["Data/ledger.json"])
        let written = scene.replacingOccurrences(of: "ledger: |", with: "ledger: Data/le|dger.json")
        let definition = harness.request("textDocument/definition", "test.scene.yaml", written)
        #expect(definition["uri"]?.string == harness.uri("Data/ledger.json"))
    }

    @Test func scriptStepsAndTheScenesViewIds() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("test.scene.yaml", Self.scene.replacingOccurrences(of: "|", with: "title"))
        let steps = harness.completions("scene: test.scene.yaml\nsteps:\n  - |\n", name: "test.script.yaml")
        #expect(steps.contains("tap"))
        #expect(steps.contains("expect"))
        let taps = harness.completions("scene: test.scene.yaml\nsteps:\n  - tap: |\n", name: "test.script.yaml")
        #expect(taps == ["add"])
        let into = harness.completions("scene: test.scene.yaml\nsteps:\n  - type: { into: | }\n", name: "test.script.yaml")
        #expect(into == ["nameField"])
    }

    @Test func completionReplacesTheWordAfterNonASCIIText() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let result = harness.request("textDocument/completion", "test.scene.yaml",
                                     "stagehand: 1\nscene: t\nviews:\n  - { id: \"né😀\", type: Lab| }\n")
        let edit = try #require(result["items"]?.array?.first?["textEdit"])
        // `  - { id: "né😀", type: ` is 24 UTF-16 code units: the emoji counts two.
        #expect(edit["range"]?["start"]?["character"]?.int == 24)
        #expect(edit["range"]?["end"]?["character"]?.int == 27)
        #expect(edit["newText"]?.string == "Label")
    }
}
