import OrderedCollections

/// Builds the script file schema: `scene`, `size` and `steps`, each step a bare keyword (`back`,
/// `snapshot`) or a mapping with exactly one keyword and its argument.
enum ScriptSchema {
    static func document() -> Value {
        var defs = OrderedDictionary<String, Value>()
        defs["step"] = [
            "description": "One step: a keyword such as 'back', or a mapping with one keyword such as 'tap: addButton'",
            "oneOf": .list(
                StepKeyword.allCases.compactMap { keyword in
                    aloneDescription(of: keyword).map { ["const": .string(keyword.rawValue), "description": .string($0)] }
                } + steps.keys.map { SchemaFragments.ref("step." + $0) }),
        ]
        for (keyword, argument) in steps {
            defs["step." + keyword] = [
                "type": "object",
                "properties": .mapping([keyword: argument]),
                "required": [.string(keyword)],
                "additionalProperties": false,
                "minProperties": 1,
                "maxProperties": 1,
            ]
        }
        defs["viewId"] = ["description": "The id of a view in the scene", "type": "string", "minLength": 1]
        defs["duration"] = SchemaFragments.duration
        defs["standIn"] = standInSchema
        return [
            "$schema": SchemaFragments.dialect,
            "$id": "urn:stagehand:script:1",
            "title": "Stagehand script",
            "description": "A Stagehand script file: steps replayed against a scene, with expectations",
            "type": "object",
            "properties": [
                "scene": ["description": "The scene file, relative to this file; the command line may give it instead", "type": "string"],
                "size": [
                    "description": "Terminal columns x rows",
                    "type": "string",
                    "pattern": "^[0-9]+x[0-9]+$",
                    "default": .string(TerminalSize.standard.description),
                ],
                "commands": [
                    "description": "Stand-ins for the programs the scene runs: the first whose match fits a command answers it; with commands, a command none matches fails the script (unmatched-command)",
                    "type": "array",
                    "items": SchemaFragments.ref("standIn"),
                ],
                "env": [
                    "description": "Variables added to the environment the scene's commands see",
                    "type": "object",
                    "additionalProperties": ["type": SchemaFragments.scalarTypes],
                ],
                "fixtures": [
                    "description": "Named data files, relative to this file, that custom types read instead of the world (SceneObject.fixture(named:))",
                    "type": "object",
                    "additionalProperties": ["type": "string", "minLength": 1],
                ],
                "steps": ["description": "The steps, in order", "type": "array", "items": SchemaFragments.ref("step")],
            ],
            "required": ["steps"],
            "additionalProperties": false,
            "definitions": .mapping(defs),
        ]
    }

    /// A stand-in of `commands`: `match`, then `stdout` or `output`, `exit`, `stderr`, `delay`.
    private static var standInSchema: Value {
        [
            "description": "A stand-in for a program: what it answers to a command that matches",
            "type": "object",
            "properties": [
                "match": [
                    "description": "The whole argument list, program first; '*' matches one argument, '**' any number (zero too)",
                    "type": "array",
                    "items": [["type": "string", "minLength": 1, "not": ["enum": ["*", "**"]]]],
                    "additionalItems": ["type": SchemaFragments.scalarTypes],
                    "minItems": 1,
                ],
                "stdout": ["description": "A file, relative to the script, whose bytes are the standard output", "type": "string", "minLength": 1],
                "output": ["description": "The standard output, inline", "type": SchemaFragments.scalarTypes],
                "exit": ["description": "The exit status (default 0)", "type": "integer", "minimum": 0, "maximum": 255],
                "stderr": ["description": "What the program prints on standard error", "type": SchemaFragments.scalarTypes],
                "delay": SchemaFragments.ref("duration", description: "How long the program takes, on the virtual clock; counts against the command's timeout"),
            ],
            "required": ["match"],
            "additionalProperties": false,
            "not": ["required": ["stdout", "output"]],
        ]
    }

    /// Each keyword that takes an argument, with the argument's schema, in the format's order.
    static var steps: OrderedDictionary<String, Value> {
        var steps = OrderedDictionary<String, Value>()
        for keyword in StepKeyword.allCases {
            if let argument = argument(of: keyword) { steps[keyword.rawValue] = argument }
        }
        return steps
    }

    /// What a step written as its keyword alone does; `nil` for a step that takes an argument.
    private static func aloneDescription(of keyword: StepKeyword) -> String? {
        switch keyword {
        case .back: "Goes back: pops the scene stack"
        case .snapshot: "Prints the frame at this step"
        case .tap, .type, .submit, .select, .toggle, .clear, .key, .wait, .expect, .click, .press: nil
        }
    }

    /// `{ table: viewId, row: N }`, the row counted from 0; `description` first when given.
    private static func tableRow(_ viewID: Value, description: String? = nil) -> Value {
        var object: OrderedDictionary<String, Value> = [:]
        if let description { object["description"] = .string(description) }
        object["type"] = "object"
        object["properties"] = [
            "table": viewID,
            "row": ["description": "The row, counting from 0", "type": "integer", "minimum": 0],
        ]
        object["required"] = ["table", "row"]
        object["additionalProperties"] = false
        return .mapping(object)
    }

    /// The schema of a step's argument; `nil` for a step written as its keyword alone.
    private static func argument(of keyword: StepKeyword) -> Value? {
        let viewID = SchemaFragments.ref("viewId")
        let text: Value = ["type": SchemaFragments.scalarTypes]
        return switch keyword {
        case .tap: SchemaFragments.ref("viewId", description: "Taps a button")
        case .type: [
                "description": "Focuses a field, then types text into it",
                "type": "object",
                "properties": ["into": viewID, "text": text],
                "required": ["into", "text"],
                "additionalProperties": false,
            ]
        case .submit: SchemaFragments.ref("viewId", description: "Submits a text field (Enter)")
        case .select: tableRow(viewID, description: "Selects a table row, or chooses an option of a select or radio group")
        case .toggle: SchemaFragments.ref("viewId", description: "Toggles a switch")
        case .clear: SchemaFragments.ref("viewId", description: "Empties a text field")
        case .key: [
                "description": "Presses a key as a person would: the focused view takes it first, else a shortcut it binds fires. A key name or one character, with modifiers ctrl-, alt-, shift-",
                "type": "string",
                "pattern": .string(SchemaFragments.keyPattern),
            ]
        case .press: SchemaFragments.ref("viewId", description: "Fires a shortcut of the scene's 'keys' by its id")
        case .wait: SchemaFragments.ref("duration", description: "Advances the virtual clock")
        case .expect: expectSchema
        case .click: [
                "description": "Clicks a view as a person would: focus, then tap a button, toggle a switch, focus a field or select a table row",
                "anyOf": [viewID, tableRow(viewID)],
            ]
        case .back, .snapshot: nil
        }
    }

    /// `expect`: `screen`, `frame`, `status`, or `view` with at least one thing to check on it.
    private static var expectSchema: Value {
        let viewChecks = ["text", "enabled", "hidden", "focused", "checked", "value", "rows", "selected"]
        var dependent = OrderedDictionary<String, Value>()
        for key in viewChecks { dependent[key] = ["view"] }
        // Set in order, never merged from a dictionary literal, whose order changes from run to
        // run: the schema must print the same every time.
        dependent["file"] = ["equals"]
        dependent["equals"] = ["file"]
        return [
            "description": "Checks the screen, the status line, or a view's state",
            "type": "object",
            "properties": [
                "view": SchemaFragments.ref("viewId", description: "The view whose state is checked"),
                "screen": ["description": "Text the frame contains", "type": "string"],
                "frame": ["description": "A text file, relative to the script, that the whole frame equals", "type": "string", "minLength": 1],
                "file": ["description": "A saved data file, relative to the scene, whose value equals that of 'equals'", "type": "string", "minLength": 1],
                "equals": ["description": "A data file, relative to the script, holding the value 'file' must have", "type": "string", "minLength": 1],
                "status": ["description": "Text the status line (the latest runtime problem) contains; empty for none", "type": "string"],
                "text": ["description": "The view's text", "type": SchemaFragments.scalarTypes],
                "enabled": ["type": "boolean"],
                "hidden": ["type": "boolean"],
                "focused": ["type": "boolean"],
                "checked": ["description": "Whether a switch or checkbox is on", "type": "boolean"],
                "value": ["description": "The value a select or radio group has chosen, or null (or 'none') for nothing chosen"],
                "rows": ["description": "How many rows a table has", "type": "integer", "minimum": 0],
                "selected": [
                    "description": "The selected row of a table, or null (or 'none') for no selection",
                    "anyOf": [["type": "integer", "minimum": 0], ["type": "null"], ["const": "none"]],
                ],
                "tree": treeSchema,
            ],
            "additionalProperties": false,
            "minProperties": 1,
            // Something must be checked, and a view's state needs the view named.
            "anyOf": .list((["screen", "frame", "status", "file", "tree"] + viewChecks).map { ["required": [.string($0)]] }),
            "dependencies": .mapping(dependent),
        ]
    }

    /// `expect: { tree: { view: ID, KEY: VALUE, … } }`: fields of a view's semantic tree node.
    private static var treeSchema: Value {
        var properties = OrderedDictionary<String, Value>()
        properties["view"] = SchemaFragments.ref("viewId", description: "The view whose node in the semantic tree is checked")
        for field in TreeExpectation.fields {
            properties[field] = ["description": .string("The node's '\(field)', as `render --format tree` prints it")]
        }
        return [
            "description": "Fields of a view's node in the semantic tree (render --format tree) and the values they must have",
            "type": "object",
            "properties": .mapping(properties),
            "required": ["view"],
            "additionalProperties": false,
            "minProperties": 2,
        ]
    }
}
