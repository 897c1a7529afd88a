extension OutletSpec {
    /// The outlet as `stagehand types --json` lists it.
    var listingValue: Value {
        [
            "name": .string(name),
            "accepts": .string(targetDescription),
            "targetRole": .string(targetRole.rawValue),
            "targetType": .string(String(describing: targetClass)),
            "requiredCapabilities": .list(requiredCapabilities.sorted().map { .string($0.name) }),
            "collection": .bool(isCollection),
            "required": .bool(isRequired),
            "summary": .string(summary),
        ]
    }
}
