extension PropertySpec {
    /// The schema of the property's value: its kind as JSON types, its choices, default and summary.
    package var jsonSchema: Value {
        var schema = kindSchema
        if case .mapping(var members) = schema {
            if let choices { members["enum"] = .list(choices.map(Value.string)) }
            if let declaredDefault { members["default"] = declaredDefault }
            if !summary.isEmpty { members["description"] = .string(summary) }
            schema = .mapping(members)
        }
        return schema
    }

    /// The JSON types the loader accepts for the kind, mirroring ``PropertyKind/accepts(_:)``.
    private var kindSchema: Value {
        switch kind {
        // A fixed set of choices is checked against the text, so the enum alone says it all.
        case .string where choices != nil: [:]
        case .string: ["type": SchemaFragments.scalarTypes]
        case .int where meaning == .cellCount: ["type": "integer", "minimum": 0, "maximum": .int(PropertyMeaning.largestCellCount)]
        case .int where meaning == .exitStatus: ["type": "integer", "minimum": 0, "maximum": 255]
        case .int: ["type": "integer"]
        case .number: ["type": "number"]
        case .bool: ["type": "boolean"]
        case .duration: SchemaFragments.ref("duration")
        // A list of titles holds text alone.
        case .list where meaning == .titles: ["type": "array", "items": ["type": SchemaFragments.scalarTypes]]
        case .list where meaning == .numbers: ["type": "array", "items": ["type": "number"]]
        case .mapping where meaning == .environment: ["type": "object", "additionalProperties": ["type": SchemaFragments.scalarTypes]]
        case .list: ["type": "array"]
        case .mapping: ["type": "object"]
        case .any: [:]
        }
    }

    /// The default worth showing: none for a null default. A declaration reads "no default" as
    /// `nil`, but a required property's `nil` can arrive as `.null` (``Value`` is expressible by
    /// `nil`), and a null default says nothing to a scene author either way.
    var declaredDefault: Value? {
        defaultValue == .null ? nil : defaultValue
    }
}
