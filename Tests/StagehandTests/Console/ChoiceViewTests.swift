import Foundation
import Testing
import Stagehand
import StagehandConsole

/// `Checkbox`, `Select` and `RadioGroup`, their bindings (`SwitchBinding` on a checkbox,
/// `ChoiceBinding`, `OptionsBinding`) and a `SelectionDataSource` over a choice, as the
/// contract names them: played by scripts, keys and clicks, and drawn.
@Suite("Console: checkboxes, selects and radio groups")
struct ChoiceViewTests {
    static let scene = """
        stagehand: 1
        scene: choices
        title: Choices
        dataSources:
          - { id: settings, type: StaticDataSource, properties: { value: { loud: false, sort: size, size: m } } }
          - id: sorts
            type: StaticDataSource
            properties: { value: [{ key: name, label: Name }, { key: size, label: Size }, { key: date, label: Date modified }] }
          - { id: chosenSort, type: SelectionDataSource, outlets: { table: sortSelect } }
          - { id: chosenSize, type: SelectionDataSource, outlets: { table: size } }
          - { id: heard, type: StaticDataSource, properties: { value: { count: 0 } } }
        views:
          - { id: loud, type: Checkbox, properties: { title: Loud } }
          - { id: sortSelect, type: Select, properties: { placeholder: Sort by } }
          - id: size
            type: RadioGroup
            properties: { options: [{ title: Small, value: s }, { title: Medium, value: m }, { title: Large, value: l }] }
          - { id: shown, type: Label }
          - { id: summary, type: Label }
          - { id: heardLabel, type: Label }
          - { id: sizeItem, type: Label }
          - { id: go, type: Button, properties: { title: Go } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: heard, view: heardLabel }, properties: { path: count } }
          - { type: TextBinding, outlets: { dataSource: chosenSize, view: sizeItem }, properties: { empty: none } }
          - { type: SwitchBinding, outlets: { dataSource: settings, view: loud }, properties: { path: loud } }
          - { type: OptionsBinding, outlets: { dataSource: sorts, view: sortSelect }, properties: { title: label, value: key } }
          - { type: ChoiceBinding, outlets: { dataSource: settings, view: sortSelect }, properties: { path: sort } }
          - { type: ChoiceBinding, outlets: { dataSource: settings, view: size }, properties: { path: size } }
          - { type: TextBinding, outlets: { dataSource: chosenSort, view: shown }, properties: { format: "by {label}", empty: unsorted } }
          - { type: TextBinding, outlets: { dataSource: settings, view: summary }, properties: { format: "{size} {sort} {loud}" } }
        responders:
          - { type: SetResponder, on: [size.change, sortSelect.change], outlets: { target: heard }, properties: { path: count, to: 1 } }
        """

    /// Plays `steps` against the scene above at `size`; the result and the folder.
    private func play(_ steps: String, size: String = "40x14") throws -> (ScriptPlayer.Result, String) {
        let folder = TemporaryFiles.path("choices")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.scene.write(toFile: folder + "/choices.scene.yaml", atomically: true, encoding: .utf8)
        let script = "scene: choices.scene.yaml\nsize: \(size)\nsteps:\n" + steps
        try script.write(toFile: folder + "/choices.script.yaml", atomically: true, encoding: .utf8)
        return (ScriptPlayer().play(scriptFile: folder + "/choices.script.yaml", options: .init(frames: .final, strict: true)), folder)
    }

    private func expectClean(_ result: ScriptPlayer.Result, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(result.diagnostics.map(\.formatted) == [], sourceLocation: sourceLocation)
        #expect(result.runtimeProblems.map(\.formatted) == [], sourceLocation: sourceLocation)
        #expect(result.exitStatus == 0, sourceLocation: sourceLocation)
    }

    @Test func aCheckboxIsASwitchDrawnAsABox() throws {
        let (result, folder) = try play("""
              - expect: { view: loud, checked: false, focused: true }
              - expect: { screen: "☐ Loud" }
              - key: " "
              - expect: { view: loud, checked: true }
              - expect: { view: summary, text: "m size true" }
              - toggle: loud
              - expect: { view: loud, checked: false }
              - click: loud
              - expect: { view: loud, checked: true }
              - expect: { screen: "☑ Loud" }

            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectClean(result)
    }

    @Test func aSelectOpensFiltersAndChoosesWithKeys() throws {
        let (result, folder) = try play("""
              - expect: { view: sortSelect, value: size, text: Size }
              - expect: { view: shown, text: by Size }
              - expect: { view: heardLabel, text: "0" }
              - key: tab
              - key: enter
              - expect: { screen: "Date modified" }
              - key: down
              - key: enter
              - expect: { view: sortSelect, value: date }
              - expect: { view: summary, text: "m date false" }
              - expect: { view: shown, text: by Date modified }
              - expect: { view: heardLabel, text: "1" }

            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectClean(result)
        let (typed, other) = try play("""
              - key: tab
              - key: " "
              - key: n
              - key: a
              - key: enter
              - expect: { view: sortSelect, value: name, text: Name }
              - key: enter
              - key: escape
              - expect: { view: sortSelect, value: name, focused: true }
              - expect: { status: "" }
              - key: down
              - key: x
              - key: x
              - expect: { screen: "no match" }
              - key: backspace
              - key: backspace
              - key: end
              - key: enter
              - expect: { view: sortSelect, value: date }

            """)
        defer { try? FileManager.default.removeItem(atPath: other) }
        expectClean(typed)
    }

    @Test func selectAndClickStepsChooseOptions() throws {
        let (result, folder) = try play("""
              - select: { table: sortSelect, row: 0 }
              - expect: { view: sortSelect, value: name }
              - expect: { view: shown, text: by Name }
              - click: sortSelect
              - expect: { screen: "Date modified" }
              - click: { table: sortSelect, row: 2 }
              - expect: { view: sortSelect, value: date }
              - select: { table: size, row: 2 }
              - expect: { view: size, value: l }
              - expect: { view: sizeItem, text: l }
              - expect: { view: summary, text: "l date false" }
              - click: { table: size, row: 0 }
              - expect: { view: size, value: s, focused: true }

            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectClean(result)
        let (missing, other) = try play("  - select: { table: size, row: 5 }\n")
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect(missing.diagnostics.map(\.code) == [.stepFailed])
        #expect(missing.diagnostics.first?.message.contains("has 3 options") == true)
    }

    @Test func aRadioGroupMovesWithArrowsAndChoosesWithSpace() throws {
        let (result, folder) = try play("""
              - expect: { view: size, value: m }
              - expect: { screen: "(•) Medium" }
              - key: tab
              - key: tab
              - expect: { view: size, focused: true }
              - key: down
              - expect: { view: size, value: m }
              - key: " "
              - expect: { view: size, value: l }
              - expect: { view: summary, text: "l size false" }
              - key: home
              - key: enter
              - expect: { view: size, value: s }
              - key: up
              - expect: { view: size, focused: true, value: s }

            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectClean(result)
    }

    @Test func expectChecksNameWhatTheySaw() throws {
        let (wrong, folder) = try play("  - expect: { view: size, value: l }\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(wrong.diagnostics.map(\.code) == [.expectationFailed])
        #expect(wrong.diagnostics.first?.message.contains("\"m\"") == true)
        let (unchecked, other) = try play("  - expect: { view: loud, checked: true }\n")
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect(unchecked.diagnostics.first?.message.contains("not checked") == true)
        let (misplaced, third) = try play("  - expect: { view: go, value: x }\n")
        defer { try? FileManager.default.removeItem(atPath: third) }
        #expect(misplaced.diagnostics.map(\.code) == [.unsupportedInput])
    }

    // MARK: Keys a choice leaves to the scene

    @Test func keysAChoiceDoesNotTakeGoOn() throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: pick, type: Select, properties: { options: [a, b] } }
              - { id: group, type: RadioGroup, properties: { options: [a, b] } }
            """, registry: registry)
        let select = try #require(scene.objectsByID["pick"] as? Select)
        let group = try #require(scene.objectsByID["group"] as? RadioGroup)
        #expect(!select.handle(.character("r")))
        #expect(!select.handle(.named(.delete)))
        #expect(!group.handle(.character("r")))
        #expect(!group.handle(.named(.left)))
        #expect(select.handle(.named(.down)))
        #expect(select.isOpen)
        #expect(select.handle(.character("r")))
        #expect(select.filter == "r")
        #expect(!select.handle(.named(.delete)))
    }

    @Test("with nothing chosen the mark is on the first option, and the first Down moves it to the second")
    func theFirstDownMovesTheMarkShown() throws {
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: group, type: RadioGroup, properties: { options: [{ title: Small, value: s }, { title: Large, value: l }] } }
            """, registry: Registry())
        let group = try #require(scene.objectsByID["group"] as? RadioGroup)
        #expect(group.shownCursor == 0)
        #expect(group.handle(.named(.down)))
        #expect(group.shownCursor == 1)
        #expect(group.handle(.character(" ")))
        #expect(group.selected == .string("l"))
        #expect(group.handle(.named(.up)) && group.handle(.named(.up)))
        #expect(group.shownCursor == 0, "Up stops at the first option")
    }

    // MARK: Frames

    private func frame(columns: Int, rows: Int, keys: [Key]) throws -> String {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: loud, type: Checkbox, properties: { title: Loud, on: true } }
              - { id: quiet, type: Checkbox, properties: { title: Quiet } }
              - id: sort
                type: Select
                properties: { options: [Name, Size, Date modified, Kind, Owner, Group, Mode, Links, Inode, Blocks], selected: Size }
              - { id: empty, type: Select, properties: { options: [a, b], placeholder: Pick one } }
              - { id: size, type: RadioGroup, properties: { options: [{ title: Small, value: s }, { title: Large, value: l }], selected: l } }
              - { type: Label, properties: { text: below } }
            """, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let renderer = FrameRenderer(size: TerminalSize(columns: columns, rows: rows))
        _ = renderer.render(stage)
        for key in keys {
            KeyRouter(stage: stage).press(key)
            _ = renderer.render(stage)
        }
        return PlainTextRenderer().render(renderer.render(stage).buffer)
    }

    /// Options from a list through `OptionsBinding`, the choice through `ChoiceBinding`, after
    /// `keys`.
    private func boundFrame(columns: Int, rows: Int, keys: [Key]) throws -> String {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: settings, type: StaticDataSource, properties: { value: { sort: size, order: down } } }
              - id: fields
                type: StaticDataSource
                properties: { value: [ { label: Name, key: name }, { label: Size, key: size }, { label: Date modified, key: date } ] }
              - { id: orders, type: StaticDataSource, properties: { value: [ { label: Ascending, key: up }, { label: Descending, key: down } ] } }
            views:
              - { id: sort, type: Select }
              - { id: order, type: RadioGroup }
              - { id: summary, type: Label }
            bindings:
              - { type: OptionsBinding, outlets: { dataSource: fields, view: sort }, properties: { title: label, value: key } }
              - { type: ChoiceBinding, outlets: { dataSource: settings, view: sort }, properties: { path: sort } }
              - { type: OptionsBinding, outlets: { dataSource: orders, view: order }, properties: { title: label, value: key } }
              - { type: ChoiceBinding, outlets: { dataSource: settings, view: order }, properties: { path: order } }
              - { type: TextBinding, outlets: { dataSource: settings, view: summary }, properties: { format: "by {sort}, {order}" } }
            """, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let renderer = FrameRenderer(size: TerminalSize(columns: columns, rows: rows))
        _ = renderer.render(stage)
        for key in keys {
            KeyRouter(stage: stage).press(key)
            _ = renderer.render(stage)
        }
        return PlainTextRenderer().render(renderer.render(stage).buffer)
    }

    @Test("ChoiceBinding and OptionsBinding: titles from the list, the choice from the value and back", arguments: [(30, 8), (80, 24)])
    func boundGoldenFrames(columns: Int, rows: Int) throws {
        let size = "\(columns)x\(rows)"
        let cases: [(String, [Key])] = [
            ("bound", []),
            ("bound-open", [.named(.enter)]),
            ("bound-chosen", [.named(.enter), .named(.up), .named(.enter), .named(.tab), .named(.up), .character(" ")]),
        ]
        for (name, keys) in cases {
            let text = try boundFrame(columns: columns, rows: rows, keys: keys)
            let same = try Golden.matches(text, "choices/\(name)-\(size).txt")
            #expect(same, "\(name) at \(size) drew:\n\(text)")
        }
        let chosen = try boundFrame(columns: columns, rows: rows, keys: cases[2].1)
        #expect(chosen.contains("by name, up"), "the choices did not reach the value:\n\(chosen)")
    }

    @Test(arguments: [(30, 8), (80, 24)])
    func goldenFrames(columns: Int, rows: Int) throws {
        let size = "\(columns)x\(rows)"
        let cases: [(String, [Key])] = [
            ("closed", []),
            ("open", [.named(.tab), .named(.tab), .named(.enter)]),
            ("filtered", [.named(.tab), .named(.tab), .named(.enter), .character("o"), .named(.down)]),
            ("radio", [.named(.tab), .named(.tab), .named(.tab), .named(.tab), .named(.up)]),
        ]
        for (name, keys) in cases {
            let text = try frame(columns: columns, rows: rows, keys: keys)
            let same = try Golden.matches(text, "choices/\(name)-\(size).txt")
            #expect(same, "\(name) at \(size) drew:\n\(text)")
        }
    }
}
