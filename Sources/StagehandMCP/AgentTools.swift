import OrderedCollections
import Stagehand

/// One tool as `tools/list` describes it.
struct Tool: Sendable {
    let name: String
    let description: String
    let inputSchema: Value
    /// Hints for the agent's host: whether the tool only reads, and whether calling it again
    /// with the same arguments changes nothing more.
    var readOnly = false
    var idempotent = false

    /// The tool as the protocol writes it.
    var value: Value {
        var fields = OrderedDictionary<String, Value>()
        fields["name"] = .string(name)
        fields["description"] = .string(description)
        fields["inputSchema"] = inputSchema
        fields["annotations"] = ["readOnlyHint": .bool(readOnly), "idempotentHint": .bool(idempotent), "openWorldHint": false]
        return .mapping(fields)
    }
}

/// The tools `stagehand mcp` offers, with input schemas an agent reads to call them.
enum AgentTools {
    /// Every tool, in the order an agent uses them.
    static var all: [Tool] { [open, tree, act, frame, save, close] }

    static let open = Tool(
        name: "open",
        description: """
            Open a scene file and show its first frame; any scene open before is closed. The scene \
            plays as under a script: on a virtual clock that only 'wait' steps advance, on a scratch \
            copy of its folder, so what it saves never changes your files. Answers with the semantic \
            tree (the 'tree' tool's JSON).
            """,
        inputSchema: object([
            "path": ["type": "string", "description": "The scene file (*.scene.yaml), relative to the server's working folder."],
            "size": ["type": "string", "pattern": "^[0-9]+x[0-9]+$", "description": "The terminal's size as COLUMNSxROWS; default 80x24."],
        ], required: ["path"]),
        idempotent: true
    )

    static let tree = Tool(
        name: "tree",
        description: """
            The semantic tree of what the open scene shows, as JSON: the scene, its title, the \
            navigation stack, the focused view's id, every shown view (id, type, role, text or \
            value, focused, enabled, checked, bounds [column, row, width, height], events, \
            children; a table's shown rows as children with role 'row') and every data source's state.
            """,
        inputSchema: object([:], required: []),
        readOnly: true, idempotent: true
    )

    /// `act`'s step is a script's step: its schema is the script schema's.
    static var act: Tool {
        var schema: OrderedDictionary<String, Value> = [
            "type": "object",
            "properties": ["step": [
                "$ref": "#/definitions/step",
                "description": """
                    One script step, as a script's steps list holds it: {"type": {"into": "nameField", \
                    "text": "Ada"}}, {"tap": "addButton"}, {"select": {"table": "peopleTable", "row": 0}}, \
                    {"key": "tab"}, {"wait": "300ms"}, "back", {"expect": {"view": "countLabel", "text": "4 people"}}.
                    """,
            ]],
            "required": ["step"],
        ]
        if case .mapping(let script) = SchemaGenerator(registry: Registry()).scriptSchema(), let definitions = script["definitions"] {
            schema["definitions"] = definitions
        }
        return Tool(
            name: "act",
            description: """
                Play one script step on the open scene, as a person at the keyboard would: tap, type, \
                submit, select, toggle, clear, click, key, press, wait (advances the virtual clock), \
                back, expect, snapshot. Answers with the semantic tree after the step (the frame, for \
                snapshot). A step that fails is an error result with the message the same step gets \
                in a script, and is left out of what 'save' writes.
                """,
            inputSchema: .mapping(schema)
        )
    }

    static let frame = Tool(
        name: "frame",
        description: "The frame the open scene shows, as plain text, exactly as 'stagehand render' draws it.",
        inputSchema: object([:], required: []),
        readOnly: true, idempotent: true
    )

    static let save = Tool(
        name: "save",
        description: """
            Write the steps played since 'open' (those that passed) as a script file that \
            'stagehand test' and 'stagehand run --script' replay; it names the scene relative to itself.
            """,
        inputSchema: object([
            "path": ["type": "string", "description": "Where to write the script (*.script.yaml), relative to the server's working folder."],
        ], required: ["path"]),
        idempotent: true
    )

    static let close = Tool(
        name: "close",
        description: "Close the open scene: its work stops and its scratch copy is removed.",
        inputSchema: object([:], required: []),
        idempotent: true
    )

    /// An object schema with these properties, no others.
    private static func object(_ properties: OrderedDictionary<String, Value>, required: [String]) -> Value {
        [
            "type": "object",
            "properties": .mapping(properties),
            "required": .list(required.map(Value.string)),
            "additionalProperties": false,
        ]
    }
}
