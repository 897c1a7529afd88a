import Testing
import Stagehand

/// Tables build rows from their prototype only when asked, bind each row to its item, can read
/// scene data sources from inside the prototype, and group rows into sections.
@Suite struct RuntimeTableTests {
    static let tableScene = """
        dataSources:
          - { id: people, type: StaticDataSource }
          - { id: suffix, type: StaticDataSource, properties: { value: "!" } }
        views:
          - id: table
            type: Table
            properties: { height: 10 }
            prototype:
              views:
                - type: HStack
                  children:
                    - { id: nameCell, type: Label }
                    - { id: cityCell, type: Label }
                    - { id: markCell, type: Label }
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: nameCell }, properties: { path: name } }
                - { type: TextBinding, outlets: { dataSource: item, view: cityCell }, properties: { path: city, empty: "(somewhere)" } }
                - { type: TextBinding, outlets: { dataSource: suffix, view: markCell } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: people, view: table } }
        """

    /// The labels of a built row, depth-first.
    func labels(_ row: TableRow?) -> [String] {
        (row?.views ?? []).flatMap(\.subtree).compactMap { ($0 as? Label)?.text }
    }

    @Test func rowsAreBuiltOnlyWhenRequested() throws {
        let scene = try RuntimeTestSupport.scene(Self.tableScene)
        let table = try scene.object("table", as: Table.self)
        let people = try scene.object("people", as: DataSource.self)
        let count = 100_000
        people.setValue(RuntimeTestSupport.people((0..<count).map { "Person \($0)" }))
        #expect(table.items.count == count)
        #expect(table.builtRowCount == 0)

        // A screenful.
        for index in 0..<10 { #expect(table.row(at: index) != nil) }
        #expect(table.builtRowCount == 10)
        #expect(labels(table.row(at: 3)) == ["Person 3", "(somewhere)", "!"])
        // Asking again reuses the built row.
        #expect(table.row(at: 3) === table.row(at: 3))
        #expect(table.builtRowCount == 10)

        // Scrolled to the end: only what is asked for is built.
        let last = try #require(table.row(at: count - 1))
        #expect(labels(last) == ["Person 99999", "(somewhere)", "!"])
        #expect(table.builtRowCount == 11)
        #expect(table.row(at: count) == nil)
        #expect(table.row(at: -1) == nil)

        table.keepRows(in: 5..<10)
        #expect(table.builtRowCount == 5)
        #expect(labels(table.row(at: 7)) == ["Person 7", "(somewhere)", "!"])

        // Rows' objects are not scene objects.
        #expect(scene.objectsByID["nameCell"] == nil)
        #expect(scene.objects.count < 10)

        // New items drop built rows.
        people.setValue(RuntimeTestSupport.people(["Ada", "Grace"], cities: ["London"]))
        #expect(table.builtRowCount == 0)
        #expect(labels(table.row(at: 1)) == ["Grace", "(somewhere)", "!"])
        #expect(labels(table.row(at: 0)) == ["Ada", "London", "!"])
    }

    @Test func selectingAmongManyRowsBuildsNothing() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource }
              - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
            views:
              - { id: table, type: Table, prototype: { views: [{ id: cell, type: Label }] } }
              - { id: detail, type: Label }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: detail }, properties: { path: name } }
            """)
        let table = try scene.object("table", as: Table.self)
        try scene.object("people", as: DataSource.self).setValue(RuntimeTestSupport.people((0..<100_000).map { "P\($0)" }))
        #expect(table.select(row: 99_999))
        #expect(try scene.object("detail", as: Label.self).text == "P99999")
        #expect(table.builtRowCount == 0)
    }

    @Test func droppedRowsStopObservingSceneDataSources() throws {
        let scene = try RuntimeTestSupport.scene(Self.tableScene)
        let table = try scene.object("table", as: Table.self)
        let people = try scene.object("people", as: DataSource.self)
        let suffix = try scene.object("suffix", as: DataSource.self)
        people.setValue(RuntimeTestSupport.people((0..<50).map { "P\($0)" }))
        #expect(suffix.observerCount == 0)
        for index in 0..<20 { _ = table.row(at: index) }
        // One binding per built row reads the scene's `suffix`.
        #expect(suffix.observerCount == 20)

        // A scene data source read inside the prototype updates every built row.
        suffix.setValue("?")
        #expect(labels(table.row(at: 0)).last == "?")
        #expect(labels(table.row(at: 19)).last == "?")

        table.keepRows(in: 0..<5)
        #expect(table.builtRowCount == 5)
        #expect(suffix.observerCount == 5)
        people.setValue(.list([]))
        #expect(table.builtRowCount == 0)
        #expect(suffix.observerCount == 0)
    }

    @Test func keepRowsDropsRowsOutsideTheRangeEvenWhenFewAreBuilt() throws {
        let scene = try RuntimeTestSupport.scene(Self.tableScene)
        let table = try scene.object("table", as: Table.self)
        try scene.object("people", as: DataSource.self).setValue(RuntimeTestSupport.people((0..<100).map { "P\($0)" }))
        for index in 0..<3 { _ = table.row(at: index) }
        #expect(table.builtRowCount == 3)
        // Scrolled far down: rows 0...2 are off screen and must go.
        table.keepRows(in: 50..<60)
        #expect(table.builtRowCount == 0)

        // Reset, then two rows built: one on screen, one far above it.
        let people = try scene.object("people", as: DataSource.self)
        people.setValue(RuntimeTestSupport.people((0..<100).map { "Q\($0)" }))
        _ = table.row(at: 0)
        _ = table.row(at: 40)
        #expect(table.builtRowCount == 2)
        // Two rows built, one of them outside a 10-row window.
        table.keepRows(in: 35..<45)
        #expect(table.builtRowCount == 1)
        // When more rows are built than the range is long, it does drop them.
        for index in 0..<12 { _ = table.row(at: index) }
        table.keepRows(in: 0..<10)
        #expect(table.builtRowCount == 10)
    }

    @Test func rowBindingsFollowTheirItem() throws {
        let scene = try RuntimeTestSupport.scene(Self.tableScene)
        let table = try scene.object("table", as: Table.self)
        try scene.object("people", as: DataSource.self).setValue(RuntimeTestSupport.people(["Ada"]))
        let row = try #require(table.row(at: 0))
        #expect(labels(row).first == "Ada")
        row.setItem(["name": "Countess", "city": "London"])
        #expect(labels(row) == ["Countess", "London", "!"])
    }

    @Test func customBindingSetAndTypedBindingInsideAPrototype() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada, city: London }, { name: Grace }] } }
            views:
              - id: table
                type: Table
                prototype:
                  views:
                    - { id: title, type: Label }
                    - { id: sub, type: Label }
                    - { id: greet, type: Label }
                  bindings:
                    - { type: RTGreetingBinding, outlets: { dataSource: item, view: greet }, properties: { salutation: Hey } }
                  bindingSets:
                    - { type: RTCardBindingSet, outlets: { dataSource: item, titleView: title, subtitle: sub } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            """, registry: try runtimeRegistry())
        let table = try scene.object("table", as: Table.self)
        #expect(labels(table.row(at: 0)) == ["Ada", "London", "Hey, Ada"])
        #expect(labels(table.row(at: 1)) == ["Grace", "nowhere", "Hey, Grace"])
        // A row whose item does not fit the typed binding reports, naming `item`.
        let bad = try #require(table.row(at: 0))
        bad.setItem(["nom": "x"])
        let diagnostic = try #require(scene.diagnostics(.valueConversion).first)
        #expect(diagnostic.message.contains("'item'"))
    }

    @Test func sectionsByInitial() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Bob }, { name: ada }, { name: Cy }, { name: bea }, { name: Alan }, { name: "" }] } }
            views:
              - id: table
                type: Table
                properties: { sectionBy: name, sectionKey: initial }
                prototype:
                  views: [{ id: cell, type: Label }]
                  bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell }, properties: { path: name } }]
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            """)
        let table = try scene.object("table", as: Table.self)
        // Sections by initial run A to Z (no initial last), initials upper-cased, rows stable inside each.
        #expect(table.sections == [
            Table.Section(title: "A", start: 0, count: 2),
            Table.Section(title: "B", start: 2, count: 2),
            Table.Section(title: "C", start: 4, count: 1),
            Table.Section(title: "", start: 5, count: 1),
        ])
        #expect(table.items.compactMap { $0.value(atPath: "name")?.string } == ["ada", "Alan", "Bob", "bea", "Cy", ""])
        #expect(labels(table.row(at: 1)) == ["Alan"])
        // Selection publishes the grouped row's item.
        #expect(table.select(row: 1))
        #expect(table.selectedIndex == 1)
        #expect(table.items[1].value(atPath: "name") == "Alan")
    }

    @Test func sectionsByValueAtAPath() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - id: people
                type: StaticDataSource
                properties:
                  value:
                    - { name: Ada, home: { city: London } }
                    - { name: Alan, home: { city: Wilmslow } }
                    - { name: Grace, home: { city: New York } }
                    - { name: Charles, home: { city: London } }
                    - { name: Nobody }
            views:
              - id: table
                type: Table
                properties: { sectionBy: home.city }
                prototype: { views: [{ id: cell, type: Label }] }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: table } }
            """)
        let table = try scene.object("table", as: Table.self)
        #expect(table.sections.map(\.title) == ["London", "Wilmslow", "New York", ""])
        #expect(table.sections.map(\.count) == [2, 1, 1, 1])
        #expect(table.sections.map(\.start) == [0, 2, 3, 4])
        #expect(table.items.compactMap { $0.value(atPath: "name")?.string } == ["Ada", "Charles", "Alan", "Grace", "Nobody"])

        // New items regroup.
        try scene.object("people", as: DataSource.self).setValue([["name": "Z", "home": ["city": "Paris"]]])
        #expect(table.sections == [Table.Section(title: "Paris", start: 0, count: 1)])
    }

    @Test func noSectionsWithoutSectionBy() throws {
        let scene = try RuntimeTestSupport.scene(Self.tableScene)
        let table = try scene.object("table", as: Table.self)
        try scene.object("people", as: DataSource.self).setValue(RuntimeTestSupport.people(["B", "A"]))
        #expect(table.sections.isEmpty)
        #expect(table.items.compactMap { $0.value(atPath: "name")?.string } == ["B", "A"])
    }
}
