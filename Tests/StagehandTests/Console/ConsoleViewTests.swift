import Testing
import Stagehand
import StagehandConsole

/// A custom view that draws a box with a count inside, takes focus, and publishes its own
/// `poke` event on `p` or Enter: what an app's view does through ``ConsoleView``.
final class PokeBox: View, ConsoleView {
    override class var summary: String { "A box that counts pokes" }
    override class var events: [String] { ["poke", "tap"] }
    override class var isFocusable: Bool { true }

    /// How many pokes so far.
    @Property("How many pokes so far") var count = 0

    func measureWidth(_ context: ConsoleContext) -> Int? { 9 }
    func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight { .fixed(3) }

    func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        canvas.box(Rect(x: 0, y: 0, width: min(canvas.width, 9), height: 3))
        canvas.write("\(count)", x: 2, y: 1, style: CellStyle([.bold]))
    }

    func handle(_ key: Key) -> Bool {
        guard key == .character("p") || key == .named(.enter) else { return false }
        count += 1
        publish("poke", value: .int(count))
        return true
    }
}

@Suite("Console: views through ConsoleView")
struct ConsoleViewTests {
    /// A stage showing a scene built from `body`, with `PokeBox` registered.
    private func stage(_ body: String) throws -> Stage {
        let registry = Registry()
        try registry.register(PokeBox.self)
        let scene = try RuntimeTestSupport.scene(body, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        return stage
    }

    private func lines(_ frame: ConsoleFrame) -> [String] {
        PlainTextRenderer().render(frame.buffer).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aCustomViewDrawsTakesFocusAndPublishesItsOwnEvent() throws {
        let stage = try stage("""
            views:
              - { id: box, type: PokeBox }
              - { id: name, type: TextField }
            """)
        let scene = try #require(stage.current)
        var pokes: [Value] = []
        scene.listen(to: try scene.object("box", as: PokeBox.self), event: "poke") { pokes.append($0.value) }
        #expect(scene.focusedView === (try scene.object("box", as: PokeBox.self)))
        KeyRouter(stage: stage).press(.character("p"))
        KeyRouter(stage: stage).press(.named(.enter))
        #expect(pokes == [1, 2])
        let frame = FrameRenderer(size: TerminalSize(columns: 20, rows: 8)).render(stage)
        #expect(Array(lines(frame)[2...4]) == [" ▸┌───────┐", "  │ 2     │", "  └───────┘"])
        // An arrow the box does not use moves focus on, to the field.
        KeyRouter(stage: stage).press(.named(.down))
        #expect(scene.focusedView === (try scene.object("name", as: TextField.self)))
    }

    @Test func aFieldScrollsSidewaysToKeepTheCaretInView() throws {
        let stage = try stage("""
            views:
              - { id: name, type: TextField }
            """)
        let field = try stage.current!.object("name", as: TextField.self)
        let renderer = FrameRenderer(size: TerminalSize(columns: 14, rows: 4))
        var frame = renderer.render(stage)
        #expect(frame.caret == ConsoleFrame.Caret(x: 3, y: 2))
        for key in "abcdefghijklmno" { KeyRouter(stage: stage).press(.character(key)) }
        frame = renderer.render(stage)
        // 10 columns inside the brackets: "…", the last 8 characters, and the caret's cell.
        #expect(lines(frame)[2] == " ▸[…hijklmno_]")
        #expect(frame.caret == ConsoleFrame.Caret(x: 12, y: 2))
        KeyRouter(stage: stage).press(.named(.home))
        frame = renderer.render(stage)
        #expect(lines(frame)[2] == " ▸[abcdefghi…]")
        #expect(frame.caret == ConsoleFrame.Caret(x: 3, y: 2))
        #expect(field.cursor == 0)
        // Tab away: the field keeps its text, the caret is hidden.
        KeyRouter(stage: stage).press(.named(.tab))
        frame = renderer.render(stage)
        #expect(frame.caret == nil || stage.current?.focusedView === field)
    }

    @Test func escapeOnTheFirstSceneShowsHowToQuit() throws {
        let stage = try stage("""
            views:
              - { id: name, type: TextField }
            """)
        #expect(!KeyRouter(stage: stage).press(.named(.escape)))
        let frame = FrameRenderer(size: TerminalSize(columns: 60, rows: 5)).render(stage)
        #expect(lines(frame)[4] == Stage.quitHint)
        KeyRouter(stage: stage).press(.character("a"))
        #expect(stage.hint == nil)
    }

    @Test func onlyTheCaretMovingSendsOnlyACursorMove() {
        var buffer = CellBuffer(width: 10, height: 2)
        buffer.write("[abc_____]", x: 0, y: 0)
        let before = ConsoleFrame(buffer: buffer, caret: .init(x: 4, y: 0))
        let after = ConsoleFrame(buffer: buffer, caret: .init(x: 2, y: 0))
        #expect(TerminalDiff.update(from: before, to: after) == "\u{1B}[1;3H")
        #expect(TerminalDiff.update(from: after, to: after) == "")
        #expect(TerminalDiff.update(from: after, to: ConsoleFrame(buffer: buffer, caret: nil)) == TerminalDiff.hideCaret)
        #expect(TerminalDiff.update(from: ConsoleFrame(buffer: buffer, caret: nil), to: after) == "\u{1B}[1;3H" + TerminalDiff.showCaret)
    }

    @Test func colourFollowsTheEnvironment() {
        #expect(ColorMode.from(term: "xterm-256color", noColor: nil) == .colors256)
        #expect(ColorMode.from(term: "xterm", colorTerm: "truecolor", noColor: nil) == .trueColor)
        #expect(ColorMode.from(term: "xterm-256color", colorTerm: "24bit", noColor: nil) == .trueColor)
        #expect(ColorMode.from(term: "xterm", colorTerm: "yes", noColor: nil) == .colors16)
        #expect(ColorMode.from(term: "xterm", colorTerm: "truecolor", noColor: "1") == .attributesOnly)
        #expect(ColorMode.from(term: "xterm", noColor: "") == .colors16)
        #expect(ColorMode.from(term: "dumb", noColor: nil) == .plain)
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.write("ok", x: 0, y: 0, style: CellStyle([.bold], foreground: .red))
        var noColor = buffer
        ColorMode.attributesOnly.apply(to: &noColor)
        #expect(noColor[0, 0].style == CellStyle([.bold]))
        var dumb = buffer
        ColorMode.plain.apply(to: &dumb)
        #expect(dumb[0, 0].style == .plain)
        #expect(CellStyle(StyleSheet.builtIn.style(named: "error") ?? TextStyle()) == CellStyle([.bold], foreground: .red))
    }

    @Test func scriptsReachTheEditingKeysAndClear() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        _ = try TemporaryFiles.write(RuntimeTestSupport.header + """
            views:
              - { id: name, type: TextField }
              - { id: box, type: PokeBox }
            """, to: "edit.scene.yaml", in: folder)
        let script = try TemporaryFiles.write("""
            scene: edit.scene.yaml
            size: 30x8
            steps:
              - type: { into: name, text: "abc" }
              - key: left
              - key: left
              - key: X
              - key: home
              - key: ">"
              - key: end
              - key: "!"
              - expect: { view: name, text: ">aXbc!" }
              - key: home
              - key: delete
              - key: right
              - key: backspace
              - expect: { view: name, text: "Xbc!" }
              - clear: name
              - expect: { view: name, text: "" }
              - tap: box
              - key: enter
              - expect: { view: box, focused: true }
              - snapshot
            """, to: "edit.script.yaml", in: folder)
        let registry = Registry()
        try registry.register(PokeBox.self)
        let result = ScriptPlayer(registry: registry).play(scriptFile: script)
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.output.contains("│ 1"))
    }

    @Test func keysScriptsHaveNoNameForAreRecordedAsStepsThatLeaveTheFieldTheSame() throws {
        let stage = try stage("""
            views:
              - { id: name, type: TextField, properties: { text: "hello big world" } }
            """)
        let field = try stage.current!.object("name", as: TextField.self)
        var recorder = ScriptRecorder()
        let router = KeyRouter(stage: stage)
        for key in [Key.deleteWordBackward, .wordLeft, .paste("small ")] {
            router.press(key)
            recorder.record(key, at: 0, focused: field)
        }
        #expect(field.text == "hello small big ")
        #expect(recorder.steps == [
            "clear: \"name\"", "type: { into: \"name\", text: \"hello big \" }",
            "clear: \"name\"", "type: { into: \"name\", text: \"hello big \" }", "key: \"left\"", "key: \"left\"", "key: \"left\"", "key: \"left\"",
            "type: { into: \"name\", text: \"small \" }",
        ])
    }
}
