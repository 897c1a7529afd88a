import Testing
import Stagehand

/// Edits travel back to where a value came from: a selection to its table's list, a filtered or
/// sorted list to its source; one edited item rebinds one row; an item that is gone changes
/// nothing and is reported.
@Suite struct RuntimeEditingTests {
    /// Books in a file order, shown sorted and filtered, with a selection and editing responders.
    static let booksScene = """
        dataSources:
          - id: books
            type: StaticDataSource
            properties:
              value:
                - { title: Middlemarch, read: false, pages: 880 }
                - { title: dune, read: true, pages: 412 }
                - { title: Anathem, read: false, pages: 937 }
          - { id: query, type: StaticDataSource, properties: { value: "" } }
          - { id: sorted, type: SortDataSource, outlets: { source: books }, properties: { by: title } }
          - { id: shown, type: FilterDataSource, outlets: { source: sorted, query: query }, properties: { path: title } }
          - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
        views:
          - id: table
            type: Table
            properties: { key: title, height: 5 }
            prototype:
              id: cell
              type: Label
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: cell }, properties: { format: "{title} {read}" } }
          - { id: readButton, type: Button }
          - { id: setButton, type: Button }
          - { id: removeButton, type: Button }
        bindings:
          - { type: TableBinding, outlets: { dataSource: shown, view: table } }
        responders:
          - { type: ToggleResponder, on: [readButton.tap], outlets: { target: chosen }, properties: { path: read } }
          - { type: SetResponder, on: [setButton.tap], outlets: { target: chosen }, properties: { path: pages, to: 100 } }
          - { type: RemoveResponder, on: [removeButton.tap], outlets: { list: books, item: chosen } }
        """

    func titles(_ value: Value) -> [String] { (value.list ?? []).map { $0.value(atPath: "title")?.displayText ?? "?" } }

    @Test func sortsNumbersAsNumbersAndTextIgnoringCase() throws {
        let scene = try RuntimeTestSupport.scene(Self.booksScene)
        #expect(titles(try scene.object("sorted", as: DataSource.self).value) == ["Anathem", "dune", "Middlemarch"])
        let numbers = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [{ n: 10 }, { n: 9 }, { x: 1 }, { n: 100 }, { n: b }, { n: A }] } }
              - { id: up, type: SortDataSource, outlets: { source: list }, properties: { by: n } }
              - { id: down, type: SortDataSource, outlets: { source: list }, properties: { by: n, descending: true } }
            views: [{ id: a, type: Label }, { id: b, type: Label }]
            bindings:
              - { type: TextBinding, outlets: { dataSource: up, view: a } }
              - { type: TextBinding, outlets: { dataSource: down, view: b } }
            """)
        #expect(try sortedNumbers(numbers, "up") == ["9", "10", "100", "A", "b", ""])
        #expect(try sortedNumbers(numbers, "down") == ["b", "A", "100", "10", "9", ""])
    }

    private func sortedNumbers(_ scene: LiveScene, _ id: String) throws -> [String] {
        (try scene.object(id, as: DataSource.self).value.list ?? []).map { $0.value(atPath: "n")?.displayText ?? "" }
    }

    @Test func editingTheSelectionEditsTheItemInTheSourceList() throws {
        let scene = try RuntimeTestSupport.scene(Self.booksScene)
        let table = try scene.object("table", as: Table.self)
        let books = try scene.object("books", as: DataSource.self)
        let chosen = try scene.object("chosen", as: DataSource.self)
        #expect(table.select(row: 2))  // Middlemarch, first in the file
        let rows = (0..<3).map { table.row(at: $0) }
        _ = try scene.object("readButton", as: Button.self).tap()
        #expect(books.value.list?[0] == ["title": "Middlemarch", "read": true, "pages": 880])
        #expect(chosen.value.value(atPath: "read") == true)
        // One row rebound, none rebuilt.
        #expect((0..<3).map { table.row(at: $0) }.elementsEqual(rows) { $0 === $1 })
        #expect((table.row(at: 2)?.views.first as? Label)?.text == "Middlemarch true")
        _ = try scene.object("setButton", as: Button.self).tap()
        #expect(books.value.list?[0].value(atPath: "pages") == 100)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func anEditThroughAFilterReachesTheSameItem() throws {
        let scene = try RuntimeTestSupport.scene(Self.booksScene)
        let table = try scene.object("table", as: Table.self)
        try scene.object("query", as: DataSource.self).setValue("dune")
        #expect(table.items.count == 1)
        #expect(table.select(row: 0))
        _ = try scene.object("readButton", as: Button.self).tap()
        let books = try scene.object("books", as: DataSource.self)
        #expect(books.value.list?[1].value(atPath: "read") == false)
        #expect(books.value.list?[0].value(atPath: "read") == false)
        // Editing the filtered list as a whole is refused, with nothing changed.
        let shown = try scene.object("shown", as: DataSource.self)
        #expect(throws: EditError.self) { try shown.replace(with: []) }
        #expect(books.value.list?.count == 3)
    }

    @Test func anItemGoneMeanwhileChangesNothingAndIsReported() throws {
        let scene = try RuntimeTestSupport.scene(Self.booksScene)
        let table = try scene.object("table", as: Table.self)
        let books = try scene.object("books", as: DataSource.self)
        let chosen = try scene.object("chosen", as: DataSource.self)
        #expect(table.select(row: 0))  // Anathem
        _ = try scene.object("removeButton", as: Button.self).tap()
        #expect(titles(books.value) == ["Middlemarch", "dune"])
        #expect(chosen.value == .null)
        #expect(table.selectedIndex == nil)
        let before = books.value
        _ = try scene.object("readButton", as: Button.self).tap()
        #expect(books.value == before)
        let reported = scene.diagnostics(.itemGone)
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("nothing was changed") == true)
        #expect(scene.statusMessage?.contains("nothing was changed") == true)
    }

    @Test func aPathThatLeadsNowhereIsAnEditFailure() throws {
        let scene = try RuntimeTestSupport.scene(Self.booksScene)
        let books = try scene.object("books", as: DataSource.self)
        let before = books.value
        #expect(throws: EditError.self) { try books.replace(at: "0.title.first", with: "x") }
        #expect(throws: EditError.self) { try books.replace(at: "7.title", with: "x") }
        #expect(books.value == before)
        try books.replaceItem(where: "title", is: "dune", at: "pages", with: 1)
        #expect(books.value.list?[1].value(atPath: "pages") == 1)
        try books.removeItem(where: "title", is: "dune")
        #expect(titles(books.value) == ["Middlemarch", "Anathem"])
        #expect(throws: EditError.self) { try books.removeItem(where: "title", is: "dune") }
    }

    @Test func theCursorFollowsItsItemByKey() throws {
        let scene = try RuntimeTestSupport.scene(Self.booksScene)
        let table = try scene.object("table", as: Table.self)
        let books = try scene.object("books", as: DataSource.self)
        let chosen = try scene.object("chosen", as: DataSource.self)
        #expect(table.select(row: 1))  // dune
        table.moveCursor(by: 1)  // Middlemarch
        // Two books sorted above both.
        try books.replace(with: .list((books.value.list ?? []) + [["title": "Aa"], ["title": "Ab"]]))
        #expect(table.selectedIndex == 3)
        #expect(table.cursorIndex == 4)
        #expect(chosen.value.value(atPath: "title") == "dune")
    }

    @Test func withoutKeyTheIndexIsKeptAndClamped() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [a, b, c, d] } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: table } }
            views:
              - { id: table, type: Table, prototype: { id: cell, type: Label } }
              - { id: shown, type: Label }
            bindings:
              - { type: TableBinding, outlets: { dataSource: list, view: table } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: shown } }
            """)
        let table = try scene.object("table", as: Table.self)
        let list = try scene.object("list", as: DataSource.self)
        let chosen = try scene.object("chosen", as: DataSource.self)
        #expect(table.select(row: 2))
        try list.replace(with: ["z", "a", "b", "c", "d"])
        #expect(table.selectedIndex == 2)
        #expect(chosen.value == "b")
        table.moveCursor(by: 2)
        try list.replace(with: ["a", "b"])
        #expect(table.cursorIndex == 1)
        #expect(table.selectedIndex == nil)
        #expect(chosen.value == .null)
    }

    @Test func appendTakesDefaultsAndSkipsBlankText() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [] } }
              - { id: sorted, type: SortDataSource, outlets: { source: list }, properties: { by: title } }
            views:
              - { id: field, type: TextField }
              - { id: count, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: sorted, view: count }, properties: { format: "{count}" } }
            responders:
              - type: AppendResponder
                on: [field.submit]
                outlets: { field: field, list: sorted }
                properties: { key: title, defaults: { title: unused, read: false } }
            """)
        let field = try scene.object("field", as: TextField.self)
        let list = try scene.object("list", as: DataSource.self)
        field.type("Zorba")
        field.submit()
        field.type(" \t ")
        field.submit()
        #expect(field.text == " \t ")
        field.setText("Anathem")
        field.submit()
        #expect(list.value == [["title": "Zorba", "read": false], ["title": "Anathem", "read": false]])
        #expect(try scene.object("count", as: Label.self).text == "2")
    }

    @Test func aSwitchAndItsValueAgreeBothWays() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: book, type: StaticDataSource, properties: { value: { title: Dune, read: false } } }
            views:
              - { id: readSwitch, type: Switch }
            bindings:
              - { type: SwitchBinding, outlets: { dataSource: book, view: readSwitch }, properties: { path: read } }
            """)
        let toggle = try scene.object("readSwitch", as: Switch.self)
        let book = try scene.object("book", as: DataSource.self)
        #expect(toggle.on == false)
        try book.replace(at: "read", with: true)
        #expect(toggle.on == true)
        toggle.toggle()
        #expect(book.value == ["title": "Dune", "read": false])
        #expect(toggle.on == false)
    }

    @Test func setWritesAnotherDataSourcesValueOrAConstant() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: book, type: StaticDataSource, properties: { value: { title: Dune } } }
              - { id: typed, type: StaticDataSource, properties: { value: Frank Herbert } }
            views:
              - { id: a, type: Button }
              - { id: b, type: Button }
            responders:
              - { type: SetResponder, on: [a.tap], outlets: { target: book, value: typed }, properties: { path: author } }
              - { type: SetResponder, on: [b.tap], outlets: { target: book }, properties: { to: [1, 2] } }
            """)
        let book = try scene.object("book", as: DataSource.self)
        _ = try scene.object("a", as: Button.self).tap()
        #expect(book.value == ["title": "Dune", "author": "Frank Herbert"])
        _ = try scene.object("b", as: Button.self).tap()
        #expect(book.value == [1, 2])
    }
}

/// A binding inside a row edits the item in the table's list, not the row's copy.
@Suite struct RuntimeRowEditingTests {
    @Test func aRowsSwitchEditsTheListItem() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: todos, type: StaticDataSource, properties: { value: [{ t: a, done: false }, { t: b, done: false }] } }
            views:
              - id: table
                type: Table
                prototype:
                  id: doneSwitch
                  type: Switch
                  bindings:
                    - { type: SwitchBinding, outlets: { dataSource: item, view: doneSwitch }, properties: { path: done } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: todos, view: table } }
            """)
        let table = try scene.object("table", as: Table.self)
        let toggle = try #require(table.row(at: 1)?.views.first as? Switch)
        toggle.toggle()
        let todos = try scene.object("todos", as: DataSource.self)
        #expect(todos.value == [["t": "a", "done": false], ["t": "b", "done": true]])
        #expect((table.row(at: 1)?.views.first as? Switch)?.on == true)
        #expect(scene.diagnostics.isEmpty)
    }
}
