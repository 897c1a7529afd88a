import Foundation
import Testing
import Stagehand

/// `select` on a saved file changes only the selected part and writes the file whole; `paths` on
/// a filter keeps an item when any path holds the query; a switch with a `SwitchBinding` and a
/// redundant `ToggleResponder` flips its value once per toggle.
@Suite(.serialized) struct RuntimeSelectAndToggleTests {
    @Test func aSaveThroughSelectChangesOnlyTheSelectedPart() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let original = """
            {
              "owner": "Ada",
              "books": [
                {
                  "title": "Emma",
                  "read": false
                },
                {
                  "title": "Dune",
                  "read": true
                }
              ],
              "updated": "2026-01-01"
            }

            """
        let file = try TemporaryFiles.write(original, to: "shelf.json", in: folder)
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: books, type: FileDataSource, properties: { path: shelf.json, select: books, save: true } }
            views: [{ id: count, type: Label }]
            bindings:
              - { type: TextBinding, outlets: { dataSource: books, view: count }, properties: { format: "{count} books" } }
            """, file: folder + "/shelf.scene.yaml")
        let books = try scene.object("books", as: DataSource.self)
        #expect(try scene.object("count", as: Label.self).text == "2 books")
        try books.replace(at: "0.read", with: true)
        #expect(books.value.value(atPath: "0.read") == .bool(true))
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved == original.replacingOccurrences(of: "\"read\": false", with: "\"read\": true"))
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func aFileWithNothingAtSelectFailsTheSource() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("{\"books\": []}\n", to: "shelf.json", in: folder)
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: books, type: FileDataSource, properties: { path: shelf.json, select: bokes } }
            views: [{ id: count, type: Label }]
            bindings:
              - { type: TextBinding, outlets: { dataSource: books, view: count } }
            """, file: folder + "/shelf.scene.yaml")
        let message = try scene.object("books", as: DataSource.self).state.failureMessage ?? ""
        #expect(message.contains("select: bokes") && message.contains("books"), "\(message)")
    }

    @Test func aFilterWithPathsKeepsAnItemWhenAnyPathHoldsTheQuery() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ada, city: London }, { name: Alan, city: Wilmslow }, { name: Grace, city: Arlington }] } }
              - { id: query, type: StaticDataSource, properties: { value: lon } }
              - { id: found, type: FilterDataSource, properties: { paths: [name, city] }, outlets: { source: people, query: query } }
            views: [{ id: count, type: Label }]
            bindings:
              - { type: TextBinding, outlets: { dataSource: found, view: count }, properties: { format: "{count}" } }
            """)
        let query = try scene.object("query", as: DataSource.self)
        let found = try scene.object("found", as: DataSource.self)
        #expect(found.value.list?.compactMap { $0.value(atPath: "name")?.displayText } == ["Ada"])
        query.setValue("a")
        #expect(found.value.list?.count == 3)
        query.setValue("wilm")
        #expect(found.value.list?.compactMap { $0.value(atPath: "name")?.displayText } == ["Alan"])
    }

    @Test func oneToggleFlipsTheValueOnceEvenWithARedundantToggleResponder() throws {
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: settings, type: StaticDataSource, properties: { value: { dark: false } } }
            views:
              - { id: dark, type: Switch, properties: { title: Dark } }
              - { id: lightButton, type: Button, properties: { title: Flip } }
            bindings:
              - { type: SwitchBinding, outlets: { dataSource: settings, view: dark }, properties: { path: dark } }
            responders:
              - { type: ToggleResponder, on: [dark.toggle, lightButton.tap], outlets: { target: settings }, properties: { path: dark } }
            """)
        let settings = try scene.object("settings", as: DataSource.self)
        let toggle = try scene.object("dark", as: Switch.self)
        toggle.toggle()
        #expect(settings.value.value(atPath: "dark") == .bool(true))
        #expect(toggle.on)
        toggle.toggle()
        #expect(settings.value.value(atPath: "dark") == .bool(false))
        // The same responder still flips on an event no binding wrote: the button's tap.
        scene.dispatch(ViewEvent(view: try scene.object("lightButton", as: Button.self), name: "tap"))
        #expect(settings.value.value(atPath: "dark") == .bool(true))
        #expect(toggle.on)
    }
}
