import Testing
import Stagehand

/// A text field edits at its insertion point, counting characters as a person sees them; a
/// table's cursor moves by pages and to its ends; focus stays near where the person was.
@Suite struct RuntimeTextFieldEditingTests {
    /// A scene with one field whose `change` events a text input data source follows.
    private func field(_ text: String = "") throws -> (LiveScene, TextField, DataSource) {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: typed, type: TextInputDataSource, outlets: { field: field } }
            views:
              - { id: field, type: TextField, properties: { text: "\(text)" } }
            """)
        return (scene, try scene.object("field", as: TextField.self), try scene.object("typed", as: DataSource.self))
    }

    @Test func typingHappensAtTheInsertionPoint() throws {
        let (scene, field, typed) = try field()
        defer { withExtendedLifetime(scene) {} }
        field.type("abc")
        field.moveCursor(by: -2)
        field.type("X")
        #expect(field.text == "aXbc")
        #expect(field.cursor == 2)
        field.moveCursor(to: 0)
        field.type(">")
        field.moveCursor(to: field.text.count)
        field.type("!")
        #expect(field.text == ">aXbc!")
        #expect(field.cursor == 6)
        #expect(typed.value == ">aXbc!")
    }

    @Test func textFromTheSceneOrABindingPutsTheInsertionPointAtItsEnd() throws {
        let (scene, field, _) = try field("hello")
        defer { withExtendedLifetime(scene) {} }
        #expect(field.cursor == 5)
        field.moveCursor(to: 1)
        field.setText("hi there")
        #expect(field.cursor == 8)
    }

    @Test func wideAndCombiningCharactersAreOneStep() throws {
        let (scene, field, _) = try field()
        defer { withExtendedLifetime(scene) {} }
        field.type("日本")
        field.moveCursor(by: -1)
        field.deleteBackward()
        #expect(field.text == "本")
        #expect(field.cursor == 0)
        field.moveCursor(to: 1)
        // A combining accent typed after a letter joins it: one character, the caret after it.
        field.type("e")
        field.type("\u{301}")
        #expect(field.text == "本e\u{301}")
        #expect(field.text.count == 2)
        #expect(field.cursor == 2)
        field.type("🇫🇷")
        field.moveCursor(by: -1)
        field.deleteForward()
        #expect(field.text == "本e\u{301}")
    }

    @Test func lineAndWordEditing() throws {
        let (scene, field, _) = try field("hello big world")
        defer { withExtendedLifetime(scene) {} }
        field.deleteWordBackward()
        #expect(field.text == "hello big ")
        field.moveWordBackward()
        #expect(field.cursor == 6)
        field.moveWordBackward()
        #expect(field.cursor == 0)
        field.moveWordForward()
        #expect(field.cursor == 5)
        field.deleteToEnd()
        #expect(field.text == "hello")
        field.moveCursor(by: -2)
        field.deleteToStart()
        #expect(field.text == "lo")
        #expect(field.cursor == 0)
        field.clear()
        #expect(field.text == "")
    }

    @Test("typing publishes change after each character, and what a listener sets meanwhile is typed on from")
    func typingGoesOnFromWhatAListenerSet() throws {
        let (scene, field, typed) = try field("ab")
        defer { withExtendedLifetime(scene) {} }
        var changes: [Value] = []
        scene.listen(to: field, event: "change") { event in
            changes.append(event.value)
            // A listener that sets the text from outside: the insertion point goes to its end.
            if event.value == "abxy" { field.text = "[reset]" }
        }
        field.moveCursor(to: 2)
        field.type("xyz")
        #expect(changes == ["abx", "abxy", "[reset]z"])
        #expect(field.text == "[reset]z")
        #expect(field.cursor == 8)
        #expect(typed.value == "[reset]z")
    }

    @Test func aPasteIsOneEditOnOneLine() throws {
        let (scene, field, _) = try field("ab")
        var changes: [Value] = []
        scene.listen(to: field, event: "change") { changes.append($0.value) }
        field.moveCursor(to: 1)
        field.paste("one\ntwo")
        #expect(field.text == "aone twob")
        #expect(field.cursor == 8)
        #expect(changes == ["aone twob"])
    }

    @Test func tableCursorMovesByPagesAndToItsEnds() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [a, b, c, d, e, f, g, h, i, j] } }
            views:
              - { id: table, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: list, view: table } }
            """)
        let table = try scene.object("table", as: Table.self)
        table.viewport = FixedTableViewport(pageSize: 4)
        table.moveCursorToFirst()
        table.moveCursor(pages: 1)
        #expect(table.cursorIndex == 3)
        table.moveCursor(pages: 1)
        #expect(table.cursorIndex == 6)
        table.moveCursorToLast()
        #expect(table.cursorIndex == 9)
        table.moveCursor(pages: 1)
        #expect(table.cursorIndex == 9)
        table.moveCursor(pages: -5)
        #expect(table.cursorIndex == 0)
    }

    @Test func focusMovesOnFromAViewThatTurnedItselfOffAndComesBack() throws {
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: first, type: Button, properties: { title: First } }
              - { id: name, type: TextField }
              - { id: add, type: Button, properties: { title: Add } }
              - { id: last, type: Button, properties: { title: Last } }
            """)
        let add = try scene.object("add", as: Button.self)
        let last = try scene.object("last", as: Button.self)
        scene.focus(add)
        add.enabled = false
        scene.repairFocus()
        // On to the next view that can take focus…
        #expect(scene.focusedView === last)
        add.enabled = true
        scene.repairFocus()
        // …and back once the view can take it again, as the person did not move focus.
        #expect(scene.focusedView === add)
        // Hidden and nothing after it: the nearest before it.
        last.hidden = true
        scene.focus(last)
        add.hidden = true
        scene.repairFocus()
        #expect(scene.focusedView === (try scene.object("name", as: TextField.self)))
    }

    @Test func focusMovedByThePersonStaysWhereTheyPutIt() throws {
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: refresh, type: Button, properties: { title: Refresh } }
              - { id: name, type: TextField }
              - { id: last, type: Button, properties: { title: Last } }
            """)
        let refresh = try scene.object("refresh", as: Button.self)
        scene.focus(refresh)
        refresh.enabled = false
        scene.repairFocus()
        #expect(scene.focusedView === (try scene.object("name", as: TextField.self)))
        scene.moveFocus()
        refresh.enabled = true
        scene.repairFocus()
        #expect(scene.focusedView === (try scene.object("last", as: Button.self)))
    }
}
