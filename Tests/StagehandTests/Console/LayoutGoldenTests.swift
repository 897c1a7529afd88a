import Testing
import Stagehand
import StagehandConsole

/// One golden frame for each numbered rule of `Docs/Layout.md`: the rule's number names the
/// file (`Goldens/layout/rule-N.txt`), so a frame can be read beside the rule it shows.
@Suite("Console: layout rules, one golden frame each")
struct LayoutGoldenTests {
    private func frame(_ body: String, columns: Int = 30, rows: Int = 8, keys: [Key] = []) throws -> String {
        try LayoutRuleFrames.frame(body, columns: columns, rows: rows, keys: keys)
    }

    private func check(_ rule: Int, _ text: String, variant: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try LayoutRuleFrames.check(rule, text, variant: variant, sourceLocation: sourceLocation)
    }

    @Test("1, 2: views stack top to bottom at their natural height; a focusable view keeps a column for the mark")
    func naturalHeights() throws {
        try check(1, try frame("""
            views:
              - { type: Label, properties: { text: First } }
              - { id: go, type: Button, properties: { title: Go } }
              - { type: Switch, properties: { title: Loud } }
              - { type: Label, properties: { text: Last } }
            """))
    }

    @Test("3: in a column a view takes the full width, or its width")
    func widthInAColumn() throws {
        try check(3, try frame("""
            views:
              - { type: TextField, properties: { placeholder: full } }
              - { type: TextField, properties: { placeholder: twelve, width: 12 } }
              - { type: Divider, properties: { width: 10 } }
              - { type: ProgressBar, properties: { value: 0.5, width: 14 } }
            """))
    }

    @Test("4: in a row views take their natural width or width; views without one share the rest")
    func widthsInARow() throws {
        try check(4, try frame("""
            views:
              - type: HStack
                properties: { spacing: 1 }
                children:
                  - { type: Label, properties: { text: Name } }
                  - { type: TextField }
                  - { type: Button, properties: { title: Add } }
              - type: HStack
                children:
                  - { type: Label, properties: { text: "[six]", width: 6 } }
                  - { type: ProgressBar, properties: { value: 0.25 } }
                  - { type: TextField }
            """))
    }

    @Test("5: in a row too narrow the widest views give up columns first, cutting text with an ellipsis")
    func narrowRow() throws {
        try check(5, try frame("""
            views:
              - type: HStack
                properties: { spacing: 1 }
                children:
                  - { type: Label, properties: { text: "Name:" } }
                  - { type: Label, properties: { text: "A first label that is long" } }
                  - { type: Label, properties: { text: "and a second one" } }
            """))
    }

    @Test("6: a row is as tall as its tallest view; a divider in it is a vertical line")
    func rowHeight() throws {
        try check(6, try frame("""
            views:
              - type: HStack
                properties: { spacing: 1 }
                children:
                  - { type: Label, properties: { text: Left } }
                  - { type: Divider }
                  - { type: Label, properties: { text: "A longer text wrapped onto lines", wrap: true, width: 12 } }
              - { type: Label, properties: { text: below the row } }
            """))
    }

    @Test("7: a spacer in a row takes columns, never lines")
    func spacerInARow() throws {
        try check(7, try frame("""
            views:
              - type: HStack
                children:
                  - { type: Label, properties: { text: Title } }
                  - { type: Spacer }
                  - { type: Button, properties: { title: Edit } }
              - { type: Label, properties: { text: the next line } }
            """))
    }

    @Test("8: spacers and tables without a height share the lines a column has left")
    func spacerInAColumn() throws {
        try check(8, try frame("""
            views:
              - { type: Label, properties: { text: Top } }
              - { type: Spacer }
              - { type: Label, properties: { text: Middle } }
              - { type: Spacer }
              - { type: Label, properties: { text: Bottom } }
            """, rows: 10))
    }

    @Test("8: a table without a height grows only to what its rows need; a spacer takes the rest")
    func tableGrowsToItsRows() throws {
        try check(8, try frame("""
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [one, two] } }
            views:
              - id: list
                type: Table
                properties: { header: Items }
                prototype:
                  type: HStack
                  children: [{ id: cell, type: Label }]
                  bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
              - { type: Label, properties: { text: right under the rows } }
              - { type: Spacer }
              - { type: Label, properties: { text: at the bottom } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
            """, rows: 10), variant: "table")
    }

    @Test("9: height fixes a view's lines; a table's height counts its rows")
    func heights() throws {
        try check(9, try frame("""
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [one, two, three, four] } }
            views:
              - { type: Label, properties: { text: "A long text, wrapped, of which a height of two shows the first two lines", wrap: true, height: 2 } }
              - id: list
                type: Table
                properties: { header: Items, height: 2 }
                prototype:
                  type: HStack
                  children: [{ id: cell, type: Label }]
                  bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
              - { type: Label, properties: { text: after } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
            """, rows: 10))
    }

    @Test("10: a label is one line cut with an ellipsis; wrapped, it breaks by display width, at most lines")
    func labels() throws {
        try check(10, try frame("""
            views:
              - { type: Label, properties: { text: "A label too long for its line is cut" } }
              - { type: Label, properties: { text: "日本語のテキストは二列ずつ数えて折り返す", wrap: true } }
              - { type: Label, properties: { text: "Café déjà vu 👩‍👩‍👧 wraps at spaces", wrap: true } }
              - { type: Label, properties: { text: "Only two lines of this long text are shown here", wrap: true, lines: 2 } }
            """, rows: 12))
    }

    @Test("11: hidden views take no room")
    func hidden() throws {
        try check(11, try frame("""
            views:
              - { type: Label, properties: { text: One } }
              - { type: Label, properties: { text: Hidden, hidden: true } }
              - type: HStack
                children:
                  - { type: Label, properties: { text: "A" } }
                  - { type: Label, properties: { text: "B", hidden: true } }
                  - { type: Label, properties: { text: "C" } }
            """))
    }

    private static let tallScene = """
        views:
          - { type: Label, properties: { text: A tall scene } }
          - { id: b1, type: Button, properties: { title: One } }
          - { id: b2, type: Button, properties: { title: Two } }
          - { id: b3, type: Button, properties: { title: Three } }
          - { id: b4, type: Button, properties: { title: Four } }
          - { id: b5, type: Button, properties: { title: Five } }
          - { id: b6, type: Button, properties: { title: Six } }
          - { id: b7, type: Button, properties: { title: Seven } }
          - { id: b8, type: Button, properties: { title: Eight } }
          - { type: Label, properties: { text: The end } }
        """

    @Test("12: a scene taller than the terminal scrolls to keep focus in view, with marks where there is more")
    func scrolling() throws {
        try check(12, try frame(Self.tallScene, keys: Array(repeating: .named(.tab), count: 5)))
        let atTop = try frame(Self.tallScene)
        #expect(atTop.contains("▼") && !atTop.contains("▲"))
        // Shift-Tab wraps round to the last button: the scene scrolls just enough to show it.
        let onLast = try frame(Self.tallScene, keys: [.named(.shiftTab)])
        #expect(onLast.contains("▲") && onLast.contains("▸[ Eight ]"))
        // Nothing is out of reach: paging down reaches the last line, and the mark goes.
        let atEnd = try frame(Self.tallScene, keys: [.named(.pageDown), .named(.pageDown), .named(.pageDown)])
        #expect(atEnd.contains("The end") && !atEnd.contains("▼"))
    }

    @Test("12: on a terminal too short for the title, its rule, the status line and a line of the scene, the rule gives way")
    func tinyTerminals() throws {
        let buttons = """
            views:
              - { id: a, type: Button, properties: { title: A } }
              - { id: b, type: Button, properties: { title: B } }
              - { id: c, type: Button, properties: { title: C } }
            """
        let threeRows = try frame(buttons, columns: 10, rows: 3)
        try check(12, threeRows, variant: "three-rows")
        #expect(threeRows.contains("▸[ A ]") && !threeRows.contains("─"), "\(threeRows)")
        // One line of body, more above and below: one mark says both, and the focused view shows.
        let between = try frame(buttons, columns: 10, rows: 4, keys: [.named(.tab)])
        #expect(between.contains("↕▸[ B ]") && between.contains("─"), "\(between)")
        let atEnd = try frame(buttons, columns: 10, rows: 3, keys: [.named(.tab), .named(.tab)])
        #expect(atEnd.contains("▲▸[ C ]"), "\(atEnd)")
    }

    @Test("13: PageDown scrolls a scene a screenful less a line, and focus comes along")
    func paging() throws {
        try check(13, try frame(Self.tallScene, keys: [.named(.pageDown)]))
        let back = try frame(Self.tallScene, keys: [.named(.pageDown), .named(.pageUp)])
        // Back at the top; focus stays on the view it came to, which is still in view.
        #expect(back.contains("A tall scene") && back.contains("▸[ Four ]") && !back.contains("▲"))
    }

    @Test("14: choices are as wide as their longest title; in a row they take just that")
    func choiceSizes() throws {
        try check(14, try frame("""
            views:
              - type: HStack
                properties: { spacing: 1 }
                children:
                  - { type: Checkbox, properties: { title: Loud, on: true } }
                  - { type: Select, properties: { options: [Small, Medium], selected: Small } }
                  - { type: Label, properties: { text: "|" } }
              - { type: Select, properties: { placeholder: Pick a size, options: [S, M] } }
              - { type: RadioGroup, properties: { options: [One, Three], selected: Three } }
              - { type: RadioGroup, properties: { options: [a, b, c, d], height: 2 } }
            """))
    }

    @Test("14: an open select's list lies over the scene, below the select or above it (drawn at 30×10 and 30×8)")
    func openSelect() throws {
        try check(14, try frame("""
            views:
              - { type: Label, properties: { text: top } }
              - { id: pick, type: Select, properties: { options: [Small, Medium, Large], selected: Medium, width: 10 } }
              - { type: Label, properties: { text: under the list } }
            """, rows: 10, keys: [.named(.enter)]), variant: "open")
        try check(14, try frame("""
            views:
              - { type: Label, properties: { text: one } }
              - { type: Label, properties: { text: two } }
              - { type: Label, properties: { text: three } }
              - { id: pick, type: Select, properties: { options: [Small, Medium, Large], selected: Large } }
            """, keys: [.named(.enter)]), variant: "above")
    }
}

/// A modal scene taller than its box scrolls inside the box, with the marks on its left edge.
@Suite("Console: a modal that does not fit its box")
struct ModalScrollTests {
    /// On a short terminal the box gives up the lines of the scene it keeps in sight around it,
    /// so the modal's focused view still shows.
    @Test func aModalOnAShortTerminalShowsItsFocusedView() throws {
        let registry = Registry()
        let base = try RuntimeTestSupport.scene("views:\n  - { type: Label, properties: { text: Under the modal } }\n", registry: registry)
        let modal = try RuntimeTestSupport.scene("views:\n  - { id: close, type: Button, properties: { title: Close } }\n", registry: registry)
        let stage = Stage(registry: registry)
        stage.show(base, style: .push)
        stage.show(modal, style: .modal)
        for rows in [6, 7, 8, 10] {
            let text = PlainTextRenderer().render(FrameRenderer(size: TerminalSize(columns: 40, rows: rows)).render(stage).buffer)
            #expect(text.contains("▸[ Close ]") && text.contains("┌"), "at 40x\(rows):\n\(text)")
        }
    }

    @Test func scrollsInsideItsBoxToKeepFocusInView() throws {
        let registry = Registry()
        let base = try RuntimeTestSupport.scene("""
            views:
              - { type: Label, properties: { text: Under the modal } }
            """, registry: registry)
        var buttons = ""
        for index in 1...8 { buttons += "  - { id: b\(index), type: Button, properties: { title: Choice \(index) } }\n" }
        let modal = try RuntimeTestSupport.scene("views:\n" + buttons, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(base, style: .push)
        stage.show(modal, style: .modal)
        let renderer = FrameRenderer(size: TerminalSize(columns: 40, rows: 10))
        var text = PlainTextRenderer().render(renderer.render(stage).buffer)
        #expect(text.contains("▸[ Choice 1 ]") && text.contains("▼") && !text.contains("▲"), "\(text)")
        for _ in 0..<7 { KeyRouter(stage: stage).press(.named(.tab)) }
        text = PlainTextRenderer().render(renderer.render(stage).buffer)
        #expect(text.contains("▸[ Choice 8 ]") && text.contains("▲") && !text.contains("▼"), "\(text)")
        #expect(!text.contains("Choice 1 "))
    }
}
