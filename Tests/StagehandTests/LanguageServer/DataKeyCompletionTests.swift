import Stagehand
import Testing
import StagehandLanguageServer

/// Completion offers the keys of the data at a dot path or a `{placeholder}`, from the shapes
/// lint checks paths against: static values, data files, a row's `item`, a filter's items, a
/// command's input, a custom type's declared shape and the value a segue passes.
@Suite("Completion of data paths and placeholders")
struct DataKeyCompletionTests {
    static let person = """
        stagehand: 1
        scene: test
        dataSources:
          - { id: me, type: StaticDataSource, properties: { value: { name: Ada, city: London, address: { street: Main, zip: "1" } } } }
        views:
          - { id: shown, type: Label }
        bindings:

        """

    @Test("a TextBinding's path offers the keys of a static value, filtered by what is written")
    func staticPath() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let all = harness.completions(Self.person + "  - { type: TextBinding, outlets: { dataSource: me, view: shown }, properties: { path: | } }\n")
        #expect(all == ["name", "city", "address"])
        let some = harness.completions(Self.person + "  - { type: TextBinding, outlets: { dataSource: me, view: shown }, properties: { path: ci| } }\n")
        #expect(some == ["city"])
    }

    @Test("after a dot, the keys one level down; the edit writes the whole path")
    func nestedPath() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let marked = Self.person + "  - type: TextBinding\n    outlets: { dataSource: me, view: shown }\n    properties:\n      path: address.|\n"
        let result = harness.request("textDocument/completion", "test.scene.yaml", marked)
        let items = result["items"]?.array ?? []
        #expect(items.compactMap { $0["label"]?.string } == ["street", "zip"])
        #expect(items.first?["textEdit"]?["newText"]?.string == "address.street")
        #expect(items.first?["detail"]?.string == "a string in 'me' (StaticDataSource)")
    }

    @Test("a placeholder in a format offers the keys; text outside placeholders is left alone")
    func placeholder() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let inside = harness.completions(Self.person + "  - type: TextBinding\n    outlets: { dataSource: me, view: shown }\n    properties:\n      format: \"{name} of {c|\"\n")
        #expect(inside == ["city"])
        let outside = harness.completions(Self.person + "  - type: TextBinding\n    outlets: { dataSource: me, view: shown }\n    properties:\n      format: \"{name} of c|\"\n")
        #expect(!outside.contains("city"))
    }

    @Test("paths into each item offer the items' keys: an OptionsBinding's title and value, a Tree's label at any depth")
    func itemPaths() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let scene = """
            stagehand: 1
            scene: test
            dataSources:
              - { id: keys, type: StaticDataSource, properties: { value: { all: [{ key: name, label: Name }, { key: size, note: x }] } } }
              - { id: disks, type: StaticDataSource, properties: { value: [{ name: sda, parts: [{ name: sda1, mount: / }] }] } }
            views:
              - { id: sort, type: Select }
              - { id: tree, type: Tree, properties: { children: parts, label: "TREE" } }
            bindings:
              - { type: OptionsBinding, outlets: { dataSource: keys, view: sort }, properties: { path: all, OPTION } }
              - { type: TreeBinding, outlets: { dataSource: disks, view: tree } }

            """
        func offered(option: String = "title: x", tree: String = "") -> [String] {
            harness.completions(scene.replacingOccurrences(of: "OPTION", with: option).replacingOccurrences(of: "TREE", with: tree))
        }
        #expect(offered(option: "title: |") == ["key", "label", "note"])
        #expect(offered(option: "value: k|") == ["key"])
        #expect(offered(tree: "{|") == ["name", "parts", "mount"])
    }

    @Test("an editing responder's path offers the keys of its target; other values complete as before")
    func editedPath() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let scene = Self.person.replacingOccurrences(of: "bindings:\n", with: "responders:\n")
            + "  - type: ToggleResponder\n    outlets: { target: me }\n    properties: { path: | }\n"
        #expect(harness.completions(scene) == ["name", "city", "address"])
        let style = harness.completions(Self.person + "  - { type: TextBinding, outlets: { dataSource: me, view: shown }, properties: { empty: x, path: name } }\n"
            .replacingOccurrences(of: "empty: x", with: "empty: |"))
        #expect(!style.contains("name"), "a property that reads no data offers no keys")
    }

    @Test("an object whose line does not parse yet: the last parse serves, never another object's data")
    func unparsedLine() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        let other = "  - { type: TextBinding, outlets: { dataSource: other, view: shown }, properties: { path: x } }\n"
        let base = Self.person.replacingOccurrences(of: "views:", with: "  - { id: other, type: StaticDataSource, properties: { value: { zzz: 1 } } }\nviews:")
        let unclosed = base + "  - { type: TextBinding, outlets: { dataSource: me, view: shown }, properties: { format: \"{|\n" + other
        #expect(!harness.completions(unclosed).contains("zzz"), "the next object's data is not this one's")
        let closed = unclosed.replacingOccurrences(of: "\"{|\n", with: "\"{name}\" } }\n").replacingOccurrences(of: "|", with: "")
        func ask(line: Int, character: Int) -> [String] {
            let result = harness.server.handle(["jsonrpc": "2.0", "id": 99, "method": "textDocument/completion", "params": [
                "textDocument": ["uri": .string(harness.uri("test.scene.yaml"))],
                "position": ["line": JSON(line), "character": JSON(character)],
            ]])
            return result.first?["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
        }
        // Completion asked once while the scene parsed, as an editor does while one types.
        harness.open("test.scene.yaml", closed)
        _ = ask(line: 0, character: 0)
        let (text, line, character) = LanguageServerHarness.cursor(in: unclosed)
        harness.change("test.scene.yaml", text)
        #expect(ask(line: line, character: character) == ["name", "city", "address"])
    }

    static let disks = #"{"blockdevices": [{"name": "sda", "size": "10G", "children": [{"name": "sda1"}]}]}"#

    static let table = """
        stagehand: 1
        scene: test
        dataSources:
          - { id: disks, type: FileDataSource, properties: { path: disks.json, select: blockdevices } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: list } }
          - { id: typed, type: TextInputDataSource, outlets: { field: field } }
          - { id: found, type: FilterDataSource, outlets: { source: disks, query: typed }, properties: { paths: [name, s|] } }
          - { id: parts, type: CommandDataSource, outlets: { input: chosen }, properties: { command: [lsblk, -J, "/dev/{na@"] } }
        views:
          - { id: field, type: TextField }
          - id: list
            type: Table
            prototype:
              id: row
              type: Label
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: row }, properties: { path: children.0.% } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: found, view: list } }
        """

    /// `table` with the cursor at `marker` and the other markers taken out.
    static func marked(_ marker: Character) -> String {
        String(table.compactMap { character -> Character? in
            if character == marker { return "|" }
            return "|@%".contains(character) ? nil : character
        })
    }

    @Test("a data file after select, through a filter's items, a selection into a command, and a row's item")
    func throughTheFlow() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("disks.json", Self.disks)
        #expect(harness.completions(Self.marked("|")) == ["size"], "a filter's paths read each item")
        #expect(harness.completions(Self.marked("@")) == ["name"], "a command's placeholder reads its input, the selected row")
        #expect(harness.completions(Self.marked("%")) == ["name"], "a row's item, one list down")
        let select = Self.marked("|").replacingOccurrences(of: "select: blockdevices", with: "select: b|")
            .replacingOccurrences(of: "[name, s|]", with: "[name]")
        #expect(harness.completions(select) == ["blockdevices"], "select reads the whole file")
    }

    @Test("a custom data source's declared shape")
    func declaredShape() throws {
        let registry = Registry()
        try registry.register(DeviceListSource.self, as: "Devices")
        var harness = try LanguageServerHarness(registry: registry)
        defer { harness.remove() }
        let scene = """
            stagehand: 1
            scene: test
            dataSources:
              - { id: devices, type: Devices }
            views:
              - { id: shown, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: devices, view: shown }, properties: { path: 0.children.0.| } }
            """
        #expect(harness.completions(scene) == ["name", "mountpoint"])
        let hover = harness.request("textDocument/hover", "test.scene.yaml", scene.replacingOccurrences(of: "0.children.0.|", with: "name")
            .replacingOccurrences(of: "type: Devices", with: "type: Dev|ices"))
        #expect(hover["contents"]?["value"]?.string?.contains("Value: `[{name: string, size: integer, children: [{name: string, mountpoint: string}]}]`") == true, "\(hover)")
    }

    @Test("an IncomingDataSource's keys come from what a segue of another scene passes to it")
    func acrossASegue() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("list.scene.yaml", """
            stagehand: 1
            scene: list
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada, born: 1815 }] } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
            views:
              - { id: table, type: Table, prototype: { id: row, type: Label } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            responders:
              - { type: SegueResponder, on: [table.select], properties: { segue: open }, outlets: { value: chosen } }
            segues:
              - { id: open, to: detail.scene.yaml, style: push }
            """)
        let detail = """
            stagehand: 1
            scene: detail
            dataSources:
              - { id: person, type: IncomingDataSource }
            views:
              - { id: shown, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: shown }, properties: { format: "{b|" } }
            """
        #expect(harness.completions(detail, name: "detail.scene.yaml") == ["born"])
    }
}
