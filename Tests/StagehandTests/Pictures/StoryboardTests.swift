import Foundation
import Stagehand
import StagehandConsole
import Testing

@Suite("Pictures: storyboards")
struct StoryboardTests {
    /// Every example app: each folder of `Scenes/`, and `Scenes/` itself.
    static let folders = ["Scenes"] + ((try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Scenes"))) ?? [])
        .filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Repository.path("Scenes/" + name), isDirectory: &isFolder) && isFolder.boolValue
        }
        .sorted().map { "Scenes/" + $0 }
        .filter { !Repository.files(under: $0, endingWith: [".scene.yaml", ".scene.json"]).isEmpty }

    static func maker() throws -> StoryboardMaker {
        StoryboardMaker(registry: try ExampleScriptTests.exampleRegistry())
    }

    /// Reads a storyboard with paths as in the checkout.
    static func read(_ path: String) throws -> Storyboard {
        let reader = StoryboardReader(compiler: SceneCompiler(registry: try ExampleScriptTests.exampleRegistry()))
        return try reader.read(path).get()
    }

    @Test("the outline of the contacts app: entry first, then each scene with its segues")
    func contactsOutline() throws {
        let storyboard = try Self.read(Repository.path("Scenes/Contacts"))
        let text = Repository.relativize(StoryboardOutline.text(storyboard))
        #expect(text == """
            entry: Contacts (Scenes/Contacts/contacts.scene.yaml)
            Contacts (Scenes/Contacts/contacts.scene.yaml) [entry]
              showContact (push, on contactTable.select) → Contact  Scenes/Contacts/contacts.scene.yaml:66:11
            Contact (Scenes/Contacts/contact.scene.yaml)

            """)
    }

    @Test("text, DOT and Mermaid are made for every example app", arguments: folders)
    func textFormats(_ folder: String) throws {
        let maker = try Self.maker()
        let storyboard = try Self.read(Repository.path(folder))
        #expect(!storyboard.scenes.isEmpty)
        for format in [StoryboardMaker.Format.text, .dot, .mermaid] {
            let made = String(decoding: try maker.draw(storyboard, as: format).get(), as: UTF8.self)
            for scene in storyboard.scenes {
                #expect(made.contains(format == .text ? scene.label : "\(StoryboardDOT.sceneID(storyboard.index(of: scene.file) ?? -1))"), "\(folder) \(format): \(scene.file) is missing")
            }
        }
        let mermaid = StoryboardMermaid.text(storyboard)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.split(separator: "\n").filter { $0.contains("-->|") || $0.contains("-.->|") }.count == storyboard.arrows.count)
    }

    @Test("DOT is accepted by Graphviz's dot, and SVG, PNG and HTML are made for every example app",
          .enabled(if: ExternalTools.available(.dot) && ExternalTools.available(.rsvgConvert), "dot or rsvg-convert is not installed (Debian: graphviz, librsvg2-bin)"),
          arguments: folders)
    func pictures(_ folder: String) throws {
        let maker = try Self.maker()
        let storyboard = try Self.read(Repository.path(folder))
        // dot itself checks the DOT text: it draws it, or fails with its own message.
        let drawn = try ExternalProgram.svg(fromDOT: StoryboardDOT().text(storyboard)).get()
        #expect(String(decoding: drawn, as: UTF8.self).contains("<svg"))
        let svg = String(decoding: try maker.draw(storyboard, as: .svg).get(), as: UTF8.self)
        for index in storyboard.scenes.indices {
            #expect(svg.contains("<g id=\"\(StoryboardDOT.sceneID(index))\" class=\"node\""))
        }
        for index in storyboard.arrows.indices {
            #expect(svg.contains("<g id=\"\(StoryboardDOT.segueID(index))\" class=\"edge\""))
        }
        // One thumbnail per scene, each a frame of the terminal.
        #expect(svg.components(separatedBy: "class=\"stagehand-frame\"").count - 1 == storyboard.scenes.count)
        let png = try #require(PNGFile(try maker.draw(storyboard, as: .png).get()))
        #expect(png.width > 100 && png.height > 100)
        let html = String(decoding: try maker.draw(storyboard, as: .html).get(), as: UTF8.self)
        #expect(html.contains(svg))
    }

    @Test("the entry is marked, push and modal differ, and unreached scenes are set apart")
    func marks() throws {
        let folder = TemporaryFiles.path("stagehand-storyboard")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func scene(_ name: String, segues: [(id: String, to: String, style: String, performed: Bool)]) -> String {
            var text = "stagehand: 1\nscene: \(name)\nviews:\n  - { id: go, type: Button, properties: { title: Go } }\n"
            let performed = segues.filter(\.performed)
            if !performed.isEmpty {
                text += "responders:\n" + performed.map { "  - { type: SegueResponder, on: [go.tap], properties: { segue: \($0.id) } }\n" }.joined()
            }
            if !segues.isEmpty {
                text += "segues:\n" + segues.map { "  - { id: \($0.id), to: \($0.to).scene.yaml, style: \($0.style) }\n" }.joined()
            }
            return text
        }
        let files = [
            "main": scene("main", segues: [("open", "detail", "push", true), ("pick", "picker", "modal", true)]),
            "detail": scene("detail", segues: []),
            "picker": scene("picker", segues: [("never", "detail", "push", false)]),
            // Two scenes that reach each other and nothing else reaches.
            "islandA": scene("islandA", segues: [("across", "islandB", "push", true)]),
            "islandB": scene("islandB", segues: [("back", "islandA", "push", true)]),
        ]
        for (name, text) in files {
            try text.write(toFile: folder + "/\(name).scene.yaml", atomically: true, encoding: .utf8)
        }
        let storyboard = try Self.read(folder)
        #expect(storyboard.scenes.map(\.label) == ["main", "detail", "picker", "islandA", "islandB"])
        #expect(storyboard.scenes.map(\.isEntry) == [true, false, false, false, false])
        #expect(storyboard.scenes.map(\.isReachable) == [true, true, true, false, false])
        let dot = StoryboardDOT().text(storyboard)
        #expect(dot.contains("start0 -> scene0"))
        #expect(dot.contains("scene0 -> scene1 [id=\"segue0\", style=solid"))
        #expect(dot.contains("scene0 -> scene2 [id=\"segue1\", style=dashed, arrowhead=empty"))
        #expect(dot.contains("scene2 -> scene1 [id=\"segue2\", style=dotted"))
        let afterCluster = try #require(dot.components(separatedBy: "subgraph cluster_unreached {").last)
        let cluster = try #require(afterCluster.components(separatedBy: "\n  }\n").first)
        #expect(cluster.contains("scene3 [") && cluster.contains("scene4 ["))
        #expect(!cluster.contains("scene0 ["))
        let outline = StoryboardOutline.text(storyboard)
        #expect(outline.contains("never (push, performed by nothing) → detail"))
        #expect(outline.contains("\nnot reached from the entry:\nislandA ("))
        // A scene file given as the path is the entry, whatever reaches it.
        let fromIsland = try Self.read(folder + "/islandB.scene.yaml")
        #expect(fromIsland.scenes.map(\.label) == ["islandB", "islandA"])
        #expect(fromIsland.scenes.map(\.isEntry) == [true, false])
    }

    @Test("the entry .stagehand.yaml names is the storyboard's entry")
    func settingsEntry() throws {
        let storyboard = try Self.read(Repository.path("Tests/StagehandTests/Fixtures/Navigation/settings-entry"))
        #expect(storyboard.scenes.map(\.label) == ["home", "list", "orphan"])
        #expect(storyboard.scenes.map(\.isEntry) == [true, false, false])
        #expect(storyboard.scenes.map(\.isReachable) == [true, true, false])
    }

    @Test("nothing to draw is a clear failure")
    func failures() throws {
        let reader = StoryboardReader(compiler: SceneCompiler(registry: Registry()))
        #expect(throws: StoryboardReader.Failure.missing("no/such/folder")) { try reader.read("no/such/folder").get() }
        let folder = TemporaryFiles.path("stagehand-empty")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: StoryboardReader.Failure.noScenes(folder)) { try reader.read(folder).get() }
    }

    @Test("labels are quoted for DOT and escaped for Mermaid")
    func quoting() {
        #expect(DOTText.quoted("a \"b\" \\n") == "\"a \\\"b\\\" \\\\n\"")
        #expect(StoryboardMermaid.escape("a \"b\" <c> | #") == "a #quot;b#quot; #lt;c#gt; #124; #35;")
    }
}
