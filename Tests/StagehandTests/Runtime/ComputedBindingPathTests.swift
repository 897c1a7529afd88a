import Testing
import Stagehand

/// Every standard binding with a `path` or `paths` takes an `input` whose value fills its
/// placeholders, and follows it: the part of the data it reads is the one the input names now;
/// while the input has no value, or a placeholder finds nothing in it, nothing is read.
@Suite("Binding paths computed from data")
struct ComputedBindingPathTests {
    /// Per-package data under keys that are data, and the package chosen (nothing yet).
    static let data = """
        dataSources:
          - id: stats
            type: StaticDataSource
            properties:
              value:
                rich: { done: 0.5, state: failed, ok: true, flag: true, level: high, files: [a.py, b.py], history: [{ n: 1 }, { n: 3 }] }
                pip.x: { done: 1, state: done, ok: false, flag: false, level: low, files: [c.py], history: [{ n: 2 }] }
          - { id: chosen, type: StaticDataSource }
          - { id: history, type: StaticDataSource, properties: { value: [{ n: 1, m: 5 }, { n: 3, m: 7 }] } }
        """

    static let body = data + """

        views:
          - { id: label, type: Label }
          - { id: bar, type: ProgressBar }
          - { id: styled, type: Label, properties: { style: plain } }
          - { id: files, type: Table }
          - { id: tree, type: Tree }
          - { id: spark, type: Sparkline }
          - { id: levels, type: Select }
          - { id: level, type: Select, properties: { options: [high, low] } }
          - { id: flag, type: Switch }
          - { id: go, type: Button, properties: { title: Go } }
          - { id: gone, type: Label, properties: { text: shown } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: stats, view: label, input: chosen }, properties: { path: "{name}.state", empty: "none" } }
          - { type: ProgressBinding, outlets: { dataSource: stats, view: bar, input: chosen }, properties: { path: "{name}.done" } }
          - { type: StyleBinding, outlets: { dataSource: stats, view: styled, input: chosen }, properties: { path: "{name}.state", map: { failed: error } } }
          - { type: TableBinding, outlets: { dataSource: stats, view: files, input: chosen }, properties: { path: "{name}.files" } }
          - { type: TreeBinding, outlets: { dataSource: stats, view: tree, input: chosen }, properties: { path: "{name}.files" } }
          - { type: SeriesBinding, outlets: { dataSource: history, view: spark, input: chosen }, properties: { path: "{field}" } }
          - { type: OptionsBinding, outlets: { dataSource: stats, view: levels, input: chosen }, properties: { path: "{name}.files" } }
          - { type: ChoiceBinding, outlets: { dataSource: stats, view: level, input: chosen }, properties: { path: "{name}.level" } }
          - { type: SwitchBinding, outlets: { dataSource: stats, view: flag, input: chosen }, properties: { path: "{name}.flag" } }
          - { type: EnabledBinding, outlets: { dataSource: stats, view: go, input: chosen }, properties: { paths: ["{name}.ok", "{name}.flag"] } }
          - { type: HiddenBinding, outlets: { dataSource: stats, view: gone, input: chosen }, properties: { path: "{name}.ok", invert: true } }
        """

    @Test("the finding: each binding reads the part its input names, and follows the input")
    func readsWhatTheInputNames() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let chosen = try scene.object("chosen", as: DataSource.self)
        let label = try scene.object("label", as: Label.self), bar = try scene.object("bar", as: ProgressBar.self)
        let styled = try scene.object("styled", as: Label.self), files = try scene.object("files", as: Table.self)
        let tree = try scene.object("tree", as: Tree.self), spark = try scene.object("spark", as: Sparkline.self)
        let levels = try scene.object("levels", as: Select.self), level = try scene.object("level", as: Select.self)
        let flag = try scene.object("flag", as: Switch.self), go = try scene.object("go", as: Button.self)
        let gone = try scene.object("gone", as: Label.self)

        // No input value yet: nothing is read.
        #expect(label.text == "none")
        #expect(bar.value == 0)
        #expect(styled.style == "plain")
        #expect(files.rowCount == 0 && tree.items.isEmpty && spark.series.isEmpty && levels.choices.isEmpty)
        #expect(level.selected == .null && !flag.on && !go.enabled)
        // Read nothing is not true; inverted, the label is hidden.
        #expect(gone.hidden)

        chosen.setValue(["name": "rich", "field": "n"])
        #expect(label.text == "failed")
        #expect(bar.value == 0.5)
        #expect(styled.style == "error")
        #expect(files.rowCount == 2 && tree.items.count == 2 && levels.choices.map(\.title) == ["a.py", "b.py"])
        #expect(spark.series == [1, 3])
        #expect(level.selected == "high" && flag.on && go.enabled && !gone.hidden)

        // One key, dots and all: `pip.x` is a key, not `pip` then `x`.
        chosen.setValue(["name": "pip.x", "field": "m"])
        #expect(label.text == "done")
        #expect(bar.value == 1)
        #expect(styled.style == "plain")
        #expect(files.rowCount == 1 && tree.items == ["c.py"])
        #expect(spark.series == [5, 7])
        #expect(level.selected == "low" && !flag.on && !go.enabled && gone.hidden)
    }

    @Test("a switch and a choice write back to the key their input names; nothing while it has none")
    func writesWhatTheInputNames() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let stats = try scene.object("stats", as: DataSource.self), chosen = try scene.object("chosen", as: DataSource.self)
        let flag = try scene.object("flag", as: Switch.self), level = try scene.object("level", as: Select.self)
        let before = stats.value
        flag.toggle()
        _ = level.choose(at: 1)
        #expect(stats.value == before)
        chosen.setValue(["name": "pip.x"])
        flag.toggle()
        _ = level.choose(at: 0)
        #expect(stats.value.value(atSegments: ["pip.x", "flag"]) == .bool(true))
        #expect(stats.value.value(atSegments: ["pip.x", "level"]) == "high")
        #expect(stats.value.value(atSegments: ["rich", "flag"]) == .bool(true))
        #expect(stats.value.value(atPath: "pip") == nil)
    }

    @Test("with --strict a placeholder the input cannot fill is a runtime problem, once; the text is empty")
    func unfilledIsReportedWithStrict() throws {
        let scene = try StrictDataTests.strictScene(Self.body)
        let chosen = try scene.object("chosen", as: DataSource.self)
        // No value yet is not a problem: the input is still to come.
        #expect(scene.diagnostics.filter { $0.code == .pathNotInData }.isEmpty)
        chosen.setValue(["id": 7])
        chosen.setValue(["id": 8])
        #expect(try scene.object("label", as: Label.self).text == "none")
        #expect(try scene.object("bar", as: ProgressBar.self).value == 0)
        let reports = scene.diagnostics.filter { $0.code == .pathNotInData }.map(\.message)
        #expect(reports.contains { $0.contains("TextBinding") && $0.contains("{name}") && $0.contains("chosen") }, "\(reports)")
        #expect(reports.filter { $0.contains("TextBinding") }.count == 1, "\(reports)")
        #expect(reports.contains { $0.contains("ProgressBinding") })
    }

    @Test("a binding in a table's prototype follows a scene-level input, and lets go of it with its row")
    func prototypeRowsFollowTheInput() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - id: people
                type: StaticDataSource
                properties: { value: [{ name: Ada, notes: { a: first, b: second } }, { name: Alan, notes: { a: third } }] }
              - { id: which, type: StaticDataSource, properties: { value: a } }
            views:
              - id: rows
                type: Table
                prototype:
                  views:
                    - { id: note, type: Label }
                  bindings:
                    - { type: TextBinding, outlets: { dataSource: item, view: note, input: which }, properties: { path: "notes.{}", empty: "-" } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: rows } }
            """)
        let table = try scene.object("rows", as: Table.self)
        let which = try scene.object("which", as: DataSource.self)
        func note(_ row: Int) -> String? { (table.row(at: row)?.views.first as? Label)?.text }
        #expect(note(0) == "first" && note(1) == "third")
        which.setValue("b")
        #expect(note(0) == "second" && note(1) == "-")
        let following = which.observerCount
        try scene.object("people", as: DataSource.self).setValue([["name": "Ada", "notes": ["b": "kept"]]])
        #expect(which.observerCount < following, "a dropped row's binding still follows the input")
        #expect(note(0) == "kept")
    }
}
