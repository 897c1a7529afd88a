import Testing
import StagehandConsole
import Stagehand

/// Data sources that follow other objects: a table's selection, a field's text (debounced on the
/// virtual clock), a filter over a list, a segue's value, several sources at once, a data file.
@Suite struct RuntimeDerivedDataSourceTests {
    static let peopleValue = #"[{ name: Ada, city: London }, { name: Grace, city: Arlington }, { name: Alan, city: Wilmslow }]"#

    @Test func selectionFollowsTheTable() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: \(Self.peopleValue) } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
            views:
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
              - { id: detail, type: Label }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: detail }, properties: { path: name, empty: none } }
            """)
        let chosen = try scene.object("chosen", as: DataSource.self)
        let table = try scene.object("table", as: Table.self)
        let detail = try scene.object("detail", as: Label.self)
        #expect(chosen.value == .null)
        #expect(detail.text == "none")

        #expect(table.select(row: 1))
        #expect(chosen.value.value(atPath: "name") == "Grace")
        #expect(detail.text == "Grace")
        #expect(table.selectedIndex == 1)

        #expect(table.select(row: 2))
        #expect(detail.text == "Alan")

        // A row that does not exist changes nothing.
        #expect(!table.select(row: 3))
        #expect(!table.select(row: -1))
        #expect(detail.text == "Alan")

        // Cursor keys look, Enter chooses.
        table.moveCursor(by: -2)
        #expect(detail.text == "Alan")
        #expect(table.selectCursorRow())
        #expect(detail.text == "Ada")
    }

    @Test func textInputFollowsTypingWithoutDebounce() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: typed, type: TextInputDataSource, outlets: { field: field } }
            views:
              - { id: field, type: TextField, properties: { text: "hi" } }
              - { id: echo, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: typed, view: echo } }
            """)
        let typed = try scene.object("typed", as: DataSource.self)
        let field = try scene.object("field", as: TextField.self)
        // Starts with the field's own text.
        #expect(typed.value == "hi")
        field.type("!")
        #expect(typed.value == "hi!")
        field.deleteBackward()
        field.deleteBackward()
        #expect(typed.value == "h")
        field.setText("replaced")
        #expect(try scene.object("echo", as: Label.self).text == "replaced")
    }

    @Test func debouncedTextInputWaitsOnTheVirtualClock() throws {
        let clock = VirtualClock()
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: typed, type: TextInputDataSource, outlets: { field: field }, properties: { debounce: 300ms } }
            views:
              - { id: field, type: TextField }
              - { id: echo, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: typed, view: echo }, properties: { empty: "-" } }
            """, clock: clock)
        let typed = try scene.object("typed", as: DataSource.self)
        let field = try scene.object("field", as: TextField.self)
        let echo = try scene.object("echo", as: Label.self)
        #expect(typed.value == "")

        field.type("Ada")
        #expect(typed.value == "")
        clock.advance(by: 299)
        #expect(typed.value == "", "fired before the debounce ran out")
        #expect(echo.text == "")
        clock.advance(by: 1)
        #expect(typed.value == "Ada")
        #expect(echo.text == "Ada")
        #expect(clock.nextDue == nil)

        // Every keystroke restarts the wait.
        field.type(" ")
        clock.advance(by: 200)
        field.type("L")
        clock.advance(by: 200)          // 400ms after the first keystroke, 200 after the last
        #expect(typed.value == "Ada")
        clock.advance(by: 99)
        #expect(typed.value == "Ada")
        clock.advance(by: 1)
        #expect(typed.value == "Ada L")
        #expect(clock.now == 800)

        // One long wait gives the latest text only, once.
        var updates: [Value] = []
        typed.observe { updates.append($0) }
        field.type("o")
        field.type("v")
        field.deleteBackward()
        clock.advance(by: 10_000)
        #expect(updates == ["Ada Lo"])
    }

    @Test func filterFollowsSourceAndQuery() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: \(Self.peopleValue) } }
              - { id: query, type: TextInputDataSource, outlets: { field: search } }
              - { id: found, type: FilterDataSource, outlets: { source: people, query: query }, properties: { path: name } }
              - { id: byCity, type: FilterDataSource, outlets: { source: people, query: query }, properties: { path: city } }
            views:
              - { id: search, type: TextField }
              - { id: count, type: Label }
              - { id: cities, type: Label }
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
            bindings:
              - { type: TextBinding, outlets: { dataSource: found, view: count }, properties: { format: "{count} found" } }
              - { type: TableBinding, outlets: { dataSource: found, view: table } }
              - { type: TextBinding, outlets: { dataSource: byCity, view: cities }, properties: { format: "{count} cities" } }
            """)
        let found = try scene.object("found", as: DataSource.self)
        let search = try scene.object("search", as: TextField.self)
        let people = try scene.object("people", as: DataSource.self)
        let names = { (found.value.list ?? []).compactMap { $0.value(atPath: "name")?.string } }

        // An empty query keeps every item.
        #expect(names() == ["Ada", "Grace", "Alan"])
        #expect(try scene.object("count", as: Label.self).text == "3 found")

        // Case-insensitive containment.
        search.type("A")
        #expect(names() == ["Ada", "Grace", "Alan"])
        search.type("L")
        #expect(names() == ["Alan"])
        search.setText("GRA")
        #expect(names() == ["Grace"])
        #expect(try scene.object("table", as: Table.self).items.count == 1)
        #expect(try scene.object("count", as: Label.self).text == "1 found")

        // The path decides what is compared.
        search.setText("ton")
        #expect(names() == [])
        #expect((try scene.object("byCity", as: DataSource.self).value.list ?? []).count == 1)  // Arlington

        // A blank query keeps all; a new source is filtered with the current query.
        search.setText("   ")
        #expect(names() == ["Ada", "Grace", "Alan"])
        search.setText("ad")
        people.setValue(RuntimeTestSupport.people(["Adele", "Bob", "Brad", "Ada"]))
        #expect(names() == ["Adele", "Brad", "Ada"])
        people.setValue(.null)
        #expect(names() == [])
    }

    @Test func filterOverScalarsWithoutPath() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: words, type: StaticDataSource, properties: { value: [Apple, banana, Cherry, 42] } }
              - { id: query, type: StaticDataSource, properties: { value: AN } }
              - { id: found, type: FilterDataSource, outlets: { source: words, query: query } }
            views:
              - { id: out, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: found, view: out } }
            """)
        #expect(try scene.object("found", as: DataSource.self).value == ["banana"])
        try scene.object("query", as: DataSource.self).setValue(4)
        #expect(try scene.object("found", as: DataSource.self).value == [42])
    }

    @Test func combinedHoldsEverySourceByID() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: first, type: TextInputDataSource, outlets: { field: firstField } }
              - { id: last, type: TextInputDataSource, outlets: { field: lastField } }
              - { id: both, type: CombinedDataSource, outlets: { sources: [first, last] } }
            views:
              - { id: firstField, type: TextField }
              - { id: lastField, type: TextField }
              - { id: save, type: Button, properties: { title: Save } }
              - { id: full, type: Label }
            bindings:
              - { type: EnabledBinding, outlets: { dataSource: both, view: save }, properties: { paths: [first, last] } }
              - { type: TextBinding, outlets: { dataSource: both, view: full }, properties: { format: "{first} {last}" } }
            """)
        let both = try scene.object("both", as: DataSource.self)
        let save = try scene.object("save", as: Button.self)
        #expect(both.value == ["first": "", "last": ""])
        #expect(!save.enabled)
        try scene.object("firstField", as: TextField.self).type("Ada")
        #expect(both.value == ["first": "Ada", "last": ""])
        #expect(!save.enabled)
        try scene.object("lastField", as: TextField.self).type("Lovelace")
        #expect(both.value == ["first": "Ada", "last": "Lovelace"])
        #expect(save.enabled)
        #expect(try scene.object("full", as: Label.self).text == "Ada Lovelace")
        // Keys keep the declared order.
        #expect(both.value.displayText == Value.mapping(["first": "Ada", "last": "Lovelace"]).displayText)
    }

    @Test func incomingGetsItsDefaultWithoutASegue() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: person, type: IncomingDataSource, properties: { default: { name: Nobody } } }
              - { id: bare, type: IncomingDataSource }
            views:
              - { id: name, type: Label }
              - { id: other, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: name }, properties: { path: name } }
              - { type: TextBinding, outlets: { dataSource: bare, view: other }, properties: { empty: "(none)" } }
            """)
        #expect(try scene.object("name", as: Label.self).text == "Nobody")
        #expect(try scene.object("other", as: Label.self).text == "(none)")
        #expect(try scene.object("bare", as: DataSource.self).value == .null)
    }

    @Test func incomingGetsTheSegueValueThroughAStage() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("""
            stagehand: 1
            scene: detail
            dataSources:
              - { id: person, type: IncomingDataSource, properties: { default: { name: Nobody } } }
            views:
              - { id: name, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: name }, properties: { path: name } }
            """, to: "detail/person.scene.yaml", in: folder)
        let main = try TemporaryFiles.write("""
            stagehand: 1
            scene: main
            title: Main
            dataSources:
              - { id: chosen, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: go, type: Button }
            responders:
              - { type: SegueResponder, on: [go.tap], outlets: { value: chosen }, properties: { segue: show } }
            segues:
              - { id: show, to: detail/person.scene.yaml, style: modal }
            """, to: "main.scene.yaml", in: folder)

        let stage = Stage(registry: Registry())
        #expect(stage.start(sceneFile: main).filter { $0.severity == .error }.isEmpty)
        let first = try #require(stage.current)

        // Directly through the navigator.
        let segue = try #require(first.description.segues.first)
        try stage.perform(segue, value: ["name": "Grace"], from: first)
        #expect(stage.depth == 2)
        #expect(try stage.current?.object("name", as: Label.self).text == "Grace")
        #expect(stage.current?.incomingValue == ["name": "Grace"])
        #expect(stage.titles == ["Main", "detail (modal)"])
        #expect(stage.goBack())

        // Through the scene, with the stage as its navigator.
        try first.performSegue("show", value: ["name": "Alan"])
        #expect(try stage.current?.object("name", as: Label.self).text == "Alan")
        #expect(stage.goBack())

        // Through a SegueResponder.
        try first.object("go", as: Button.self).tap()
        #expect(try stage.current?.object("name", as: Label.self).text == "Ada")
        #expect(stage.depth == 2)
        #expect(first.diagnostics.isEmpty)

        // An unknown segue id is an error, not a crash.
        #expect(throws: ResponderError.self) { try first.performSegue("nowhere", value: .null) }
    }

    @Test func fileDataSourceLoadsJSONAndYAMLRelativeToTheScene() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write(#"[{"name": "Ada", "born": 1815}, {"name": "Grace", "born": 1906}]"#,
                                     to: "scenes/data/people.json", in: folder)
        try TemporaryFiles.write("# plants\n- { name: Fern, water: 80 }\n- name: Basil\n  water: 20\n",
                                     to: "scenes/data/plants.yaml", in: folder)
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: FileDataSource, properties: { path: data/people.json } }
              - { id: plants, type: FileDataSource, properties: { path: ./data/plants.yaml } }
            views:
              - { id: a, type: Label }
              - { id: b, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: people, view: a }, properties: { format: "{count}: {1.name} {1.born}" } }
              - { type: TextBinding, outlets: { dataSource: plants, view: b }, properties: { format: "{count}: {1.name} {1.water}" } }
            """, file: folder + "/scenes/main.scene.yaml")
        #expect(try scene.object("a", as: Label.self).text == "2: Grace 1906")
        #expect(try scene.object("b", as: Label.self).text == "2: Basil 20")
        #expect(try scene.object("people", as: DataSource.self).value.list?.first?.value(atPath: "born") == .int(1815))
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func fileDataSourceProblemsAreDiagnostics() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("[1, 2", to: "broken.json", in: folder)
        let text = """
            dataSources:
              - { id: gone, type: FileDataSource, properties: { path: missing.json } }
              - { id: broken, type: FileDataSource, properties: { path: broken.json } }
            views:
              - { id: a, type: Label }
              - { id: b, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: gone, view: a } }
              - { type: TextBinding, outlets: { dataSource: broken, view: b } }
            """
        // Lint refuses the scene; built anyway, the runtime reports instead of crashing.
        let scene = try RuntimeTestSupport.scene(text, file: folder + "/main.scene.yaml", expectErrors: true)
        #expect(scene.diagnostics(.missingDataFile).map(\.runtimePos) == ["4:5"])
        #expect(scene.diagnostics(.invalidDataFile).map(\.runtimePos) == ["5:5"])
        #expect(try scene.object("gone", as: DataSource.self).value == .null)
    }

    @Test func aCustomDerivedSourceFollowsBothInputs() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: ada } } }
              - { id: mark, type: StaticDataSource, properties: { value: "?" } }
              - { id: shout, type: RTShoutDataSource, outlets: { source: person, suffix: mark }, properties: { path: name, tag: t, volume: 0 } }
            views:
              - { id: out, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: shout, view: out } }
            """, registry: try runtimeRegistry())
        let out = try scene.object("out", as: Label.self)
        #expect(out.text == "ADA?")
        try scene.object("mark", as: DataSource.self).setValue("!?")
        #expect(out.text == "ADA!?")
        try scene.object("person", as: DataSource.self).setValue(["name": "grace"])
        #expect(out.text == "GRACE!?")
    }
}
