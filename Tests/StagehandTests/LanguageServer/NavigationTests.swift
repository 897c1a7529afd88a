import Testing
import StagehandLanguageServer
import Stagehand

/// Diagnostics, hover, definition, references, rename and quick fixes on open documents.
@Suite struct NavigationTests {
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
          - id: go
            type: Button
        bindings:
          - type: TextBinding
            outlets: { dataSource: people, view: title }
        segues:
          - { id: next, to: other.scene.yaml }
        responders:
          - type: SegueResponder
            properties: { segue: next }
            on: [go.tap]
        """

    @Test func diagnosticsAppearWithCodesAndClearWhenFixed() throws {
        let harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("other.scene.yaml", "stagehand: 1\nscene: other\n")
        let broken = harness.open("test.scene.yaml", Self.scene.replacingOccurrences(of: "type: Label", with: "type: Lable"))
        let first = try #require(broken.first)
        #expect(first["code"]?.string == "unknown-type")
        #expect(first["range"]?["start"]?["line"]?.int == 8)
        #expect(first["range"]?["start"]?["character"]?.int == 10)
        #expect(first["message"]?.string?.contains("did you mean 'Label'?") == true)
        #expect(harness.change("test.scene.yaml", Self.scene).isEmpty)
    }

    @Test func diagnosticPositionsCountUTF16CodeUnitsAfterNonASCIIText() throws {
        let harness = try LanguageServerHarness()
        defer { harness.remove() }
        let before = "  - { id: né, properties: { text: \"😀é\" }, type: "
        let diagnostics = harness.open("t.scene.yaml", "stagehand: 1\nscene: t\nviews:\n" + before + "Lable }\n")
        let range = try #require(diagnostics.first { $0["code"]?.string == "unknown-type" }?["range"])
        // libyaml counts the emoji as one column; the protocol counts two UTF-16 code units.
        #expect(before.utf16.count == before.unicodeScalars.count + 1)
        #expect(range["start"]?["character"]?.int == before.utf16.count)
        #expect(range["end"]?["character"]?.int == before.utf16.count + 5)
    }

    @Test func relatedNotesTravelWithDiagnostics() throws {
        let harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("other.scene.yaml", "stagehand: 1\nscene: other\n")
        let duplicate = harness.open("test.scene.yaml", Self.scene.replacingOccurrences(of: "- id: title", with: "- id: people"))
        let item = try #require(duplicate.first { $0["code"]?.string == "duplicate-id" })
        #expect(item["relatedInformation"]?.array?.first?["location"]?["range"]?["start"]?["line"]?.int == 3)
    }

    /// A scene whose one data source reads `dataFile`, on line 4 (3 counted from 0).
    static func sceneReading(dataFile: String) -> String {
        """
        stagehand: 1
        scene: data
        dataSources:
          - { id: d, type: FileDataSource, properties: { path: \(dataFile) } }
        views:
          - { id: l, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: d, view: l } }
        """
    }

    @Test func aNoteInADataFileIsPlacedOnTheLineThatWasChecked() throws {
        let harness = try LanguageServerHarness()
        defer { harness.remove() }
        // An emoji before the duplicate key: the protocol counts it as two UTF-16 code units
        // where the loader's column counts one scalar.
        try harness.write("data.yaml", "# people\n{ e: \"😀\", name: x, name: y }\n")
        let diagnostics = harness.open("data.scene.yaml", Self.sceneReading(dataFile: "data.yaml"))
        let invalid = try #require(diagnostics.first { $0["code"]?.string == "invalid-data-file" })
        let location = try #require(invalid["relatedInformation"]?.array?.first?["location"])
        #expect(location["uri"]?.string == harness.uri("data.yaml"))
        #expect(location["range"]?["start"]?["line"]?.int == 1)
        #expect(location["range"]?["start"]?["character"]?.int == 20)
        #expect(location["range"]?["end"]?["character"]?.int == 24)
    }

    @Test func aDataFileThatIsNotJSONIsShownOnTheLineThatReadsIt() throws {
        let harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("data.json", "{\"a\": 1,}\n")
        let diagnostics = harness.open("data.scene.yaml", Self.sceneReading(dataFile: "data.json"))
        let notJSON = try #require(diagnostics.first { $0["code"]?.string == "not-json" })
        #expect(notJSON["range"]?["start"]?["line"]?.int == 3, "the line of 'path: data.json', not the top")
        #expect(notJSON["message"]?.string?.contains("data.json:1:9") == true, "\(String(describing: notJSON["message"]))")
    }

    @Test func hoverDocumentsTypesAndIds() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let type = harness.request("textDocument/hover", "test.scene.yaml", Self.scene.replacingOccurrences(of: "type: Label", with: "type: La|bel"))
        #expect(type["contents"]?["value"]?.string?.contains("**Label**") == true)
        let id = harness.request("textDocument/hover", "test.scene.yaml", Self.scene.replacingOccurrences(of: "view: title", with: "view: ti|tle"))
        #expect(id["contents"]?["value"]?.string?.contains("Label (view)") == true)
    }

    @Test func hoverOnAPropertySaysWhatLintReadsItAs() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let segue = harness.request("textDocument/hover", "test.scene.yaml", Self.scene.replacingOccurrences(of: "{ segue: next }", with: "{ seg|ue: next }"))
        let text = segue["contents"]?["value"]?.string ?? ""
        #expect(text.contains("**segue** — property of SegueResponder"), "\(text)")
        #expect(text.contains("Read as: segue id"), "\(text)")
    }

    @Test func definitionJumpsToTheDeclarationAndAcrossFiles() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("other.scene.yaml", "stagehand: 1\nscene: other\n")
        let id = harness.request("textDocument/definition", "test.scene.yaml", Self.scene.replacingOccurrences(of: "view: title", with: "view: t|itle"))
        #expect(id["range"]?["start"]?["line"]?.int == 7)
        let file = harness.request("textDocument/definition", "test.scene.yaml", Self.scene.replacingOccurrences(of: "to: other", with: "to: o|ther"))
        #expect(file["uri"]?.string == harness.uri("other.scene.yaml"))
        let segue = harness.request("textDocument/definition", "test.scene.yaml", Self.scene.replacingOccurrences(of: "segue: next", with: "segue: n|ext"))
        #expect(segue["range"]?["start"]?["line"]?.int == 15)
    }

    @Test func referencesAndRenameCoverTheScene() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let marked = Self.scene.replacingOccurrences(of: "- id: people", with: "- id: peo|ple")
        let references = harness.request("textDocument/references", "test.scene.yaml", marked, extra: ["context": ["includeDeclaration": true]])
        #expect(references.array?.count == 2)
        let rename = harness.request("textDocument/rename", "test.scene.yaml", marked, extra: ["newName": "everyone"])
        let edits = rename["changes"]?[harness.uri("test.scene.yaml")]?.array ?? []
        #expect(edits.count == 2)
        #expect(edits.allSatisfy { $0["newText"]?.string == "everyone" })
        let (text, line, character) = LanguageServerHarness.cursor(in: marked)
        harness.open("test.scene.yaml", text)
        let refused = harness.server.handle(["jsonrpc": "2.0", "id": 99, "method": "textDocument/rename", "params": [
            "textDocument": ["uri": .string(harness.uri("test.scene.yaml"))],
            "position": ["line": JSON(line), "character": JSON(character)], "newName": "9 lives",
        ]])
        #expect(refused.first?["error"]?["message"]?.string == "'9 lives' is not a valid id; use letters, digits, '_' and '-'")
    }

    @Test func quickFixesAreLintsSureFixes() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let actions = harness.request("textDocument/codeAction", "test.scene.yaml",
                                      Self.scene.replacingOccurrences(of: "stagehand: 1\n", with: "|"),
                                      extra: ["range": ["start": ["line": 0, "character": 0], "end": ["line": 30, "character": 0]], "context": ["diagnostics": []]])
        let titles = actions.array?.compactMap { $0["title"]?.string } ?? []
        // The sure fix first; every diagnostic can also be silenced where it is.
        #expect(titles.first == "Add 'stagehand: 1'")
        #expect(titles.dropFirst().allSatisfy { $0.hasPrefix("Ignore '") }, "\(titles)")
    }

    @Test func ignoreHereAddsTheCommentAndTheWarningGoes() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let text = "stagehand: 1\nscene: s\ndataSources:\n  - { id: leftover, type: StaticDataSource }\nviews: [{ id: t, type: Label }]\n"
        let actions = harness.request("textDocument/codeAction", "test.scene.yaml", text,
                                      extra: ["range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 10]], "context": ["diagnostics": []]])
        let ignore = try #require(actions.array?.first { $0["title"]?.string == "Ignore 'unused-object' here" })
        let edit = try #require(ignore["edit"]?["changes"]?[harness.uri("test.scene.yaml")]?.array?.first)
        #expect(edit["range"]?["start"]?["line"]?.int == 3)
        #expect(edit["range"]?["start"]?["character"]?.int == 44)
        #expect(edit["newText"]?.string == "  # stagehand-ignore: unused-object")
        // Applied, the file lints clean.
        let fixed = text.replacingOccurrences(of: "StaticDataSource }\n", with: "StaticDataSource }  # stagehand-ignore: unused-object\n")
        #expect(Linter().lint(bytes: Array(fixed.utf8), file: "test.scene.yaml").isEmpty)
    }
}
