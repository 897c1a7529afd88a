import OrderedCollections
import Stagehand

/// The scene's meaning as data: what `stagehand render --format tree` prints, what the agents'
/// server answers with, and what a script's `expect: { tree: … }` reads.
///
/// It is built from the live scene (its views, their declared roles, states and events, its data
/// sources' states), not by reading cells; only `bounds` come from drawing a frame, so that they
/// match the frame cell for cell. The shape is published as a JSON Schema by
/// ``SemanticTreeSchema`` (`stagehand schema --tree`).
package struct SemanticTree {
    /// The registry the scene was built with, for each object's registered type name.
    let registry: Registry
    /// The console size the frame is laid out for.
    let size: TerminalSize

    /// A tree builder for scenes built with `registry`, laid out at `size`.
    package init(registry: Registry, size: TerminalSize) {
        self.registry = registry
        self.size = size
    }

    /// The semantic tree of what `stage` shows now: its top scene's views and data sources.
    ///
    /// Draws one frame (as the terminal would, so scroll positions settle exactly as they do
    /// there) to learn where each view is.
    package func tree(of stage: Stage) -> Value {
        guard let scene = stage.current else { return .mapping([:]) }
        let bounds = DrawnBounds()
        _ = FrameRenderer(size: size).render(stage, recording: bounds)
        let names = typeNames()
        let fallback = FallbackPlaces(stage: stage, scene: scene, size: size)
        var root: OrderedDictionary<String, Value> = [:]
        root["scene"] = .string(scene.description.name?.value ?? "")
        root["title"] = .string(scene.title)
        root["stack"] = .list(stage.entries.map { .string($0.scene.description.name?.value ?? "") })
        root["focus"] = scene.focusedView?.id.map(Value.string) ?? .null
        let builder = NodeBuilder(scene: scene, bounds: bounds, names: names, fallback: fallback)
        root["views"] = .list(scene.rootViews.filter { !$0.hidden }.map(builder.node))
        root["dataSources"] = .list(scene.objects.compactMap { object in
            (object as? DataSource).map { builder.dataSourceNode($0) }
        })
        return .mapping(root)
    }

    /// Each registered type's name, by the type's identity.
    private func typeNames() -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        for declaration in registry.declarations {
            names[ObjectIdentifier(declaration.objectType)] = declaration.name
        }
        return names
    }
}

/// Makes the nodes of one scene's tree.
private struct NodeBuilder {
    let scene: LiveScene
    let bounds: DrawnBounds
    let names: [ObjectIdentifier: String]
    let fallback: FallbackPlaces

    /// A view's node, with its shown children or rows.
    func node(_ view: View) -> Value {
        let type = Swift.type(of: view)
        let role = type.semanticRole
        var fields: OrderedDictionary<String, Value> = [:]
        if let id = view.id { fields["id"] = .string(id) }
        fields["type"] = .string(names[ObjectIdentifier(type)] ?? String(describing: type))
        fields["role"] = .string(role.rawValue)
        if let value = view.semanticValue {
            fields["value"] = value
        } else {
            // A view of another role says its text when it shows one: a tab's title, a
            // spinner's.
            let text = view.displayedText
            if Self.readsAsText.contains(role) || !text.isEmpty { fields["text"] = .string(text) }
        }
        if type.isFocusable {
            fields["focused"] = .bool(view.isFocused)
            fields["enabled"] = .bool(view.enabled)
        }
        if let toggle = view as? Toggling { fields["checked"] = .bool(toggle.on) }
        let place = bounds.place(of: view) ?? (fallback.rect(of: view), false)
        fields["bounds"] = Self.bounds(place.rect)
        if !place.shown { fields["visible"] = .bool(false) }
        fields["events"] = .list(type.events.map(Value.string))
        let rows = bounds.rows(of: view)
        if rows.isEmpty {
            let shown = view.children.filter { !$0.hidden }
            if shown.contains(where: view.conceals) {
                // Pages, one shown (a tab's): each is a node, `selected` when shown, so an agent
                // learns every title; a page out of sight is `visible: false`, without children.
                fields["children"] = .list(shown.map { page in
                    view.conceals(page) ? concealedPageNode(page) : Self.adding(["selected": true], to: node(page))
                })
            } else {
                fields["children"] = .list(shown.map(node))
            }
        } else {
            fields["children"] = .list(rows.map(Self.rowNode))
        }
        return .mapping(fields)
    }

    /// A page its container does not show: what identifies it, out of sight, no children.
    private func concealedPageNode(_ page: View) -> Value {
        let type = Swift.type(of: page)
        var fields: OrderedDictionary<String, Value> = [:]
        if let id = page.id { fields["id"] = .string(id) }
        fields["type"] = .string(names[ObjectIdentifier(type)] ?? String(describing: type))
        fields["role"] = .string(type.semanticRole.rawValue)
        let text = page.displayedText
        if !text.isEmpty { fields["text"] = .string(text) }
        fields["selected"] = false
        fields["bounds"] = Self.bounds(Rect(x: 0, y: 0, width: 0, height: 0))
        fields["visible"] = false
        fields["events"] = .list(type.events.map(Value.string))
        fields["children"] = []
        return .mapping(fields)
    }

    /// `node` with `extra` fields added before its `bounds`, where the states go.
    private static func adding(_ extra: OrderedDictionary<String, Value>, to node: Value) -> Value {
        guard case .mapping(let fields) = node else { return node }
        var result: OrderedDictionary<String, Value> = [:]
        for (key, value) in fields {
            if key == "bounds" { for (name, state) in extra { result[name] = state } }
            result[key] = value
        }
        return .mapping(result)
    }

    /// A data source's node: its id, type and state.
    func dataSourceNode(_ source: DataSource) -> Value {
        var node: OrderedDictionary<String, Value> = [:]
        if let id = source.id { node["id"] = .string(id) }
        let type = Swift.type(of: source)
        node["type"] = .string(names[ObjectIdentifier(type)] ?? String(describing: type))
        switch source.state {
        case .ready: node["state"] = "ready"
        case .loading: node["state"] = "loading"
        case .failed(let message):
            node["state"] = "failed"
            node["message"] = .string(message)
        }
        return .mapping(node)
    }

    /// The roles whose views show their text.
    private static let readsAsText: Set<SemanticRole> = [.text, .button, .textInput, .toggle]

    /// A drawn row's node.
    private static func rowNode(_ row: DrawnBounds.Row) -> Value {
        var node: OrderedDictionary<String, Value> = [:]
        node["role"] = "row"
        node["index"] = .int(row.index)
        node["text"] = .string(row.text)
        node["selected"] = .bool(row.selected)
        if let expanded = row.expanded { node["expanded"] = .bool(expanded) }
        node["bounds"] = bounds(row.rect)
        node["events"] = []
        node["children"] = []
        return .mapping(node)
    }

    private static func bounds(_ rect: Rect) -> Value {
        .list([.int(rect.x), .int(rect.y), .int(rect.width), .int(rect.height)])
    }
}

/// Where a view not drawn in the frame (scrolled out of sight) would be: the same layout the
/// mouse reads, placed in the scene's body at its scroll position.
private struct FallbackPlaces {
    let stage: Stage
    let scene: LiveScene
    let size: TerminalSize

    func rect(of view: View) -> Rect {
        let body = FrameRenderer.body(of: size)
        let context = ConsoleContext(focused: nil, shownLines: body.height)
        let natural = ViewLayout.stackHeight(of: scene.rootViews, width: body.width, spacing: 0, context)
        let content = Rect(x: 0, y: 0, width: body.width, height: max(natural.lines, body.height))
        let offset = stage.scroll(of: scene).offset
        guard let frame = ViewFrames.frame(of: view, stackedIn: scene.rootViews, rect: content, context) else {
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        return Rect(x: body.x + frame.x, y: body.y + frame.y - offset, width: frame.width, height: frame.height)
    }
}
