import OrderedCollections

/// Builds the scene file schema from the registered declarations.
///
/// Each section's entries are a `oneOf` over the types of its role, told apart by their `type`
/// constant; each type's branch lives in `definitions/type.Name`, and `children` and prototypes refer
/// back to `definitions/view`, which is how the view tree recurses.
struct SceneSchema {
    /// Every registered declaration, in registration order (which the output keeps).
    let declarations: [TypeDeclaration]

    func document() -> Value {
        var sections = OrderedDictionary<String, Value>()
        sections["stagehand"] = [
            "description": "The format version; this runtime reads version 1",
            "const": 1,
        ]
        sections["scene"] = ["description": "The scene's name", "type": "string"]
        sections["title"] = ["description": "Shown in the frame's title line", "type": SchemaFragments.scalarTypes]
        for role in Role.allCases {
            sections[role.sectionKey] = [
                "description": .string(role.sectionTitle + " of the scene"),
                "type": "array",
                "items": SchemaFragments.ref(role.schemaDefinitionName),
            ]
        }
        sections["segues"] = [
            "description": "Named ways to other scene files, performed by a SegueResponder",
            "type": "array",
            "items": SchemaFragments.ref("segue"),
        ]
        sections["keys"] = [
            "description": "The scene's shortcuts: keys that fire wherever focus is, unless the focused view takes the key; each publishes 'press'",
            "type": "array",
            "items": SchemaFragments.ref("shortcut"),
        ]
        sections["styles"] = SchemaFragments.styles
        sections["theme"] = [
            "description": "A theme file, relative to the scene and inside its folder tree: a top-level 'styles' mapping and an optional 'background'",
            "type": "string",
        ]
        return [
            "$schema": SchemaFragments.dialect,
            "$id": "urn:stagehand:scene:1",
            "title": "Stagehand scene",
            "description": "A Stagehand scene file (format version 1): data sources, views, bindings, binding sets and responders wired by ids through outlets",
            "type": "object",
            "properties": .mapping(sections),
            "required": ["stagehand", "scene"],
            "additionalProperties": false,
            "definitions": .mapping(definitions()),
        ]
    }

    private func definitions() -> OrderedDictionary<String, Value> {
        var defs = OrderedDictionary<String, Value>()
        for role in Role.allCases { defs[role.schemaDefinitionName] = roleSchema(role) }
        defs["id"] = [
            "description": "An object's id: letters, digits, '_' and '-', not starting with a digit or '-'",
            "type": "string",
            "minLength": 1,
        ]
        defs["event"] = eventSchema()
        defs["on"] = [
            "description": "The events that trigger the responder, as viewId.event",
            "anyOf": [SchemaFragments.ref("event"), ["type": "array", "items": SchemaFragments.ref("event")]],
        ]
        defs["duration"] = SchemaFragments.duration
        defs["prototype"] = [
            "description": "The view subtree drawn for each row, either as one view with the row's bindings beside its keys, or as a list of views; inside it the data source id 'item' is the row's value",
            "anyOf": [SchemaFragments.ref("rowView"), SchemaFragments.ref("prototypeViews")],
        ]
        defs["rowView"] = rowViewSchema()
        defs["prototypeViews"] = prototypeViewsSchema()
        defs["segue"] = segueSchema()
        defs["shortcut"] = shortcutSchema()
        defs["style"] = SchemaFragments.style
        defs["colour"] = SchemaFragments.colour
        for declaration in declarations { defs[declaration.schemaDefinitionName] = declaration.jsonSchema }
        for declaration in declarations where declaration.role == .view && !declaration.capabilities.contains(.shortcut) {
            defs[declaration.rowSchemaDefinitionName] = declaration.rowViewJSONSchema
        }
        return defs
    }

    private func roleSchema(_ role: Role) -> Value {
        // A shortcut type is declared under `keys`, never in the view tree.
        let branches = declarations.filter { $0.role == role && !$0.capabilities.contains(.shortcut) }.map { SchemaFragments.ref($0.schemaDefinitionName) }
        // `oneOf` must not be empty; with no type of the role registered, no entry is valid.
        guard !branches.isEmpty else {
            return [
                "description": .string(role.schemaDescription + " (no \(role.displayName) types are registered)"),
                "not": [:],
            ]
        }
        // The `enum` repeats what the branches say, so a misspelt type is reported as such
        // (with the names to choose from) rather than as "matches none of the branches".
        let names = declarations.filter { $0.role == role }.map { Value.string($0.name) }
        return [
            "description": .string(role.schemaDescription),
            "type": "object",
            "properties": ["type": ["enum": .list(names)]],
            "required": ["type"],
            "oneOf": .list(branches),
        ]
    }

    private func eventSchema() -> Value {
        var events: OrderedSet<String> = []
        for declaration in declarations where declaration.role == .view { events.append(contentsOf: declaration.events) }
        let known = events.isEmpty ? "" : " (views publish " + events.joined(separator: ", ") + ")"
        return [
            "description": .string("An event as viewId.event, such as addButton.tap" + known),
            "type": "string",
            "pattern": #"^[^.]+\.[^.]+$"#,
        ]
    }

    /// A prototype written as its one row view: any view type, with `bindings` and `bindingSets`.
    private func rowViewSchema() -> Value {
        // A shortcut type is declared under `keys`, never in a row.
        let views = declarations.filter { $0.role == .view && !$0.capabilities.contains(.shortcut) }
        guard !views.isEmpty else { return ["description": "A row view (no view types are registered)", "not": [:]] }
        return [
            "description": "The row's view, with the bindings and binding sets that read the row's item beside its own keys",
            "type": "object",
            "properties": ["type": ["enum": .list(views.map { .string($0.name) })]],
            "required": ["type"],
            "oneOf": .list(views.map { SchemaFragments.ref($0.rowSchemaDefinitionName) }),
        ]
    }

    /// A prototype written as a mapping of `views` (or `view`) beside the row's bindings.
    private func prototypeViewsSchema() -> Value {
        let view = Role.view.schemaDefinitionName
        return [
            "description": "The row's views listed under 'views' (or one under 'view'), with the row's bindings beside them",
            "type": "object",
            "properties": [
                "views": ["description": "The row's views, stacked vertically", "type": "array", "items": SchemaFragments.ref(view)],
                "view": SchemaFragments.ref(view, description: "The row's one view"),
                "bindings": SchemaFragments.rowObjects(.binding),
                "bindingSets": SchemaFragments.rowObjects(.bindingSet),
            ],
            // The loader needs at least one row view, given either way.
            "anyOf": [
                ["required": ["views"], "properties": ["views": ["minItems": 1]]],
                ["required": ["view"]],
            ],
            "additionalProperties": false,
        ]
    }

    private func segueSchema() -> Value {
        [
            "description": "A named way to another scene file",
            "type": "object",
            "properties": [
                "id": SchemaFragments.ref("id", description: "The segue's id, which a SegueResponder's 'segue' names"),
                "to": ["description": "The destination scene file, relative to this file", "type": "string"],
                "style": [
                    "description": "push onto the navigation stack, or present modally",
                    "enum": .list(SegueDescription.Style.allCases.map { .string($0.rawValue) }),
                    "default": "push",
                ],
            ],
            "required": ["id", "to"],
            "additionalProperties": false,
        ]
    }

    /// An entry of `keys`: `{ id, key, title, show }`.
    private func shortcutSchema() -> Value {
        [
            "description": "A shortcut: a key that publishes 'press' (responders write 'on: [id.press]')",
            "type": "object",
            "properties": [
                "id": SchemaFragments.ref("id", description: "The shortcut's id, named by responders' 'on' and a script's 'press'"),
                "key": [
                    "description": "The key that fires it: one character or a key name (tab … delete, space, f1 … f12), with modifiers ctrl-, alt-, shift- (r, ctrl-r, shift-f5)",
                    "type": "string",
                    "pattern": .string(SchemaFragments.keyPattern),
                ],
                "title": ["description": "What KeyHints and the command palette show for it", "type": SchemaFragments.scalarTypes],
                "show": ["description": "Whether KeyHints and the command palette list it (default true)", "type": "boolean"],
            ],
            "required": ["id", "key"],
            "additionalProperties": false,
        ]
    }
}
