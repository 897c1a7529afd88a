import Testing
import Stagehand

/// A data source's change reaches every bound view at once, in declaration order, at a cost of
/// its own dependents only; values are immutable; a value that does not fit is a diagnostic.
@Suite struct RuntimeDataFlowTests {
    @Test func settingAValueUpdatesEveryBoundViewSynchronously() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada, city: London } } }
            views:
              - { id: name, type: Label }
              - { id: city, type: Label }
              - { id: line, type: Label }
              - { id: button, type: Button }
              - { id: field, type: TextField }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: name }, properties: { path: name } }
              - { type: TextBinding, outlets: { dataSource: person, view: city }, properties: { path: city, empty: "?" } }
              - { type: TextBinding, outlets: { dataSource: person, view: line }, properties: { format: "{name} of {city}" } }
              - { type: TextBinding, outlets: { dataSource: person, view: button }, properties: { path: name } }
              - { type: HiddenBinding, outlets: { dataSource: person, view: field }, properties: { path: hide } }
            """)
        let person = try scene.object("person", as: DataSource.self)
        let name = try scene.object("name", as: Label.self)
        let city = try scene.object("city", as: Label.self)
        let line = try scene.object("line", as: Label.self)
        let button = try scene.object("button", as: Button.self)
        let field = try scene.object("field", as: TextField.self)
        #expect([name.text, city.text, line.text, button.title] == ["Ada", "London", "Ada of London", "Ada"])
        #expect(!field.hidden)

        person.setValue(["name": "Grace", "hide": true])
        // No run loop, no clock: the views are current as soon as setValue returns.
        // A format with a placeholder that has no value shows its `empty` text, not half a sentence.
        #expect([name.text, city.text, line.text, button.title] == ["Grace", "?", "", "Grace"])
        #expect(field.hidden)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func bindingsUpdateInDeclarationOrder() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: a, type: StaticDataSource, properties: { value: 1 } }
              - { id: b, type: StaticDataSource, properties: { value: x } }
            views:
              - { id: log, type: RTLogView }
            bindings:
              - { type: RTLoggingBinding, outlets: { dataSource: a, log: log }, properties: { tag: first } }
              - { type: RTLoggingBinding, outlets: { dataSource: b, log: log }, properties: { tag: other } }
              - { type: RTLoggingBinding, outlets: { dataSource: a, log: log }, properties: { tag: second } }
              - { type: RTLoggingBinding, outlets: { dataSource: a, log: log }, properties: { tag: third } }
            """, registry: try runtimeRegistry())
        let log = try scene.object("log", as: RTLogView.self)
        // Each binding is brought up to date once when the scene starts, in declaration order.
        #expect(log.entries == ["first=1", "other=x", "second=1", "third=1"])

        log.entries.removeAll()
        try scene.object("a", as: DataSource.self).setValue(2)
        #expect(log.entries == ["first=2", "second=2", "third=2"])

        log.entries.removeAll()
        try scene.object("b", as: DataSource.self).setValue("y")
        #expect(log.entries == ["other=y"])

        // The same order every time.
        for round in 3...6 {
            log.entries.removeAll()
            try scene.object("a", as: DataSource.self).setValue(.int(round))
            #expect(log.entries == ["first=\(round)", "second=\(round)", "third=\(round)"])
        }
    }

    @Test func observerCountIsBindingsPlusDerivedSources() throws {
        let registry = try runtimeRegistry()
        let core = """
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }, { name: Bob }] } }
              - { id: query, type: StaticDataSource, properties: { value: "" } }
              - { id: filtered, type: FilterDataSource, outlets: { source: people, query: query }, properties: { path: name } }
              - { id: both, type: CombinedDataSource, outlets: { sources: [people, query] } }
              - { id: shout, type: RTShoutDataSource, outlets: { source: people }, properties: { path: 0.name, tag: t } }
            views:
              - { id: count, type: Label }
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
              - { id: card, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: people, view: count }, properties: { format: "{count}" } }
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            bindingSets:
              - { type: RTCardBindingSet, outlets: { dataSource: people, titleView: card } }

            """
        let small = try RuntimeTestSupport.scene(core, registry: registry)
        // 2 bindings + 1 binding set + filter + combined + custom derived source.
        #expect(try small.object("people", as: DataSource.self).observerCount == 6)
        // filter + combined
        #expect(try small.object("query", as: DataSource.self).observerCount == 2)
        #expect(try small.object("filtered", as: DataSource.self).observerCount == 0)

        var views = ""
        var sources = ""
        for i in 0..<40 {
            views += "  - { id: o\(i), type: Label }\n"
            sources += "  - { id: s\(i), type: StaticDataSource, properties: { value: \(i) } }\n"
        }
        var bindings = ""
        for i in 0..<40 { bindings += "  - { type: TextBinding, outlets: { dataSource: s\(i), view: o\(i) } }\n" }
        let big = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }, { name: Bob }] } }
              - { id: query, type: StaticDataSource, properties: { value: "" } }
              - { id: filtered, type: FilterDataSource, outlets: { source: people, query: query }, properties: { path: name } }
              - { id: both, type: CombinedDataSource, outlets: { sources: [people, query] } }
              - { id: shout, type: RTShoutDataSource, outlets: { source: people }, properties: { path: 0.name, tag: t } }
            \(sources)views:
              - { id: count, type: Label }
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
              - { id: card, type: Label }
            \(views)bindings:
              - { type: TextBinding, outlets: { dataSource: people, view: count }, properties: { format: "{count}" } }
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            \(bindings)bindingSets:
              - { type: RTCardBindingSet, outlets: { dataSource: people, titleView: card } }
            """, registry: registry)
        #expect(try big.object("people", as: DataSource.self).observerCount == 6)
        #expect(try big.object("query", as: DataSource.self).observerCount == 2)
        #expect(try big.object("s7", as: DataSource.self).observerCount == 1)

        // Building rows whose bindings read only `item` costs the scene's data sources nothing.
        let table = try big.object("table", as: Table.self)
        _ = table.row(at: 0)
        _ = table.row(at: 1)
        #expect(table.builtRowCount == 2)
        #expect(try big.object("people", as: DataSource.self).observerCount == 6)
    }

    @Test func aChangeRunsOnlyItsOwnDependents() throws {
        var bindings = ""
        var views = ""
        var sources = ""
        for i in 0..<50 {
            sources += "  - { id: s\(i), type: StaticDataSource, properties: { value: \(i) } }\n"
            bindings += "  - { type: RTLoggingBinding, outlets: { dataSource: s\(i), log: log }, properties: { tag: b\(i) } }\n"
        }
        views += "  - { id: log, type: RTLogView }\n"
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
            \(sources)views:
            \(views)bindings:
            \(bindings)
            """, registry: try runtimeRegistry())
        let log = try scene.object("log", as: RTLogView.self)
        #expect(log.entries.count == 50)
        log.entries.removeAll()
        try scene.object("s17", as: DataSource.self).setValue("new")
        #expect(log.entries == ["b17=new"])
    }

    @Test func valuesAreImmutableAResponderReplacesThem() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [a, b] } }
              - { id: counter, type: StaticDataSource, properties: { value: 1 } }
            views:
              - { id: field, type: TextField }
              - { id: add, type: Button }
              - { id: count, type: Label }
              - { id: total, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: items, view: count }, properties: { format: "{count} items" } }
              - { type: TextBinding, outlets: { dataSource: counter, view: total } }
            responders:
              - { type: AppendResponder, on: [add.tap], outlets: { field: field, list: items } }
              - { type: RTCounterResponder, on: [add.tap], outlets: { counter: counter }, properties: { step: 10 } }
            """, registry: try runtimeRegistry())
        let items = try scene.object("items", as: DataSource.self)
        let before = items.value
        try scene.object("field", as: TextField.self).type("c")
        try scene.object("add", as: Button.self).tap()
        // The old value is untouched; the data source holds a new one.
        #expect(before == ["a", "b"])
        #expect(items.value == ["a", "b", "c"])
        #expect(try scene.object("count", as: Label.self).text == "3 items")
        #expect(try scene.object("total", as: Label.self).text == "11")
    }

    @Test func aValueThatDoesNotConvertIsADiagnosticNotACrash() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - id: person
                type: StaticDataSource
                properties: { value: { name: Ada } }
            views:
              - { id: greeting, type: Label }
              - { id: gauge, type: RTGauge }
              - { id: rows, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
            bindings:
              - type: RTGreetingBinding
                outlets: { dataSource: person, view: greeting }
            """, registry: try runtimeRegistry())
        let person = try scene.object("person", as: DataSource.self)
        let greeting = try scene.object("greeting", as: Label.self)
        #expect(greeting.text == "Hello, Ada")
        #expect(scene.diagnostics.isEmpty)

        person.setValue(["nom": "Ada"])
        let found = scene.diagnostics(.valueConversion)
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("'person' (StaticDataSource)"))
        #expect(diagnostic.message.contains("RTGreetingBinding"))
        // Where the data source is declared.
        #expect(diagnostic.location.file == "test.scene.yaml")
        #expect(diagnostic.runtimePos == "4:5")
        // The view keeps what it showed; the status line says what went wrong.
        #expect(greeting.text == "Hello, Ada")
        #expect(scene.statusMessage == diagnostic.message)

        // A later value that fits works again.
        person.setValue(["name": "Grace", "excited": true])
        #expect(greeting.text == "Hello, Grace!")
        person.setValue(.list([1, 2]))
        person.setValue("just text")
        #expect(scene.diagnostics(.valueConversion).count == 3)
        #expect(greeting.text == "Hello, Grace!")
    }

    @Test func aTypedBindingWaitsQuietlyWhileThereIsNoValue() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }] } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
            views:
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
              - { id: greeting, type: Label, properties: { text: "Choose someone" } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
              - { type: RTGreetingBinding, outlets: { dataSource: chosen, view: greeting } }
            """, registry: try runtimeRegistry())
        let greeting = try scene.object("greeting", as: Label.self)
        // Nothing selected yet: not a conversion failure, and the view keeps its text.
        #expect(scene.diagnostics.isEmpty)
        #expect(greeting.text == "Choose someone")
        try scene.object("table", as: Table.self).select(row: 0)
        #expect(greeting.text == "Hello, Ada")
        try scene.object("chosen", as: DataSource.self).setValue(.null)
        #expect(greeting.text == "Hello, Ada")
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func observationsCanBeCancelled() throws {
        let source = DataSource()
        var seen: [Value] = []
        let first = source.observe { seen.append($0) }
        source.observe { seen.append(.list([$0])) }
        #expect(source.observerCount == 2)
        source.setValue(1)
        #expect(seen == [1, [1]])
        first.cancel()
        first.cancel()
        #expect(source.observerCount == 1)
        source.setValue(2)
        #expect(seen == [1, [1], [2]])
    }

    @Test func aCycleThatSlippedPastLintStopsWithADiagnostic() throws {
        // Two custom derived sources that read each other: lint says so, and if the scene is
        // built anyway the runtime stops the ping-pong instead of recursing forever.
        let text = """
            dataSources:
              - { id: a, type: RTShoutDataSource, outlets: { source: b }, properties: { tag: a } }
              - { id: b, type: RTShoutDataSource, outlets: { source: a }, properties: { tag: b } }
            views:
              - { id: out, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: a, view: out } }
            """
        let registry = try runtimeRegistry()
        let lint = RuntimeTestSupport.describe(RuntimeTestSupport.header + text, registry: registry).diagnostics
        #expect(lint.contains { $0.code == .dependencyCycle })
        let scene = try RuntimeTestSupport.scene(text, registry: registry, expectErrors: true)
        let cycle = try #require(scene.diagnostics(.dependencyCycle).first)
        #expect(cycle.message.contains("kept changing"))
        // The scene is alive and still answers.
        try scene.object("a", as: DataSource.self).setValue("x")
        #expect(try scene.object("out", as: Label.self).text.hasPrefix("X") || scene.diagnostics(.dependencyCycle).count > 1)
    }

    @Test func aTableGivenANonListIsReported() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }] } }
            views:
              - { id: rows, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: rows } }
            """)
        let rows = try scene.object("rows", as: Table.self)
        #expect(rows.items.count == 1)
        try scene.object("people", as: DataSource.self).setValue(["name": "Ada"])
        #expect(rows.items.isEmpty)
        let diagnostic = try #require(scene.diagnostics(.valueConversion).first)
        #expect(diagnostic.message.contains("'people' (StaticDataSource)"))
        #expect(diagnostic.message.contains("a table needs a list"))
        #expect(diagnostic.runtimePos == "4:5")
    }

    @Test func typedBindingIntoACustomView() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: level, type: StaticDataSource, properties: { value: 3 } }
            views:
              - { id: gauge, type: RTGauge }
            bindings:
              - { type: RTGaugeBinding, outlets: { dataSource: level, view: gauge } }
            """, registry: try runtimeRegistry())
        let gauge = try scene.object("gauge", as: RTGauge.self)
        #expect(gauge.needleValue == 3)
        try scene.object("level", as: DataSource.self).setValue(.double(0.75))
        #expect(gauge.needleValue == 0.75)
        try scene.object("level", as: DataSource.self).setValue("high")
        #expect(gauge.needleValue == 0.75)
        #expect(scene.diagnostics(.valueConversion).count == 1)
    }
}
