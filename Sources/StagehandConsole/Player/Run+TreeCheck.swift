import Stagehand
import OrderedCollections

extension ScriptPlayer.Run {
    /// Checks `expect: { tree: { view: ID, KEY: VALUE, … } }`: each field of the view's node in
    /// the semantic tree of what is shown now, as `render --format tree` prints it.
    mutating func checkTree(_ expected: TreeExpectation, in scene: LiveScene) -> Diagnostic? {
        let id = expected.view
        guard let view = scene.objectsByID[id.value] as? View else { return Self.unknownView(id, in: scene) }
        let tree = SemanticTree(registry: stage.registry, size: size).tree(of: stage)
        guard case .mapping(let root) = tree, case .list(let views)? = root["views"], let node = Self.node(id.value, in: views) else {
            let why = view.isEffectivelyHidden ? "it is hidden" : "it is not shown"
            return Diagnostic(.expectationFailed, "expected '\(id.value)' in the semantic tree, but \(why)", at: id.location)
        }
        for check in expected.checks {
            // A node says `visible` only when it is out of sight.
            // `Value?.none`, not `nil`: a bare `nil` here would be `Value.null`.
            let seen: Value? = node[check.field.value] ?? (check.field.value == "visible" ? .bool(true) : Value?.none)
            guard let seen else {
                return Diagnostic(.expectationFailed, "expected the tree node of '\(id.value)' to have '\(check.field.value)' \(check.value.value.jsonText(pretty: false)), but it has no '\(check.field.value)'", at: check.field.location)
            }
            if !Self.sameChoice(seen, check.value.value) {
                return Diagnostic(.expectationFailed, "expected the tree node of '\(id.value)' to have '\(check.field.value)' \(check.value.value.jsonText(pretty: false)), but it has \(seen.jsonText(pretty: false))", at: check.value.location)
            }
        }
        return nil
    }

    /// The node whose `id` is `id`, depth first.
    private static func node(_ id: String, in nodes: [Value]) -> OrderedDictionary<String, Value>? {
        for case .mapping(let node) in nodes {
            if node["id"] == .string(id) { return node }
            if case .list(let children)? = node["children"], let found = Self.node(id, in: children) { return found }
        }
        return nil
    }
}
