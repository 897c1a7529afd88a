import Testing
import StagehandConsole
import Stagehand

/// No object outlives its scene: dropping a scene (or popping it off a stage) releases every
/// data source, view, binding, binding set, responder and built table row.
@Suite struct RuntimeLifetimeTests {
    static let body = """
        dataSources:
          - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada }, { name: Grace }, { name: Alan }] } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
          - { id: typed, type: TextInputDataSource, outlets: { field: field }, properties: { debounce: 300ms } }
          - { id: found, type: FilterDataSource, outlets: { source: people, query: typed }, properties: { path: name } }
          - { id: both, type: CombinedDataSource, outlets: { sources: [people, typed] } }
          - { id: shout, type: RTShoutDataSource, outlets: { source: chosen }, properties: { path: name, tag: t } }
          - { id: level, type: StaticDataSource, properties: { value: 0.5 } }
        views:
          - type: HStack
            children:
              - { id: field, type: TextField }
              - { id: add, type: Button }
          - id: table
            type: Table
            prototype:
              views: [{ id: cell, type: Label }, { id: greet, type: Label }, { id: rowCard, type: Label }]
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: cell }, properties: { path: name } }
                - { type: RTGreetingBinding, outlets: { dataSource: item, view: greet } }
                - { type: TextBinding, outlets: { dataSource: shout, view: rowCard } }
              bindingSets:
                - { type: RTCardBindingSet, outlets: { dataSource: item, titleView: rowCard } }
          - { id: detail, type: Label }
          - { id: loud, type: Label }
          - { id: gauge, type: RTGauge }
          - { id: count, type: Label }
        bindings:
          - { id: tableBinding, type: TableBinding, outlets: { dataSource: found, view: table } }
          - { id: detailBinding, type: RTGreetingBinding, outlets: { dataSource: chosen, view: detail } }
          - { type: TextBinding, outlets: { dataSource: shout, view: loud } }
          - { id: gaugeBinding, type: RTGaugeBinding, outlets: { dataSource: level, view: gauge } }
          - { type: EnabledBinding, outlets: { dataSource: typed, view: add } }
          - { type: TextBinding, outlets: { dataSource: both, view: count }, properties: { format: "{people.count}" } }
        bindingSets:
          - { id: card, type: RTCardBindingSet, outlets: { dataSource: chosen, titleView: detail, echoes: [loud] } }
        responders:
          - { id: append, type: AppendResponder, on: [add.tap, field.submit], outlets: { field: field, list: people }, properties: { key: name } }
          - { id: counter, type: RTCounterResponder, on: [gauge.spin], outlets: { counter: level } }
          - { id: probe, type: RTProbeResponder, on: [table.select], outlets: { watched: chosen } }
        """

    /// Builds the scene, exercises it (rows built, events sent, a debounce pending), and returns
    /// weak references to its objects; the scene itself is returned only through `keep`.
    func exercise(_ scene: LiveScene) throws -> [WeakReference] {
        let table = try scene.object("table", as: Table.self)
        let field = try scene.object("field", as: TextField.self)
        field.type("A")
        scene.clock.advance(by: 300)
        field.submit()                       // appends "A", clears the field
        field.type("a")                      // a debounce left pending
        #expect(table.items.count == 4)
        #expect(table.select(row: 1))
        try scene.object("gauge", as: RTGauge.self).spin()
        let rows = (0..<3).compactMap { table.row(at: $0) }
        #expect(rows.count == 3)
        #expect(table.builtRowCount == 3)
        #expect(scene.clock.nextDue != nil)

        var references: [WeakReference] = [WeakReference("scene", scene)]
        for id in ["people", "chosen", "typed", "found", "both", "shout", "level", "field", "add", "table", "detail",
                   "loud", "gauge", "count", "tableBinding", "detailBinding", "gaugeBinding", "card", "append",
                   "counter", "probe"] {
            references.append(WeakReference(id, scene.objectsByID[id]))
        }
        for (index, object) in scene.objects.enumerated() {
            references.append(WeakReference("object \(index) \(type(of: object))", object))
        }
        for set in scene.objects(of: BindingSet.self) {
            for binding in set.bindings { references.append(WeakReference("set binding \(type(of: binding))", binding)) }
        }
        for (index, row) in rows.enumerated() {
            references.append(WeakReference("row \(index)", row))
            references.append(WeakReference("row \(index) item", row.itemSource))
            for view in row.views.flatMap(\.subtree) {
                references.append(WeakReference("row \(index) view \(view.id ?? "?")", view))
            }
            for object in row.objects {
                references.append(WeakReference("row \(index) \(type(of: object))", object))
            }
        }
        #expect(references.allSatisfy { $0.object != nil })
        #expect(references.count > 40)
        return references
    }

    @Test func noObjectOutlivesItsScene() throws {
        let registry = try runtimeRegistry()
        let clock = VirtualClock()
        var references: [WeakReference] = []
        do {
            let scene = try RuntimeTestSupport.scene(Self.body, registry: registry, clock: clock)
            references = try exercise(scene)
            #expect(scene.diagnostics(.responderFailed).map(\.formatted) == [])
        }
        #expect(references.alive == [])
        // A pending debounce firing after the scene is gone is harmless.
        clock.advance(by: 1_000)
        #expect(clock.nextDue == nil)
    }

    @Test func aDataSourceKeptAfterItsSceneHasNoObserversLeft() throws {
        var kept: [DataSource] = []
        do {
            let scene = try RuntimeTestSupport.scene("""
                dataSources:
                  - { id: name, type: StaticDataSource, properties: { value: Ada } }
                  - { id: other, type: StaticDataSource, properties: { value: Grace } }
                views:
                  - { id: a, type: Label }
                  - { id: b, type: Label }
                  - { id: c, type: Label }
                bindings:
                  - { type: TextBinding, outlets: { dataSource: name, view: a } }
                  - { type: TextBinding, outlets: { dataSource: other, view: b } }
                  - { type: TextBinding, outlets: { dataSource: name, view: c } }
                """, registry: try runtimeRegistry())
            kept = [try scene.object("name", as: DataSource.self), try scene.object("other", as: DataSource.self)]
            // Each binding is one observer of its data source, for value and state alike.
            #expect(kept.map(\.observerCount) == [2, 1])
            #expect(try scene.object("c", as: Label.self).text == "Ada")
            kept[0].setValue("Alan")
            #expect(try scene.object("a", as: Label.self).text == "Alan")
            #expect(try scene.object("c", as: Label.self).text == "Alan")
        }
        // The scene ended every subscription of its bindings when it went.
        #expect(kept.map(\.observerCount) == [0, 0])
        kept[0].setValue("Grace")
    }

    @Test func droppedRowsAreReleasedWhileTheSceneLives() throws {
        let scene = try RuntimeTestSupport.scene(Self.body, registry: try runtimeRegistry())
        let table = try scene.object("table", as: Table.self)
        var references: [WeakReference] = []
        do {
            for index in 0..<3 {
                let row = try #require(table.row(at: index))
                references.append(WeakReference("row \(index)", row))
                for view in row.views { references.append(WeakReference("row \(index) \(view.id ?? "?")", view)) }
                for object in row.objects { references.append(WeakReference("row \(index) \(type(of: object))", object)) }
            }
        }
        #expect(references.alive.count == references.count)
        try scene.object("people", as: DataSource.self).setValue([["name": "Zed"]])
        #expect(table.builtRowCount == 0)
        #expect(references.alive == [])
    }

    @Test func aScenePoppedFromAStageIsReleased() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let registry = try runtimeRegistry()
        let first = try TemporaryFiles.write("""
            stagehand: 1
            scene: first
            dataSources:
              - { id: chosen, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: go, type: Button }
            responders:
              - { type: SegueResponder, on: [go.tap], outlets: { value: chosen }, properties: { segue: next } }
            segues:
              - { id: next, to: second.scene.yaml }
            """, to: "first.scene.yaml", in: folder)
        try TemporaryFiles.write(RuntimeTestSupport.header + Self.body + """

            segues: []
            """, to: "second.scene.yaml", in: folder)
        let stage = Stage(registry: registry)
        #expect(stage.start(sceneFile: first).filter { $0.severity == .error }.map(\.formatted) == [])
        let bottom = try #require(stage.current)

        var references: [WeakReference] = []
        do {
            try bottom.object("go", as: Button.self).tap()
            #expect(stage.depth == 2)
            let top = try #require(stage.current)
            references = try exercise(top)
        }
        #expect(references.alive.count == references.count)
        #expect(stage.goBack())
        #expect(stage.depth == 1)
        #expect(references.alive == [])
        #expect(stage.current === bottom)
        // The bottom scene still works.
        try bottom.object("go", as: Button.self).tap()
        #expect(stage.depth == 2)
        #expect(bottom.diagnostics(.responderFailed).isEmpty)
    }

    @Test func aSceneThatGoesBackFromItsOwnResponderIsReleased() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let list = try TemporaryFiles.write(RuntimeEventTests.listScene, to: "list.scene.yaml", in: folder)
        try TemporaryFiles.write(RuntimeEventTests.detailScene, to: "detail.scene.yaml", in: folder)
        let stage = Stage(registry: Registry())
        stage.start(sceneFile: list)
        let first = try #require(stage.current)
        var references: [WeakReference] = []
        do {
            try first.object("table", as: Table.self).select(row: 0)
            let detail = try #require(stage.current)
            #expect(detail !== first)
            references.append(WeakReference("detail", detail))
            for object in detail.objects { references.append(WeakReference("\(type(of: object))", object)) }
            try detail.object("back", as: Button.self).tap()
        }
        #expect(stage.depth == 1)
        #expect(references.alive == [])
    }
}
