import Testing
import Stagehand
import StagehandConsole

/// The console keeps what it measured of a scene (top-level views' lines, the Tab order) and
/// its layout of each table between frames; every change that matters shows in the next frame.
@Suite("Console: layout kept between frames")
struct LayoutMemoTests {
    private let renderer = FrameRenderer(size: Stagehand.TerminalSize(columns: 30, rows: 8))

    /// A scene of `count` label-and-button pairs, taller than the 8-line console.
    private func tallStage(pairs count: Int, disabled: Set<Int> = []) throws -> Stage {
        var body = "views:\n"
        for index in 0..<count {
            body += "  - { id: l\(index), type: Label, properties: { text: \"Line \(index)\" } }\n"
            let enabled = disabled.contains(index) ? ", enabled: false" : ""
            body += "  - { id: b\(index), type: Button, properties: { title: \"Button \(index)\"\(enabled) } }\n"
        }
        let stage = Stage(registry: Registry())
        stage.show(try RuntimeTestSupport.scene(body), style: .push)
        return stage
    }

    private func lines(_ stage: Stage) -> [String] {
        PlainTextRenderer().render(renderer.render(stage).buffer).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func hidingAViewMovesTheOthersUpInTheNextFrame() throws {
        let stage = try tallStage(pairs: 10)
        let scene = try #require(stage.current)
        #expect(lines(stage)[2].contains("Line 0"))
        try scene.object("l0", as: Label.self).hidden = true
        let after = lines(stage)
        #expect(after[2].contains("Button 0"))
        #expect(after[3].contains("Line 1"))
    }

    @Test func aWrappedLabelThatGrowsPushesTheViewsBelowDown() throws {
        let stage = try tallStage(pairs: 10)
        let scene = try #require(stage.current)
        _ = lines(stage)
        let label = try scene.object("l0", as: Label.self)
        label.wrap = true
        label.text = "one two three four five six seven eight nine ten"
        let after = lines(stage)
        #expect(after[2].contains("one two"))
        #expect(!after[3].contains("Button 0"))
        #expect(after.contains { $0.contains("Button 0") })
    }

    @Test func tabReachesAButtonEnabledAfterTheOrderWasKept() throws {
        let stage = try tallStage(pairs: 4, disabled: [1])
        let scene = try #require(stage.current)
        let router = KeyRouter(stage: stage)
        _ = lines(stage)
        #expect(scene.focusedView?.id == "b0")
        router.press(.named(.tab))
        #expect(scene.focusedView?.id == "b2")
        try scene.object("b1", as: Button.self).enabled = true
        router.press(.named(.shiftTab))
        #expect(scene.focusedView?.id == "b1")
    }

    @Test func tabThroughATallSceneKeepsTheFocusedButtonOnScreen() throws {
        let stage = try tallStage(pairs: 30)
        let scene = try #require(stage.current)
        let router = KeyRouter(stage: stage)
        for step in 1...45 {
            router.press(.named(.tab))
            let frame = lines(stage)
            let title = try #require((scene.focusedView as? Button)?.title)
            #expect(frame.contains { $0.contains("▸[ \(title) ]") }, "step \(step): \(title) not on screen")
        }
    }

    @Test func aTableKeepsItsLayoutInTheConsoleAndPagesByWhatFits() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [a, b, c, d, e, f, g, h, i, j, k, l] } }
            views:
              - { id: table, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: list, view: table } }
            """)
        let stage = Stage(registry: Registry())
        stage.show(scene, style: .push)
        let table = try scene.object("table", as: Table.self)
        #expect(table.viewport == nil)
        _ = lines(stage)
        let state = try #require(table.viewport as? TableViewState)
        // 8 lines: title, rule, status line; 5 rows of the table fit.
        #expect(state.pageSize == 5)
        #expect(state.visibleRows == 0..<5)
        KeyRouter(stage: stage).press(.named(.pageDown))
        #expect(table.cursorIndex == 4)
        KeyRouter(stage: stage).press(.named(.pageDown))
        _ = lines(stage)
        #expect(table.cursorIndex == 8)
        #expect(state.visibleRows.contains(8))
        #expect(state.firstRow == state.visibleRows.lowerBound)
    }

    @Test func aChangeMeasuresAgainOnlyTheTopLevelViewItSitsIn() throws {
        let stage = try tallStage(pairs: 3)
        let scene = try #require(stage.current)
        let before = lines(stage)
        #expect(before[2].contains("Line 0") && before[3].contains("Button 0"), "\(before)")
        // Changed behind the console's back, through the setters a scene's values go through,
        // which mark nothing: measurements kept of it cannot see the change.
        let unmarked = try scene.object("l0", as: Label.self)
        let setters = DeclarationReader.table(of: Label.self).properties
        let setWrap = try #require(setters.first { $0.name == "wrap" })
        let setText = try #require(setters.first { $0.name == "text" })
        #expect(setWrap.set(unmarked, .bool(true)))
        #expect(setText.set(unmarked, .string("zero one two three four five six seven eight")))
        let marked = try scene.object("l2", as: Label.self)
        marked.wrap = true
        marked.text = "two three four five six seven eight nine ten"
        let after = lines(stage)
        // l0 kept the one line measured of it, so Button 0 stays where it was; l2 was measured
        // again and takes two lines, so the scene no longer fits and shows there is more below.
        #expect(after[3].contains("Button 0"), "\(after)")
        #expect(after[6].hasPrefix("▼two three"), "\(after)")
    }
}
