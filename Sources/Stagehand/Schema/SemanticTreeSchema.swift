/// The JSON Schema of the semantic tree that `stagehand render --format tree` prints (and the
/// agents' server answers with): `stagehand schema --tree`.
///
/// The roles it allows are ``SemanticRole``'s, so a role added there is allowed here.
package enum SemanticTreeSchema {
    /// The schema, as a value ready to print as JSON.
    public static var schema: Value {
        [
            "$schema": SchemaFragments.dialect,
            "title": "Stagehand semantic tree",
            "description": "What a scene shows, for screen readers and agents: every view that is not hidden, in the order the scene declares them, and the data sources' states.",
            "type": "object",
            "required": ["scene", "title", "stack", "focus", "views", "dataSources"],
            "additionalProperties": false,
            "properties": [
                "scene": ["type": "string", "description": "The scene's name."],
                "title": ["type": "string", "description": "The scene's title."],
                "stack": [
                    "type": "array", "items": ["type": "string"],
                    "description": "The names of the scenes on the navigation stack, bottom first.",
                ],
                "focus": ["type": ["string", "null"], "description": "The id of the focused view; null when none has focus or it has no id."],
                "views": ["type": "array", "items": ["$ref": "#/definitions/node"]],
                "dataSources": ["type": "array", "items": ["$ref": "#/definitions/dataSource"]],
            ],
            "definitions": [
                "node": node,
                "dataSource": dataSource,
            ],
        ]
    }

    private static var node: Value {
        [
            "type": "object",
            "description": "A view, or a shown row of a table or tree (role row).",
            "required": ["role", "bounds", "events", "children"],
            "additionalProperties": false,
            "properties": [
                "id": ["type": "string", "description": "The view's id; absent when it has none."],
                "type": ["type": "string", "description": "The view's registered type; absent on rows."],
                "role": ["enum": .list(SemanticRole.allCases.map { .string($0.rawValue) })],
                "index": ["type": "integer", "minimum": 0, "description": "A row's index in its view's list."],
                "text": ["type": "string", "description": "The text the view shows."],
                "value": ["description": "The value the view shows (a progress bar's fraction, a choice's selected value)."],
                "focused": ["type": "boolean"],
                "enabled": ["type": "boolean"],
                "checked": ["type": "boolean"],
                "selected": ["type": "boolean"],
                "expanded": ["type": "boolean"],
                "bounds": [
                    "type": "array", "items": ["type": "integer"], "minItems": 4, "maxItems": 4,
                    "description": "[column, row, width, height] in the frame, counted from 0.",
                ],
                "visible": ["const": false, "description": "Present, and false, for a view scrolled out of sight."],
                "events": ["type": "array", "items": ["type": "string"]],
                "children": ["type": "array", "items": ["$ref": "#/definitions/node"]],
            ],
        ]
    }

    private static var dataSource: Value {
        [
            "type": "object",
            "required": ["type", "state"],
            "additionalProperties": false,
            "properties": [
                "id": ["type": "string"],
                "type": ["type": "string"],
                "state": ["enum": ["ready", "loading", "failed"]],
                "message": ["type": "string", "description": "Why it failed; present only when it did."],
            ],
        ]
    }
}
