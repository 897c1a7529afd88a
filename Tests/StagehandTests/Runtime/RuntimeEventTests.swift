import Testing
import StagehandConsole
import Stagehand

/// One event updates the data sources that listen to it before its responders run; a responder
/// that throws is reported and the scene goes on; the standard responders append, segue and go back.
@Suite struct RuntimeEventTests {
    @Test func listeningDataSourcesUpdateBeforeResponders() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }, { name: Grace }, { name: Alan }] } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
              - { id: typed, type: TextInputDataSource, outlets: { field: field } }
            views:
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
              - { id: field, type: TextField }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            responders:
              - { id: onSelect, type: RTProbeResponder, on: [table.select], outlets: { watched: chosen } }
              - { id: onChange, type: RTProbeResponder, on: [field.change], outlets: { watched: typed } }
            """, registry: try runtimeRegistry())
        let table = try scene.object("table", as: Table.self)
        let onSelect = try scene.object("onSelect", as: RTProbeResponder.self)
        table.select(row: 2)
        table.select(row: 0)
        #expect(onSelect.seen == [["name": "Alan"], ["name": "Ada"]])

        let onChange = try scene.object("onChange", as: RTProbeResponder.self)
        try scene.object("field", as: TextField.self).type("Hi")
        #expect(onChange.seen == ["H", "Hi"])
    }

    @Test func respondersRunInDeclarationOrderOnOneEvent() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: counter, type: StaticDataSource, properties: { value: 0 } }
            views:
              - { id: go, type: Button }
              - { id: gauge, type: RTGauge }
            responders:
              - { id: double, type: RTCounterResponder, on: [go.tap], outlets: { counter: counter }, properties: { step: 5 } }
              - { id: probe, type: RTProbeResponder, on: [go.tap, gauge.spin], outlets: { watched: counter } }
              - { id: one, type: RTCounterResponder, on: [go.tap], outlets: { counter: counter } }
            """, registry: try runtimeRegistry())
        let probe = try scene.object("probe", as: RTProbeResponder.self)
        try scene.object("go", as: Button.self).tap()
        #expect(probe.seen == [5])
        #expect(try scene.object("counter", as: DataSource.self).value == 6)
        // A custom view's custom event reaches its responders.
        try scene.object("gauge", as: RTGauge.self).spin()
        #expect(probe.seen == [5, 6])
        // A disabled button publishes nothing.
        try scene.object("go", as: Button.self).enabled = false
        #expect(try !scene.object("go", as: Button.self).tap())
        #expect(probe.seen == [5, 6])
    }

    @Test func aThrowingResponderIsReportedAndTheSceneGoesOn() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: counter, type: StaticDataSource, properties: { value: 0 } }
            views:
              - { id: go, type: Button }
              - { id: total, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: counter, view: total } }
            responders:
              - id: broken
                type: RTCounterResponder
                on: [go.tap]
                outlets: { counter: counter }
                properties: { failWith: "the counter is jammed" }
              - { id: working, type: RTCounterResponder, on: [go.tap], outlets: { counter: counter } }
            """, registry: try runtimeRegistry())
        let go = try scene.object("go", as: Button.self)
        go.tap()
        let failures = scene.diagnostics(.responderFailed)
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.severity == .error)
        #expect(failure.message.contains("'broken' (RTCounterResponder)"))
        #expect(failure.message.contains("go.tap"))
        #expect(failure.message.contains("the counter is jammed"))
        #expect(failure.runtimePos == "11:5")
        // The status line shows what a person needs: the error itself.
        #expect(scene.statusMessage == "the counter is jammed")
        // The next responder of the same event still ran, and the scene still works.
        #expect(try scene.object("total", as: Label.self).text == "1")
        go.tap()
        #expect(try scene.object("total", as: Label.self).text == "2")
        #expect(scene.diagnostics(.responderFailed).count == 2)
        scene.clearStatus()
        #expect(scene.statusMessage == nil)
    }

    @Test func standardRespondersWithoutANavigatorFailGracefully() throws {
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: back, type: Button }
              - { id: go, type: Button }
            responders:
              - { type: BackResponder, on: [back.tap] }
              - { type: SegueResponder, on: [go.tap], properties: { segue: next } }
            segues:
              - { id: next, to: nowhere.scene.yaml }
            """, expectErrors: true)  // the destination does not exist: lint says so, the runtime must cope
        try scene.object("back", as: Button.self).tap()
        try scene.object("go", as: Button.self).tap()
        let messages = scene.diagnostics(.responderFailed).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("there is no scene to go back to") == true)
        #expect(messages.last?.contains("nothing can show segue 'next'") == true)
    }

    @Test func appendResponderAppendsTextAndClearsTheField() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: names, type: StaticDataSource, properties: { value: [Ada] } }
              - { id: typed, type: TextInputDataSource, outlets: { field: field } }
            views:
              - { id: field, type: TextField }
              - { id: add, type: Button }
              - { id: count, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: names, view: count }, properties: { format: "{count}" } }
              - { type: EnabledBinding, outlets: { dataSource: typed, view: add } }
            responders:
              - { type: AppendResponder, on: [add.tap, field.submit], outlets: { field: field, list: names } }
            """)
        let names = try scene.object("names", as: DataSource.self)
        let field = try scene.object("field", as: TextField.self)
        let add = try scene.object("add", as: Button.self)
        #expect(!add.enabled)
        field.type("Grace")
        #expect(add.enabled)
        #expect(add.tap())
        #expect(names.value == ["Ada", "Grace"])
        #expect(field.text == "")
        #expect(try scene.object("typed", as: DataSource.self).value == "")
        #expect(!add.enabled)
        #expect(try scene.object("count", as: Label.self).text == "2")

        // Submit appends too.
        field.type("Alan Turing")
        field.submit()
        #expect(names.value == ["Ada", "Grace", "Alan Turing"])

        // Empty or blank text appends nothing.
        field.submit()
        field.type("   ")
        field.submit()
        #expect(names.value == ["Ada", "Grace", "Alan Turing"])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func appendResponderWithAKey() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource }
            views:
              - { id: field, type: TextField }
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }], bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell }, properties: { path: name } }] } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            responders:
              - { type: AppendResponder, on: [field.submit], outlets: { field: field, list: people }, properties: { key: name } }
            """)
        let field = try scene.object("field", as: TextField.self)
        let people = try scene.object("people", as: DataSource.self)
        // A null list starts empty.
        field.type("Ada")
        field.submit()
        #expect(people.value == [["name": "Ada"]])
        field.type("Grace")
        field.submit()
        #expect(people.value == [["name": "Ada"], ["name": "Grace"]])
        #expect(field.text == "")
        let table = try scene.object("table", as: Table.self)
        #expect(table.items.count == 2)
        let row = try #require(table.row(at: 1))
        #expect((row.views.first as? Label)?.text == "Grace")
    }

    @Test func appendResponderOnANonListIsReported() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: names, type: StaticDataSource, properties: { value: { not: a list } } }
            views:
              - { id: field, type: TextField }
            responders:
              - { type: AppendResponder, on: [field.submit], outlets: { field: field, list: names } }
            """)
        let field = try scene.object("field", as: TextField.self)
        field.type("x")
        field.submit()
        let failure = try #require(scene.diagnostics(.responderFailed).first)
        #expect(failure.message.contains("'names' (StaticDataSource) holds"))
        #expect(try scene.object("names", as: DataSource.self).value == ["not": "a list"])
        // Nothing appended, so the field keeps its text.
        #expect(field.text == "x")
    }

    static let listScene = """
        stagehand: 1
        scene: list
        title: List
        dataSources:
          - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }, { name: Grace }, { name: Alan }] } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
        views:
          - { id: field, type: TextField }
          - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }], bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell }, properties: { path: name } }] } }
          - { id: chosenName, type: Label }
        bindings:
          - { type: TableBinding, outlets: { dataSource: people, view: table } }
          - { type: TextBinding, outlets: { dataSource: chosen, view: chosenName }, properties: { path: name } }
        responders:
          - { type: SegueResponder, on: [table.select], outlets: { value: chosen }, properties: { segue: show } }
        segues:
          - { id: show, to: detail.scene.yaml }
        """

    static let detailScene = """
        stagehand: 1
        scene: detail
        title: Detail
        dataSources:
          - { id: person, type: IncomingDataSource }
        views:
          - { id: name, type: Label }
          - { id: back, type: Button, properties: { title: Back } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: person, view: name }, properties: { path: name } }
        responders:
          - { type: BackResponder, on: [back.tap] }
        """

    @Test func segueAndBackThroughAStageLeaveTheEarlierSceneAsItWas() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let list = try TemporaryFiles.write(Self.listScene, to: "list.scene.yaml", in: folder)
        try TemporaryFiles.write(Self.detailScene, to: "detail.scene.yaml", in: folder)
        let stage = Stage(registry: Registry())
        #expect(stage.start(sceneFile: list).filter { $0.severity == .error }.map(\.formatted) == [])
        let first = try #require(stage.current)
        let field = try first.object("field", as: TextField.self)
        let table = try first.object("table", as: Table.self)
        field.type("half-typed")
        let chosenBefore = try first.object("chosen", as: DataSource.self)

        // Selecting a row performs the segue with the selected item.
        #expect(table.select(row: 1))
        #expect(stage.depth == 2)
        #expect(stage.titles == ["List", "Detail"])
        let detail = try #require(stage.current)
        #expect(detail !== first)
        #expect(try detail.object("name", as: Label.self).text == "Grace")

        // Back, from the detail's own button.
        try detail.object("back", as: Button.self).tap()
        #expect(stage.depth == 1)
        #expect(stage.current === first)
        #expect(detail.diagnostics.isEmpty)

        // Exactly as left: the same objects, the field's text, the selection.
        #expect(try first.object("field", as: TextField.self) === field)
        #expect(field.text == "half-typed")
        #expect(table.selectedIndex == 1)
        #expect(try first.object("chosen", as: DataSource.self) === chosenBefore)
        #expect(chosenBefore.value == ["name": "Grace"])
        #expect(try first.object("chosenName", as: Label.self).text == "Grace")
        #expect(first.diagnostics.isEmpty)

        // Back on the first scene goes nowhere.
        #expect(!stage.goBack())
        #expect(!first.goBack())
        #expect(stage.depth == 1)
    }

    @Test func aSegueToABrokenSceneIsReported() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let list = try TemporaryFiles.write(Self.listScene, to: "list.scene.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: detail\nviews:\n  - { type: Lable }\n", to: "detail.scene.yaml", in: folder)
        let stage = Stage(registry: Registry())
        stage.start(sceneFile: list)
        let first = try #require(stage.current)
        try first.object("table", as: Table.self).select(row: 0)
        #expect(stage.depth == 1)
        let failure = try #require(first.diagnostics(.responderFailed).first)
        #expect(failure.message.contains("could not be loaded"))
        #expect(failure.message.contains("unknown type 'Lable'"))
    }
}
