import Foundation
import Testing
import Stagehand
import StagehandConsole

/// Golden frames of what shortcuts draw, at 30x8 and 80x24: a `KeyHints` footer (a disabled
/// shortcut dimmed, a hidden one left out), a notification in the body's corner, and the command
/// palette filtered by what was typed.
@Suite("Console: golden frames of key hints, notifications and the palette")
struct ShortcutGoldenTests {
    static let scene = """
        dataSources:
          - { id: state, type: StaticDataSource, properties: { value: { count: 3, off: false } } }
        views:
          - { id: go, type: Button, properties: { title: Go } }
          - { type: Label, properties: { text: Packages } }
          - { type: Spacer }
          - { id: hints, type: KeyHints }
        keys:
          - { id: refreshKey, key: r, title: Refresh }
          - { id: saveKey, key: ctrl-s, title: Save }
          - { id: quitKey, key: q, title: Quit }
          - { id: helpKey, key: f1, title: Help, show: false }
        bindings:
          - { type: EnabledBinding, outlets: { dataSource: state, view: saveKey }, properties: { path: off } }
        segues:
          - { id: showAbout, to: about.scene.yaml }
        responders:
          - { type: NotifyResponder, on: [refreshKey.press], outlets: { value: state }, properties: { text: "Reloaded {count} packages", style: success } }
          - { type: SegueResponder, on: [helpKey.press], properties: { segue: showAbout } }
        """

    /// A stage showing the scene above, after `keys`.
    private func frame(after keys: [Key], size: TerminalSize, ansi: Bool = false) throws -> String {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(Self.scene, registry: registry, expectErrors: true)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        for key in keys { KeyRouter(stage: stage).press(key) }
        let buffer = FrameRenderer(size: size).render(stage).buffer
        return ansi ? ANSIRenderer().render(buffer) : PlainTextRenderer().render(buffer)
    }

    static let sizes = [TerminalSize(columns: 30, rows: 8), TerminalSize(columns: 80, rows: 24)]

    @Test(arguments: sizes)
    func keyHints(size: TerminalSize) throws {
        let text = try frame(after: [], size: size)
        #expect(try Golden.matches(text, "keys/hints-\(size.columns)x\(size.rows).txt"), "\(text)")
        #expect(text.contains("r Refresh  ctrl-s Save"))
        #expect(!text.contains("Help"))
        // The disabled shortcut's hint is dimmed (SGR 2), the others' keys bold.
        let ansi = try frame(after: [], size: size, ansi: true)
        #expect(ansi.contains("\u{1B}[0;2mctrl-s"), "\(ansi.debugDescription)")
        #expect(ansi.contains("\u{1B}[0;1mr"), "\(ansi.debugDescription)")
    }

    @Test(arguments: sizes)
    func notification(size: TerminalSize) throws {
        let text = try frame(after: [.character("r")], size: size)
        #expect(try Golden.matches(text, "keys/notification-\(size.columns)x\(size.rows).txt"), "\(text)")
        #expect(text.contains("Reloaded"))
    }

    @Test(arguments: sizes)
    func focusShortcut(size: TerminalSize) throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(ShortcutPlayTests.focusScene, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        KeyRouter(stage: stage).press(.character("/"))
        KeyRouter(stage: stage).press(.character("x"))
        let text = PlainTextRenderer().render(FrameRenderer(size: size).render(stage).buffer)
        #expect(try Golden.matches(text, "keys/focus-\(size.columns)x\(size.rows).txt"), "\(text)")
        #expect(text.contains("▸[x"), "the field on the second page has focus and took the x:\n\(text)")
    }

    /// A scene that quits on `q`: the frame left on screen when the app ends (the frame `run`
    /// prints last, and the one a script's final `expect` sees), and the status it asked for.
    static let quitScene = """
        views:
          - { id: status, type: Label, properties: { text: All services running } }
          - { type: Spacer }
          - { id: hints, type: KeyHints }
        keys:
          - { id: quitKey, key: q, title: Quit }
        responders:
          - { type: QuitResponder, on: [quitKey.press], properties: { status: 3 } }
        """

    @Test(arguments: sizes)
    func quitShortcut(size: TerminalSize) throws {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(Self.quitScene, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        #expect(stage.quitStatus == nil)
        KeyRouter(stage: stage).press(.character("q"))
        #expect(stage.quitStatus == 3, "q fired the QuitResponder with its status")
        let text = PlainTextRenderer().render(FrameRenderer(size: size).render(stage).buffer)
        #expect(try Golden.matches(text, "keys/quit-\(size.columns)x\(size.rows).txt"), "\(text)")
        #expect(text.contains("q Quit"), "the footer names the key that quits:\n\(text)")
    }

    @Test(arguments: sizes)
    func palette(size: TerminalSize) throws {
        let text = try frame(after: [.chord(KeyChord(.character("p"), modifiers: .ctrl)), .character("e")], size: size)
        #expect(try Golden.matches(text, "keys/palette-\(size.columns)x\(size.rows).txt"), "\(text)")
        #expect(text.contains("Commands"))
    }
}
