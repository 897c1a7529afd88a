import OrderedCollections

extension TypeDeclaration {
    /// The name of the type's `definitions` entry: `type.Label`. Type names are letters, digits and
    /// `_`, so the name never needs escaping inside a JSON pointer.
    var schemaDefinitionName: String { "type." + name }

    /// The name of the `definitions` entry for this view type as the row view of a one-view
    /// prototype: `row.Label`.
    var rowSchemaDefinitionName: String { "row." + name }

    /// The schema of one declared object of this type: its `type`, `id`, `properties` and
    /// `outlets`, and the keys its role and kind allow (`children`, `prototype`, `on`).
    var jsonSchema: Value { jsonSchema(asRowView: false) }

    /// The schema of this view type written as a table's one-view prototype: its own keys,
    /// plus the row's `bindings` and `bindingSets` beside them.
    var rowViewJSONSchema: Value { jsonSchema(asRowView: true) }

    private func jsonSchema(asRowView: Bool) -> Value {
        // A row view's properties and outlets are the type's own: point at them rather than
        // repeat every view type's property schemas.
        let own = schemaDefinitionName + "/properties/"
        var members: OrderedDictionary<String, Value> = [
            "type": ["const": .string(name)],
            "id": SchemaFragments.ref("id"),
            "properties": asRowView ? SchemaFragments.ref(own + "properties") : propertiesSchema,
            "outlets": asRowView ? SchemaFragments.ref(own + "outlets") : outletsSchema,
        ]
        if acceptsChildren {
            members["children"] = [
                "description": "Child views, in order",
                "type": "array",
                "items": SchemaFragments.ref(Role.view.schemaDefinitionName),
            ]
        }
        if acceptsPrototype { members["prototype"] = SchemaFragments.ref("prototype") }
        if role == .responder { members["on"] = SchemaFragments.ref("on") }
        if asRowView {
            members["bindings"] = SchemaFragments.rowObjects(.binding)
            members["bindingSets"] = SchemaFragments.rowObjects(.bindingSet)
        }

        // `required` inside `properties` only applies when the key is there, so a type with
        // required properties (or outlets) needs the key itself too.
        var required = ["type"]
        if properties.contains(where: \.isRequired) { required.append("properties") }
        if outlets.contains(where: \.isRequired) { required.append("outlets") }

        return SchemaFragments.object([
            "title": .string(name),
            "description": SchemaFragments.text(valueShape.map { summary + ". Its value: " + $0.summary } ?? summary),
            "type": "object",
            "properties": .mapping(members),
            "required": SchemaFragments.strings(required),
            "additionalProperties": false,
        ])
    }

    private var propertiesSchema: Value {
        Self.membersSchema(
            "Properties of \(name)", properties.map { ($0.name, $0.jsonSchema, $0.isRequired) })
    }

    private var outletsSchema: Value {
        Self.membersSchema(
            "Outlets of \(name): the ids of the objects it is connected to",
            outlets.map { ($0.name, $0.jsonSchema, $0.isRequired) })
    }

    /// An object of the named members, each with its schema, the required ones required, no
    /// others allowed.
    private static func membersSchema(_ description: String, _ members: [(name: String, schema: Value, isRequired: Bool)]) -> Value {
        var schemas = OrderedDictionary<String, Value>()
        for member in members { schemas[member.name] = member.schema }
        return SchemaFragments.object([
            "description": .string(description),
            "type": "object",
            "properties": .mapping(schemas),
            "required": SchemaFragments.strings(members.filter(\.isRequired).map(\.name)),
            "additionalProperties": false,
        ])
    }
}
