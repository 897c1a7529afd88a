extension OutletSpec {
    /// The schema of the outlet's value: an id, or for a collection an id or a list of ids, with
    /// what it accepts in the description (a schema cannot check what an id refers to; lint does).
    var jsonSchema: Value {
        let description = summary.isEmpty ? targetDescription : "\(targetDescription) — \(summary)"
        guard isCollection else {
            return SchemaFragments.ref("id", description: description)
        }
        return [
            "description": .string(description),
            "anyOf": [SchemaFragments.ref("id"), ["type": "array", "items": SchemaFragments.ref("id")]],
        ]
    }
}
