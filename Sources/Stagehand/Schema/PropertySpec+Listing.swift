extension PropertySpec {
    /// The property as `stagehand types --json` lists it; `default` and `choices` only when declared.
    var listingValue: Value {
        SchemaFragments.object([
            "name": .string(name),
            "kind": .string(kind.rawValue),
            "required": .bool(isRequired),
            "default": declaredDefault,
            "choices": choices.map { .list($0.map(Value.string)) },
            "summary": .string(summary),
        ])
    }
}
