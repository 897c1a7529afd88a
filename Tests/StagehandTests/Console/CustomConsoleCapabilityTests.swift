import Testing
import Stagehand
import StagehandConsole

// Custom views that adopt the console's capability protocols, written as an app would. Every
// name starts with `CC` so it cannot collide with other test files of the module.

/// A list of rows a cursor moves through, three lines tall, drawn and keyed by itself: not a
/// `Table`, but paging its cursor and taking clicks as one does.
final class CCRoster: View, RowCursorPaging, RowCursorShowing, ClickHandling {
    override class var summary: String { "Rows a cursor pages through, three at a time" }
    override class var capabilities: Set<ViewCapability> { [.rows] }
    override class var isFocusable: Bool { true }

    /// The rows' texts.
    @Property("The rows' texts") var rows: [Value] = []
    /// The row the arrows are on.
    private(set) var cursor: Int?
    /// The row a click chose.
    private(set) var chosen: Int?

    var cursorRow: Int? { cursor }
    var markedRow: Int? { cursor ?? 0 }
    var rowCount: Int { rows.count }
    var selectedRow: Int? { chosen }

    func measureWidth(_ context: ConsoleContext) -> Int? { nil }
    func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight { .fixed(3) }

    func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        for (line, row) in rows.prefix(canvas.height).enumerated() {
            _ = canvas.write((line == cursor ? "> " : "  ") + row.displayText, x: 0, y: line)
        }
    }

    /// Arrows move the cursor a row, the page keys three; it stops at either end.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.down): move(by: 1)
        case .named(.up): move(by: -1)
        case .named(.pageDown): move(by: 3)
        case .named(.pageUp): move(by: -3)
        default: return false
        }
        return true
    }

    private func move(by delta: Int) {
        guard !rows.isEmpty else { return }
        cursor = min(max((cursor ?? 0) + delta, 0), rows.count - 1)
    }

    func click(atColumn column: Int, line: Int) -> ConsoleClick {
        guard rows.indices.contains(line) else { return .focusOnly }
        chosen = line
        return ConsoleClick(row: line)
    }
}

/// Its children side by side, two columns apart: not an `HStack`, but a row all the same.
final class CCRow: View, HorizontalStacking {
    override class var summary: String { "Children side by side" }
    override class var acceptsChildren: Bool { true }

    var spacing: Int { 2 }
}

/// A custom view that adopts a capability protocol gets what the standard view adopting it
/// gets: the wheel, the page keys, clicks and layout are decided by capability, never by class.
@Suite("Console: custom views with the standard capabilities")
struct CustomConsoleCapabilityTests {
    static func registry() throws -> Registry {
        let registry = Registry()
        try registry.register(CCRoster.self)
        try registry.register(CCRow.self)
        return registry
    }

    private func stage(_ body: String) throws -> Stage {
        let registry = try Self.registry()
        let scene = try RuntimeTestSupport.scene(body, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        return stage
    }

    /// Eight rows, three shown, over a dozen labels: taller than the terminal.
    static let labels = (1...12).map { "  - { id: l\($0), type: Label, properties: { text: line \($0) } }" }.joined(separator: "\n")

    static let rosterScene = """
        views:
          - { id: list, type: CCRoster, properties: { rows: [a, b, c, d, e, f, g, h] } }
        \(labels)
        """

    static let tableScene = """
        dataSources:
          - { id: letters, type: StaticDataSource, properties: { value: [a, b, c, d, e, f, g, h] } }
        views:
          - id: list
            type: Table
            properties: { height: 3 }
            prototype:
              type: HStack
              children: [{ id: cell, type: Label }]
              bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
        \(labels)
        bindings:
          - { type: TableBinding, outlets: { dataSource: letters, view: list } }
        """

    /// PageDown on the focused `list` until its cursor stops: the scene's scroll offset after
    /// each press that moved the cursor, and after the first press that did not.
    private func pageDownPastTheEnd(_ body: String, cursor: (View) -> Int?) throws -> (whileMoving: [Int], past: Int) {
        let stage = try stage(body)
        let scene = try #require(stage.current)
        let list = try scene.object("list", as: View.self)
        #expect(scene.focus(list))
        let renderer = FrameRenderer(size: TerminalSize(columns: 30, rows: 8))
        _ = renderer.render(stage)
        var whileMoving: [Int] = []
        for _ in 0..<20 {
            let before = cursor(list)
            #expect(KeyRouter(stage: stage).press(.named(.pageDown)))
            _ = renderer.render(stage)
            let offset = stage.scroll(of: scene).offset
            if cursor(list) == before { return (whileMoving, offset) }
            whileMoving.append(offset)
        }
        Issue.record("the cursor never stopped")
        return (whileMoving, 0)
    }

    @Test func pageDownMovesACustomViewsCursorThenScrollsTheSceneAsATablesDoes() throws {
        let table = try pageDownPastTheEnd(Self.tableScene) { ($0 as? Table)?.cursorIndex }
        let roster = try pageDownPastTheEnd(Self.rosterScene) { ($0 as? CCRoster)?.cursor }
        for run in [table, roster] {
            // While the cursor moves, the page key is the view's; once it stops, the scene's.
            #expect(!run.whileMoving.isEmpty)
            #expect(run.whileMoving.allSatisfy { $0 == 0 }, "\(run)")
            #expect(run.past > 0, "\(run)")
        }
    }

    @Test func pageUpMovesACustomViewsCursorBack() throws {
        let stage = try stage(Self.rosterScene)
        let scene = try #require(stage.current)
        let roster = try scene.object("list", as: CCRoster.self)
        #expect(scene.focus(roster))
        KeyRouter(stage: stage).press(.named(.pageDown))
        KeyRouter(stage: stage).press(.named(.pageDown))
        #expect(roster.cursor == 6)
        KeyRouter(stage: stage).press(.named(.pageUp))
        #expect(roster.cursor == 3)
        #expect(stage.scroll(of: scene).pendingPages == 0)
    }

    @Test func theWheelMovesACustomViewsCursorAsATablesAndAClickReachesIt() throws {
        let stage = try stage(Self.rosterScene)
        let size = TerminalSize(columns: 30, rows: 8)
        _ = FrameRenderer(size: size).render(stage)
        let roster = try stage.current!.object("list", as: CCRoster.self)
        let body = FrameRenderer.body(of: size)
        let router = MouseRouter(stage: stage, size: size)
        // One notch is three Downs, from the first row.
        router.handle(MouseEvent(kind: .wheel(notches: 1), x: body.x + 4, y: body.y))
        #expect(roster.cursor == 3)
        #expect(stage.scroll(of: stage.current!).pendingLines == 0)
        router.handle(MouseEvent(kind: .wheel(notches: -1), x: body.x + 4, y: body.y))
        #expect(roster.cursor == 0)
        // A click on its second line chooses that row, recorded as a table's row is.
        #expect(router.handle(MouseEvent(kind: .press, x: body.x + 4, y: body.y + 1)) == MouseRouter.Click(id: "list", row: 1))
        #expect(roster.chosen == 1)
        #expect(stage.current?.focusedView === roster)
    }

    @Test func aScreenReaderNamesTheRowACustomViewsCursorIsOn() throws {
        let stage = try stage(Self.rosterScene)
        let roster = try stage.current!.object("list", as: CCRoster.self)
        _ = roster.handle(.named(.pageDown))
        let rows = (0..<8).map { DrawnBounds.Row(index: $0, rect: Rect(x: 0, y: $0, width: 10, height: 1), text: "row \($0)", selected: false, expanded: nil) }
        #expect(ScreenReaderAnnouncer.describe(roster, rows: rows).contains("row 4 of 8, row 3"))
    }

    @Test func aCustomRowLaysItsChildrenOutSideBySideAndAClickFindsEach() throws {
        let stage = try stage("""
            views:
              - type: CCRow
                children:
                  - { id: left, type: Button, properties: { title: Left } }
                  - { id: right, type: Button, properties: { title: Right } }
            """)
        let size = TerminalSize(columns: 40, rows: 6)
        let frame = FrameRenderer(size: size).render(stage)
        let lines = PlainTextRenderer().render(frame.buffer).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(lines.firstIndex { $0.contains("Left") })
        #expect(lines[y].contains("Right"), "\(lines)")
        let x = try #require(lines[y].range(of: "Right")).lowerBound.utf16Offset(in: lines[y])
        let router = MouseRouter(stage: stage, size: size)
        #expect(router.handle(MouseEvent(kind: .press, x: x, y: y)) == MouseRouter.Click(id: "right", row: nil))
        #expect(stage.current?.focusedView?.id == "right")
    }
}
