extension PropertySpec {
    /// The property as `stagehand types --json` lists it; `default` and `choices` only when
    /// declared, `meaning` only when it is not ``PropertyMeaning/plain``.
    var listingValue: Value {
        SchemaFragments.object([
            "name": .string(name),
            "kind": .string(kind.rawValue),
            "required": .bool(isRequired),
            "default": declaredDefault,
            "choices": choices.map { .list($0.map(Value.string)) },
            "summary": .string(summary),
            "meaning": meaning == .plain ? nil : .string(meaning.rawValue),
        ])
    }
}
