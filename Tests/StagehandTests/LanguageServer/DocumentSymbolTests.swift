import Testing
import StagehandLanguageServer
import Stagehand

/// `textDocument/documentSymbol`: the outline an editor shows beside a scene or a script.
@Suite struct DocumentSymbolTests {
    private static let scene = """
        stagehand: 1
        title: People
        dataSources:
          - id: people
            type: StaticDataSource
            properties: { value: [] }
        views:
          - id: stack
            type: VStack
            children:
              - id: title
                type: Label
              - { id: go, type: Button }
        bindings:
          - type: TextBinding
            outlets: { dataSource: people, view: title }
        segues:
          - { id: next, to: other.scene.yaml }

        """

    private func symbols(_ harness: inout LanguageServerHarness, _ name: String, _ text: String) -> [JSON] {
        harness.request("textDocument/documentSymbol", name, text).array ?? []
    }

    private func range(_ symbol: JSON) -> (Int, Int, Int, Int) {
        let range = symbol["range"]
        return (range?["start"]?["line"]?.int ?? -1, range?["start"]?["character"]?.int ?? -1,
                range?["end"]?["line"]?.int ?? -1, range?["end"]?["character"]?.int ?? -1)
    }

    /// Whether `inner` lies within `outer`, both `(line, character, line, character)`.
    private func contains(_ outer: (Int, Int, Int, Int), _ inner: (Int, Int, Int, Int)) -> Bool {
        (outer.0, outer.1) <= (inner.0, inner.1) && (inner.2, inner.3) <= (outer.2, outer.3)
    }

    @Test func theServerSaysItHasAnOutline() throws {
        let server = LanguageServer(registry: Registry())
        let answer = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        #expect(answer.first?["result"]?["capabilities"]?["documentSymbolProvider"] == .bool(true))
    }

    @Test func aSceneShowsItsSectionsAndItsObjectsByID() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let top = symbols(&harness, "people.scene.yaml", Self.scene)
        #expect(top.compactMap { $0["name"]?.string } == ["stagehand", "title", "dataSources", "views", "bindings", "segues"])
        let views = try #require(top.first { $0["name"]?.string == "views" })
        #expect(views["kind"]?.int == 3)
        #expect(range(views).0 == 6 && range(views).2 == 12)
        let stack = try #require(views["children"]?.array?.first)
        #expect(stack["name"]?.string == "stack")
        #expect(stack["detail"]?.string == "VStack")
        #expect(stack["selectionRange"]?["start"]?["line"]?.int == 7)
        #expect(stack["selectionRange"]?["start"]?["character"]?.int == 8)
        let children = stack["children"]?.array ?? []
        #expect(children.compactMap { $0["name"]?.string } == ["title", "go"])
        #expect(children.compactMap { $0["detail"]?.string } == ["Label", "Button"])
        #expect(contains(range(views), range(stack)))
        for child in children { #expect(contains(range(stack), range(child))) }
        // An object without an id is named by its type.
        let binding = top.first { $0["name"]?.string == "bindings" }?["children"]?.array?.first
        #expect(binding?["name"]?.string == "TextBinding")
        let segue = top.first { $0["name"]?.string == "segues" }?["children"]?.array?.first
        #expect(segue?["name"]?.string == "next")
        #expect(segue?["detail"]?.string == "other.scene.yaml")
        #expect(top.first { $0["name"]?.string == "title" }?["kind"]?.int == 7)
    }

    @Test func aScriptShowsItsStepsInOrder() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let script = """
            scene: people.scene.yaml
            size: 40x10
            steps:
              - type: { into: field, text: Ada }
              - press: Enter
              - expect: { view: count, text: "1" }

            """
        let top = symbols(&harness, "people.script.yaml", script)
        #expect(top.compactMap { $0["name"]?.string } == ["scene", "size", "steps"])
        let steps = top.last?["children"]?.array ?? []
        #expect(steps.compactMap { $0["name"]?.string } == ["1. type", "2. press", "3. expect"])
        #expect(steps.compactMap { $0["detail"]?.string } == ["field", "Enter", "count"])
        #expect(steps.map { range($0).0 } == [3, 4, 5])
    }

    @Test func aDataFileHasNoOutline() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        #expect(harness.request("textDocument/documentSymbol", "people.json", "{\"a\": 1}") == .array([]))
    }
}
