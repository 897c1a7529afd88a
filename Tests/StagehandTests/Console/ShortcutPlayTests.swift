import Foundation
import Testing
import Stagehand
import StagehandConsole

/// Shortcuts at run time and in scripts: the focused view takes a key first (a field every
/// printable one), else a shortcut bound to it fires; `press` fires by id; a disabled or hidden
/// shortcut never fires; `QuitResponder` ends a script's run; `NotifyResponder` shows a
/// notification for a while on the virtual clock; the command palette runs what it lists.
@Suite("Console: shortcuts, quitting, notifications and the palette")
struct ShortcutPlayTests {
    /// Plays `steps` against `scene`; the result and the script's path.
    private func play(_ scene: String, _ steps: String, size: String = "40x12") throws -> (result: ScriptPlayer.Result, script: String) {
        let folder = TemporaryFiles.path("keys")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ("stagehand: 1\nscene: keys\ntitle: Keys\n" + scene).write(toFile: folder + "/keys.scene.yaml", atomically: true, encoding: .utf8)
        let script = folder + "/keys.script.yaml"
        try ("scene: keys.scene.yaml\nsize: \(size)\nsteps:\n" + steps).write(toFile: script, atomically: true, encoding: .utf8)
        return (ScriptPlayer().play(scriptFile: script, options: .init(frames: .final, strict: true)), script)
    }

    static let scene = """
        dataSources:
          - { id: state, type: StaticDataSource, properties: { value: { said: "-", on: true, rows: [a, b] } } }
        views:
          - { id: name, type: TextField }
          - { id: go, type: Button, properties: { title: Go } }
          - { id: said, type: Label }
          - id: list
            type: Table
            properties: { height: 2 }
            prototype:
              type: HStack
              children: [{ id: cell, type: Label }]
              bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
          - { id: hints, type: KeyHints }
        keys:
          - { id: sayKey, key: s, title: Say }
          - { id: leftKey, key: left, title: Left }
          - { id: offKey, key: o, title: Off }
          - { id: hiddenKey, key: h, title: Hid }
          - { id: quitKey, key: f10, title: Quit, show: false }
        bindings:
          - { type: TextBinding, outlets: { dataSource: state, view: said }, properties: { path: said } }
          - { type: TableBinding, outlets: { dataSource: state, view: list }, properties: { path: rows } }
          - { type: EnabledBinding, outlets: { dataSource: state, view: offKey }, properties: { path: missing } }
          - { type: HiddenBinding, outlets: { dataSource: state, view: hiddenKey }, properties: { path: on } }
        responders:
          - { type: SetResponder, on: [sayKey.press], outlets: { target: state }, properties: { path: said, to: s } }
          - { type: SetResponder, on: [leftKey.press], outlets: { target: state }, properties: { path: said, to: left } }
          - { type: SetResponder, on: [offKey.press, hiddenKey.press], outlets: { target: state }, properties: { path: said, to: wrong } }
          - { type: QuitResponder, on: [quitKey.press], properties: { status: 3 } }
        """

    @Test func theShortcutsFixtureScriptPlaysToItsQuit() throws {
        let script = Repository.path("Tests/StagehandTests/Fixtures/Keys/shortcuts.script.yaml")
        let result = ScriptPlayer().play(scriptFile: script, options: .init(frames: .final, strict: true))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.exitStatus == 0)
        #expect(result.quitStatus == 0)
    }

    @Test func aFieldTakesPrintableKeysAndAButtonLeavesThemToShortcuts() throws {
        let (result, _) = try play(Self.scene, """
              - key: s
              - expect: { view: name, text: s }
              - expect: { view: said, text: "-" }
              - key: tab
              - key: s
              - expect: { view: said, text: s }
              - expect: { view: name, text: s }
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aTableTakesTheArrowsAndLeavesLettersToShortcuts() throws {
        let (result, _) = try play(Self.scene, """
              - click: list
              - key: left
              - expect: { view: said, text: "-" }
              - key: s
              - expect: { view: said, text: s }
              - click: go
              - key: left
              - expect: { view: said, text: left }
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func disabledAndHiddenShortcutsDoNotFire() throws {
        let (result, _) = try play(Self.scene, """
              - key: tab
              - key: o
              - key: h
              - expect: { view: said, text: "-" }
              - expect: { view: offKey, enabled: false }
              - expect: { view: hints, text: "s Say  left Left  o Off" }
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func pressFiresByIdAndFailsOnADisabledShortcutAtItsPlace() throws {
        let (fired, _) = try play(Self.scene, "  - press: sayKey\n  - expect: { view: said, text: s }\n")
        #expect(fired.exitStatus == 0, "\(fired.diagnostics.map(\.formatted))")
        let (failed, script) = try play(Self.scene, "  - press: sayKey\n  - press: offKey\n")
        let failure = try #require(failed.diagnostics.first)
        #expect(failure.code == .stepFailed)
        #expect(failure.message.contains("disabled"))
        #expect(failure.location.file == script)
        #expect(failure.location.line == 5 && failure.location.column == 12)
        let (hidden, _) = try play(Self.scene, "  - press: hiddenKey\n")
        #expect(hidden.diagnostics.first?.message.contains("hidden") == true)
        let (notAShortcut, _) = try play(Self.scene, "  - press: go\n")
        #expect(notAShortcut.diagnostics.first?.code == .unsupportedInput)
    }

    static let focusScene = """
        dataSources:
          - { id: state, type: StaticDataSource, properties: { value: { off: false } } }
        views:
          - id: tabs
            type: Tabs
            children:
              - { type: Tab, properties: { title: One }, children: [ { id: go, type: Button, properties: { title: Go } } ] }
              - { type: Tab, properties: { title: Two }, children: [ { id: filter, type: TextField } ] }
          - { id: locked, type: TextField }
          - { id: hints, type: KeyHints }
        keys:
          - { id: findKey, key: /, title: Find }
          - { id: lockedKey, key: l, title: Locked }
        bindings:
          - { type: EnabledBinding, outlets: { dataSource: state, view: locked }, properties: { path: off } }
        responders:
          - { type: FocusResponder, on: [findKey.press], outlets: { view: filter } }
          - { type: FocusResponder, on: [lockedKey.press], outlets: { view: locked } }
        """

    @Test func focusMovesToTheViewShowingItsPageAndAViewThatCannotTakeItIsAProblem() throws {
        let (result, _) = try play(Self.focusScene, """
              - expect: { view: tabs, focused: true, selected: 0 }
              - key: /
              - expect: { view: tabs, selected: 1 }
              - expect: { view: filter, focused: true }
              - key: /
              - expect: { view: filter, text: / }
              - key: tab
              - expect: { view: tabs, focused: true }
              - press: lockedKey
              - expect: { view: tabs, focused: true }
            """)
        #expect(result.diagnostics.map(\.formatted) == [], "\(result.output)")
        let problems = result.runtimeProblems.map(\.message)
        #expect(problems.count == 1 && problems.first?.contains("cannot take focus now") == true, "\(problems)")
    }

    @Test func quitEndsTheRunWithItsStatusAndPrintsTheFinalFrame() throws {
        let (result, _) = try play(Self.scene, """
              - press: sayKey
              - key: f10
              - expect: { screen: "never played" }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.exitStatus == 3)
        #expect(result.output.contains("Keys"), "the final frame is printed:\n\(result.output)")
    }

    @Test func aNotificationShowsForItsDurationOnTheVirtualClock() throws {
        let scene = """
            dataSources:
              - { id: count, type: StaticDataSource, properties: { value: { n: 7 } } }
            views:
              - { id: go, type: Button, properties: { title: Go } }
            keys:
              - { id: tellKey, key: t, title: Tell }
            responders:
              - { type: NotifyResponder, on: [tellKey.press], outlets: { value: count }, properties: { text: "Saved {n} items", duration: 2s } }
            """
        let (result, _) = try play(scene, """
              - key: t
              - expect: { screen: "Saved 7 items" }
              - wait: 1999ms
              - expect: { screen: "Saved 7 items" }
              - wait: 1ms
              - snapshot
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostics.map(\.formatted))")
        #expect(!result.output.contains("Saved 7 items"), "the notification outlived its duration:\n\(result.output)")
    }

    @Test func thePaletteFiltersRunsAndCloses() throws {
        let (result, _) = try play(Self.scene, """
              - key: tab
              - key: ctrl-p
              - expect: { screen: "Commands" }
              - key: s
              - expect: { view: said, text: "-" }
              - key: a
              - key: enter
              - expect: { view: said, text: s }
              - key: ctrl-p
              - key: escape
              - expect: { view: said, text: s }
              - key: left
              - expect: { view: said, text: left }
            """)
        #expect(result.exitStatus == 0, "\(result.diagnostics.map(\.formatted))")
        #expect(!result.output.contains("Commands"), "the palette stayed open:\n\(result.output)")
    }

    /// `click: shortcutId` clicks the shortcut's hint, as a person does: it fires when a shown
    /// `KeyHints` draws it and it can fire, and fails saying why otherwise.
    @Test func clickingAShortcutClicksItsHint() throws {
        let (fired, firedScript) = try play(Self.scene, "  - click: sayKey\n  - expect: { view: said, text: s }\n")
        #expect(fired.exitStatus == 0, "\(fired.diagnostics.map(\.formatted))")
        let cases = [
            ("offKey", "it is disabled"),
            ("hiddenKey", "it is hidden"),
            // Kept out of the hints with `show: false`: nothing to click.
            ("quitKey", "no shown KeyHints view draws it; 'press: quitKey' fires it by id"),
        ]
        for (id, why) in cases {
            let (failed, script) = try play(Self.scene, "  - click: \(id)\n")
            let failure = failed.diagnostics.first
            #expect(failed.exitStatus == 1 && failed.quitStatus == nil, "\(id): \(failed.diagnostics.map(\.formatted))")
            #expect(failure?.code == .stepFailed && failure?.message == "cannot click '\(id)': \(why)", "\(failed.diagnostics.map(\.formatted))")
            #expect(failure?.location.file == script && failure?.location.line == 4)
        }
        // Lint knows `show: false` leaves nothing to click.
        let folder = PathResolver.directory(of: firedScript)
        let lint = SceneCompiler(registry: Registry()).compileScript(bytes: Array("scene: keys.scene.yaml\nsteps:\n  - click: quitKey\n  - click: sayKey\n".utf8),
                                                 file: folder + "/lint.script.yaml")
        #expect(lint.diagnostics.map(\.code) == [.unsupportedInput], "\(lint.diagnostics.map(\.formatted))")
        #expect(lint.diagnostics.first?.location.line == 3)
        let capitalized = Self.scene.replacingOccurrences(of: "show: false", with: "show: False")
        let (_, capitalizedScript) = try play(capitalized, "  - click: quitKey\n")
        let capitalizedLint = SceneCompiler(registry: Registry()).compileScript(at: capitalizedScript)
        #expect(capitalizedLint.diagnostics.map(\.code) == [.unsupportedInput], "\(capitalizedLint.diagnostics.map(\.formatted))")
        // Hints that are hidden draw nothing to click.
        let hiddenHints = Self.scene.replacingOccurrences(of: "{ id: hints, type: KeyHints }", with: "{ id: hints, type: KeyHints, properties: { hidden: true } }")
        let (unshown, _) = try play(hiddenHints, "  - click: sayKey\n")
        #expect(unshown.diagnostics.first?.message.contains("no shown KeyHints view draws it") == true, "\(unshown.diagnostics.map(\.formatted))")
    }

    /// The open palette takes every key and click, as at the terminal: a step that names a view
    /// or a shortcut fails at its place, and nothing behind the palette changes.
    @Test func aStepThatReachesPastTheOpenPaletteFails() throws {
        for step in ["type: { into: name, text: Ada }", "tap: go", "click: go", "press: sayKey"] {
            let (result, script) = try play(Self.scene, """
                  - key: ctrl-p
                  - \(step)
                """)
            #expect(result.exitStatus != 0, "\(step)")
            let failure = result.diagnostics.first
            #expect(failure?.code == .stepFailed, "\(step): \(result.diagnostics.map(\.formatted))")
            #expect(failure?.message.contains("the command palette is open") == true, "\(step): \(result.diagnostics.map(\.formatted))")
            #expect(failure?.location.file == script && failure?.location.line == 5, "\(step): \(result.diagnostics.map(\.formatted))")
        }
        // Closed again, the same step reaches the view.
        let (closed, _) = try play(Self.scene, """
              - key: ctrl-p
              - key: escape
              - type: { into: name, text: Ada }
              - expect: { view: name, text: Ada }
            """)
        #expect(closed.exitStatus == 0, "\(closed.diagnostics.map(\.formatted))")
    }

    @Test func thePaletteListsShownShortcutsAndPerformableSegues() throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: go, type: Button, properties: { title: Go } }
            keys:
              - { id: sayKey, key: s, title: Say }
              - { id: helpKey, key: f1, title: Help, show: false }
            segues:
              - { id: showDetail, to: detail.scene.yaml }
            responders:
              - { type: SegueResponder, on: [go.tap], properties: { segue: showDetail } }
            """, registry: registry, expectErrors: true)
        let titles = CommandPalette.entries(of: scene).map(\.title)
        #expect(titles == ["Say", "showDetail"])
        var palette = CommandPalette()
        _ = palette.handle(.character("D"), in: scene)
        _ = palette.handle(.character("t"), in: scene)
        #expect(palette.matches(in: scene).map(\.title) == ["showDetail"])
        #expect(CommandPalette.fuzzyScore("sd", in: "showDetail") != nil)
        #expect(CommandPalette.fuzzyScore("ds", in: "showDetail") == nil)
    }

    @Test func aClickOnAKeyHintFiresItsShortcut() throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(Self.scene, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let size = TerminalSize(columns: 60, rows: 12)
        let frame = PlainTextRenderer().render(FrameRenderer(size: size).render(stage).buffer)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("s Say") })
        let column = try #require(lines[row].range(of: "Say")).lowerBound.utf16Offset(in: lines[row])
        let click = MouseRouter(stage: stage, size: size).handle(MouseEvent(kind: .press, x: column, y: row))
        #expect(click == MouseRouter.Click(id: "sayKey", isPress: true))
        #expect(try scene.object("said", as: Label.self).text == "s")
    }

    @Test func aClickInAModalReachesTheModalsButton() throws {
        let folder = TemporaryFiles.path("modal")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            stagehand: 1
            scene: sheet
            title: Sheet
            dataSources:
              - { id: said, type: StaticDataSource, properties: { value: "-" } }
            views:
              - { id: note, type: Label }
              - { id: done, type: Button, properties: { title: Done } }
            bindings:
              - { type: TextBinding, outlets: { dataSource: said, view: note } }
            responders:
              - { type: SetResponder, on: [done.tap], outlets: { target: said }, properties: { to: done } }
            """.write(toFile: folder + "/sheet.scene.yaml", atomically: true, encoding: .utf8)
        try """
            stagehand: 1
            scene: main
            title: Main
            views:
              - { id: open, type: Button, properties: { title: Open } }
            segues:
              - { id: sheet, to: sheet.scene.yaml, style: modal }
            responders:
              - { type: SegueResponder, on: [open.tap], properties: { segue: sheet } }
            """.write(toFile: folder + "/main.scene.yaml", atomically: true, encoding: .utf8)
        let stage = Stage(registry: Registry())
        #expect(stage.start(sceneFile: folder + "/main.scene.yaml").isEmpty)
        KeyRouter(stage: stage).press(.named(.enter))
        #expect(stage.depth == 2)
        let size = TerminalSize(columns: 40, rows: 12)
        let frame = PlainTextRenderer().render(FrameRenderer(size: size).render(stage).buffer)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("Done") })
        let column = try #require(lines[row].range(of: "Done")).lowerBound.utf16Offset(in: lines[row])
        let click = MouseRouter(stage: stage, size: size).handle(MouseEvent(kind: .press, x: column, y: row))
        #expect(click == MouseRouter.Click(id: "done", row: nil))
        #expect(try stage.current?.object("note", as: Label.self).text == "done")
        // A click on the dimmed scene under the modal does nothing.
        let openRow = try #require(lines.firstIndex { $0.contains("Open") })
        #expect(MouseRouter(stage: stage, size: size).handle(MouseEvent(kind: .press, x: 3, y: openRow)) == nil)
    }

    @Test func theTerminalDeliversFunctionKeysAndModifierCombinations() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\u{1B}OP\u{1B}[15~\u{1B}[15;2~\u{12}\u{10}\u{1B}x\u{1B}[1;5A\u{1B}[1;5C\u{17}\u{1B}[24~".utf8), moreBytesPending: false)
        let names = keys.map { $0.scriptName ?? "\($0)" }
        #expect(names == ["f1", "f5", "shift-f5", "ctrl-r", "ctrl-p", "alt-x", "ctrl-up", "wordRight", "deleteWordBackward", "f12"])
        #expect(Key(scriptName: "ctrl-w") == .deleteWordBackward)
        #expect(Key(scriptName: "ctrl-r") == .chord(KeyChord(.character("r"), modifiers: .ctrl)))
        #expect(Key(scriptName: "space") == .character(" "))
        #expect(Key.wordLeft.chords.map(\.name).contains("alt-b"))
    }
}
