import Foundation
import Testing

import Stagehand
import StagehandConsole

/// The semantic tree (`render --format tree`): built from the live scene, with the contract's
/// fields and roles, bounds that match the frame, and a shape its own schema accepts.
@Suite("Semantic tree")
struct SemanticTreeTests {
    /// The tree and frame of a scene's first frame, or after a script's steps.
    static func capture(_ scene: String?, script: String? = nil, size: TerminalSize? = nil, registry: Registry = Registry()) -> FrameCapture.Result {
        var options = FrameCapture.Options(size: size, scriptFile: script.map(Repository.path), allowsCommands: false)
        options.buildsTree = true
        return FrameCapture(registry: registry).capture(sceneFile: scene.map(Repository.path), options: options)
    }

    /// The nodes of a tree, depth first.
    static func nodes(_ tree: Value?) -> [OrderedNode] {
        var found: [OrderedNode] = []
        func walk(_ value: Value) {
            guard let mapping = value.mapping else { return }
            found.append(OrderedNode(node: value))
            for child in mapping["children"]?.list ?? [] { walk(child) }
        }
        for view in tree?.mapping?["views"]?.list ?? [] { walk(view) }
        return found
    }

    /// One node, read by key.
    struct OrderedNode {
        var node: Value
        var fields: Fields { Fields(node: node) }
        var id: String? { fields["id"]?.string }
        var role: String? { fields["role"]?.string }
        var bounds: [Int] { fields["bounds"]?.list?.compactMap(\.int) ?? [] }
    }

    /// A node's fields.
    struct Fields {
        var node: Value
        subscript(key: String) -> Value? { node.mapping?[key] }
    }

    @Test("the people scene's first frame: contract fields, roles and focus, as the golden file says")
    func peopleGolden() throws {
        let result = try DocsSupport.run("stagehand render Scenes/people.scene.yaml --format tree")
        #expect(result.status == 0)
        #expect(try Golden.matches(result.output, "trees/people.tree.json"), "run with STAGEHAND_UPDATE_GOLDENS=1 and review")
        let tree = try #require(Self.capture("Scenes/people.scene.yaml").tree)
        let root = try #require(tree.mapping)
        #expect(Array(root.keys) == ["scene", "title", "stack", "focus", "views", "dataSources"])
        #expect(root["scene"] == "people")
        #expect(root["stack"] == ["people"])
        #expect(root["focus"] == "nameField")
        let field = try #require(Self.nodes(tree).first { $0.id == "nameField" })
        #expect(field.fields["type"] == "TextField")
        #expect(field.role == "textInput")
        #expect(field.fields["text"] == "")
        #expect(field.fields["focused"] == true)
        #expect(field.fields["enabled"] == true)
        #expect(field.fields["events"] == ["change", "submit"])
        let button = try #require(Self.nodes(tree).first { $0.id == "addButton" })
        #expect(button.role == "button")
        #expect(button.fields["enabled"] == false)
    }

    @Test("after a script's steps: the pushed scene's tree, with its stack")
    func afterScript() throws {
        let result = try DocsSupport.run("stagehand render --script Scenes/people.script.yaml --step 13 --format tree")
        #expect(result.status == 0)
        #expect(try Golden.matches(result.output, "trees/people-step13.tree.json"), "run with STAGEHAND_UPDATE_GOLDENS=1 and review")
        let tree = try #require(Self.capture(nil, script: "Scenes/people.script.yaml").tree)
        #expect(tree.mapping?["stack"] == ["people"], "the script ends back on the list")
    }

    @Test("a table lists its shown rows as children with role row; the selected one says so")
    func tableRows() throws {
        let result = Self.capture(nil, script: "Scenes/people.script.yaml")
        let tree = try #require(result.tree)
        let table = try #require(Self.nodes(tree).first { $0.id == "peopleTable" })
        #expect(table.role == "table")
        let rows = table.fields["children"]?.list?.compactMap(\.mapping) ?? []
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0["role"] == "row" })
        #expect(rows.map { $0["index"]?.int } == [0, 1, 2, 3, 4])
        #expect(rows.filter { $0["selected"] == true }.count == 1)
        #expect(rows.contains { $0["text"]?.string?.contains("Grace Hopper") == true })
    }

    @Test("bounds are where the frame draws the view: the focus mark sits at the focused view's top-left cell")
    func boundsMatchTheFrame() throws {
        let result = Self.capture("Scenes/people.scene.yaml", size: TerminalSize(columns: 60, rows: 20))
        let frame = try #require(result.frame)
        let lines = PlainTextRenderer().render(frame.buffer).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let field = try #require(Self.nodes(result.tree).first { $0.id == "nameField" })
        let bounds = field.bounds
        #expect(bounds.count == 4)
        let row = Array(lines[bounds[1]])
        #expect(row[bounds[0]] == "▸", "the ▸ mark starts the focused view: \(lines[bounds[1]])")
        let label = try #require(Self.nodes(result.tree).first { $0.id == "countLabel" })
        let text = try #require(label.fields["text"]?.string)
        #expect(lines[label.bounds[1]].dropFirst(label.bounds[0]).hasPrefix(text))
    }

    @Test("a view scrolled out of sight is a node with visible false")
    func scrolledOutOfSight() throws {
        let result = Self.capture("Scenes/people.scene.yaml", size: TerminalSize(columns: 40, rows: 5))
        let nodes = Self.nodes(result.tree)
        let hidden = nodes.filter { $0.fields["visible"] == false }
        #expect(!hidden.isEmpty, "a 5-line terminal shows 2 lines of the people scene")
        #expect(nodes.first { $0.id == "nameField" }?.fields["visible"] == nil, "the focused view is always in view")
        for node in hidden {
            let bounds = node.bounds
            #expect(bounds.count == 4)
            #expect(bounds[1] + bounds[3] <= 2 || bounds[1] >= 4, "\(node.id ?? "?") at \(bounds) should lie outside the body")
        }
    }

    @Test("a Tabs node's value is the page shown; every page is a node with its title, the others out of sight and empty")
    func tabsPages() throws {
        let result = Self.capture("Scenes/System/system.scene.yaml")
        let nodes = Self.nodes(result.tree)
        let tabs = try #require(nodes.first { $0.id == "sections" })
        #expect(tabs.fields["value"] == .int(0))
        let pages = try #require(tabs.fields["children"]?.list).map { OrderedNode(node: $0) }
        #expect(pages.map { $0.fields["text"]?.string } == ["Disks", "Network", "Mounts"])
        #expect(pages.map { $0.fields["selected"] } == [.bool(true), .bool(false), .bool(false)])
        #expect(pages[0].fields["visible"] == nil && pages[0].fields["children"]?.list?.isEmpty == false)
        #expect(pages.dropFirst().allSatisfy { $0.fields["visible"] == .bool(false) && $0.fields["children"] == .list([]) })
    }

    @Test("hidden views are not nodes")
    func hiddenViews() throws {
        let result = Self.capture("Scenes/people.scene.yaml")
        let scene = try #require(result.tree?.mapping)
        let ids = Self.nodes(result.tree).compactMap(\.id)
        #expect(!ids.isEmpty)
        #expect(scene["views"]?.list?.isEmpty == false)
        let stage = Stage(registry: Registry())
        defer { stage.close() }
        _ = stage.start(sceneFile: Repository.path("Scenes/people.scene.yaml"))
        let live = try #require(stage.current)
        let field = try #require(live.objectsByID["nameField"] as? View)
        field.hidden = true
        let tree = SemanticTree(registry: Registry(), size: .standard).tree(of: stage)
        #expect(!Self.nodes(tree).contains { $0.id == "nameField" })
    }

    @Test("a custom view declares its role; without one it gets the role its capabilities suggest")
    func customRole() throws {
        #expect(Gauge.semanticRole == .progress)
        #expect(Stamp.semanticRole == .image)
        #expect(Label.semanticRole == .text)
        #expect(Button.semanticRole == .button)
        #expect(Switch.semanticRole == .toggle)
        #expect(TextArea.semanticRole == .textInput)
        #expect(Table.semanticRole == .table)
        #expect(VStack.semanticRole == .group)
        #expect(Divider.semanticRole == .image)
        #expect(Checkbox.semanticRole == .toggle)
        #expect(Select.semanticRole == .choice)
        #expect(RadioGroup.semanticRole == .choice)
    }

    @Test("data sources have their state, and a message when failed")
    func dataSources() throws {
        let stage = Stage(registry: Registry())
        defer { stage.close() }
        _ = stage.start(sceneFile: Repository.path("Scenes/people.scene.yaml"))
        let live = try #require(stage.current)
        let source = try #require(live.objects.compactMap { $0 as? DataSource }.first { $0.id != nil })
        source.setState(.failed("disk on fire"))
        let tree = SemanticTree(registry: Registry(), size: .standard).tree(of: stage)
        let node = try #require(tree.mapping?["dataSources"]?.list?.compactMap(\.mapping).first { $0["id"]?.string == source.id })
        #expect(node["state"] == "failed")
        #expect(node["message"] == "disk on fire")
    }

    @Test("the tree of every example scene validates against schema --tree")
    func examplesValidate() throws {
        let scenes = Repository.files(under: "Scenes", endingWith: [".scene.yaml"])
        #expect(scenes.count >= 5)
        let work = URL(fileURLWithPath: TemporaryFiles.path("stagehand-trees"))
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var files: [String] = []
        for scene in scenes {
            let tree = try #require(Self.capture(scene).tree, "\(scene) has no tree")
            let file = work.appendingPathComponent(scene.replacingOccurrences(of: "/", with: "_") + ".json").path
            try tree.jsonText().write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let schema = work.appendingPathComponent("tree.schema.json").path
        try SemanticTreeSchema.schema.jsonText().write(toFile: schema, atomically: true, encoding: .utf8)
        let validator = work.appendingPathComponent("validate.py").path
        try SchemaValidationTests.validatorScript.write(toFile: validator, atomically: true, encoding: .utf8)
        let result = try ExternalTools.run("python3", [validator, schema] + files)
        if result.status == 127 || result.status == 3 {
            Issue.record("validating trees needs python3 with jsonschema and PyYAML; run `pip install jsonschema pyyaml`")
            return
        }
        #expect(result.status == 0, "validator failed: \(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == files.count)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let errors = object?["errors"] as? [String] ?? ["unreadable validator output"]
            #expect(errors.isEmpty, "\(object?["file"] ?? "?"): \(errors)")
        }
    }

    @Test("schema --tree prints the schema, and rejects a tree with an unknown role")
    func schemaCommand() throws {
        let printed = try DocsSupport.run("stagehand schema --tree")
        #expect(printed.status == 0)
        #expect(printed.output == SemanticTreeSchema.schema.jsonText(pretty: true) + "\n")
        let roles = SemanticTreeSchema.schema.mapping?["definitions"]?.mapping?["node"]?.mapping?["properties"]?.mapping?["role"]?.mapping?["enum"]
        #expect(roles == .list(["text", "button", "textInput", "toggle", "choice", "table", "tree", "tabs", "progress", "group", "row", "image"]))
        let both = try DocsSupport.run("stagehand schema --tree --script")
        #expect(both.status == 2)
    }
}

/// A view that declares its role.
private final class Stamp: View {
    override class var semanticRole: SemanticRole { .image }
}

/// A view that declares none: its `progress` capability suggests one.
private final class Gauge: View {
    override class var capabilities: Set<ViewCapability> { [.progress] }
}

extension SemanticTreeTests {
    @Test("the other formats still draw the frame: no tree is made unless asked for")
    func otherFormatsUnchanged() throws {
        let text = try DocsSupport.run("stagehand render Scenes/Contacts/contact.scene.yaml --size 30x6")
        #expect(text.output.hasPrefix("Contact\n"))
        let capture = FrameCapture(registry: Registry()).capture(
            sceneFile: Repository.path("Scenes/Contacts/contact.scene.yaml"), options: FrameCapture.Options())
        #expect(capture.tree == nil)
    }
}
