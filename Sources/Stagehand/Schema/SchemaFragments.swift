import OrderedCollections

/// Small pieces both schemas are built from, so the scene and script schemas spell shared
/// things (durations, references, optional members) the same way.
package enum SchemaFragments {
    /// The JSON Schema dialect the schemas are written in: draft-07, which the YAML language server
    /// most editors use supports best. Only its keywords are used (`definitions`, `dependencies`,
    /// `items` as a list with `additionalItems`).
    static let dialect: Value = "http://json-schema.org/draft-07/schema#"

    /// A mapping that leaves out the members whose value is `nil`, so optional keywords
    /// (`default`, `description`, an empty `required`) simply do not appear.
    static func object(_ members: KeyValuePairs<String, Value?>) -> Value {
        var mapping = OrderedDictionary<String, Value>()
        for (key, value) in members {
            if let value { mapping[key] = value }
        }
        return .mapping(mapping)
    }

    /// `{"$ref": "#/definitions/name"}`.
    /// What a key name matches (``KeyChord/init(name:)``): modifiers `ctrl-`, `alt-`, `shift-`,
    /// then a key name, `space`, `f1` … `f12` or one character.
    static let keyPattern: String = {
        func anyCase(_ text: String) -> String {
            text.map { NSRegularExpressionEscape($0) }.joined()
        }
        let modifiers = ["ctrl", "alt", "shift"].map { anyCase($0 + "-") }.joined(separator: "|")
        let names = (KeyName.allCases.map(\.rawValue) + ["space"]).map(anyCase).joined(separator: "|")
        return "^(?:\(modifiers))*(?:\(names)|f(?:[1-9]|1[0-2])|.)$"
    }()

    /// A character as a regular expression matches it literally.
    private static func NSRegularExpressionEscape(_ character: Character) -> String {
        "\\^$.|?*+()[]{}/-".contains(character) ? "\\" + String(character) : String(character)
    }

    static func ref(_ definition: String) -> Value {
        ["$ref": .string("#/definitions/" + definition)]
    }

    /// A `$ref` with a description beside it: draft-07 validators ignore the description, editors
    /// show it on hover.
    static func ref(_ definition: String, description: String) -> Value {
        ["$ref": .string("#/definitions/" + definition), "description": .string(description)]
    }

    /// The `bindings` or `bindingSets` list of a table row, whose objects read the row's item.
    static func rowObjects(_ role: Role) -> Value {
        [
            "description": .string(role.sectionTitle + " that read the row's item (the data source id 'item')"),
            "type": "array",
            "items": ref(role.schemaDefinitionName),
        ]
    }

    /// A list of strings, or `nil` when there are none (so an empty `required` is left out).
    static func strings(_ items: [String]) -> Value? {
        items.isEmpty ? nil : .list(items.map(Value.string))
    }

    /// A description, or `nil` for an empty one.
    static func text(_ text: String) -> Value? {
        text.isEmpty ? nil : .string(text)
    }

    /// What the loader reads as text: any scalar but null, since a plain `42` can be a title.
    package static let scalarTypes: Value = ["string", "number", "boolean"]

    /// The pattern of a duration written as text, mirroring ``SceneDuration/init(parsing:)``:
    /// a non-negative decimal number, then `ms`, `s`, `m` or nothing (milliseconds).
    static let durationPattern = #"^[ \t]*([0-9]+(\.[0-9]*)?|\.[0-9]+)[ \t]*(ms|s|m)?[ \t]*$"#

    /// A duration: `300ms`, `1.5s`, `2m`, or a bare non-negative number of milliseconds.
    static let duration: Value = [
        "description": "A duration such as 300ms, 1.5s or 2m, or a number of milliseconds",
        "anyOf": [
            ["type": "string", "pattern": .string(durationPattern)],
            ["type": "number", "minimum": 0, "maximum": .int(SceneDuration.maximumMilliseconds)],
        ],
    ]

    /// A colour: one of the 16 ANSI names, `gray`, or `#rrggbb`.
    static var colour: Value {
        [
            "description": "One of the 16 ANSI colour names, gray, or #rrggbb",
            "anyOf": [
                ["enum": .list(NamedColor.allCases.map { .string($0.rawValue) })],
                ["type": "string", "pattern": "^#[0-9A-Fa-f]{6}$"],
            ],
        ]
    }

    /// One style: colours and attributes.
    static var style: Value {
        [
            "description": "How text looks: colours and attributes; what it leaves out is the terminal's own",
            "type": "object",
            "properties": [
                "fg": ref("colour", description: "The text colour"),
                "bg": ref("colour", description: "The background colour"),
                "bold": ["type": "boolean"],
                "dim": ["type": "boolean"],
                "italic": ["type": "boolean"],
                "underline": ["type": "boolean"],
                "reverse": ["description": "Text and background colours swapped", "type": "boolean"],
            ],
            "additionalProperties": false,
        ]
    }

    /// A `styles` mapping: name → style.
    static var styles: Value {
        [
            "description": "Styles by name, for views' 'style' and the runtime's parts (focus, selection, disabled, statusLine, titleLine); they win over the theme's and the built-in ones",
            "type": "object",
            "additionalProperties": ref("style"),
        ]
    }
}
