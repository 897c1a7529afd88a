/// What a type declares about one configurable property.
public struct PropertySpec: Sendable {
    /// The key under `properties:`.
    public var name: String
    /// The kind of value it takes.
    public var kind: PropertyKind
    /// The value used when the scene does not set it; `nil` for none.
    public var defaultValue: Value?
    /// Whether a scene must set it.
    public var isRequired: Bool
    /// For string properties with a fixed set of values (a label's `style`), those values.
    public var choices: [String]?
    /// One line for `stagehand types` and the schema.
    public var summary: String
    /// What the text means beyond its kind: a data file, a segue id, a dot path, a format.
    public var meaning: PropertyMeaning

    /// Creates a property declaration.
    public init(
        name: String, kind: PropertyKind, defaultValue: Value? = nil, isRequired: Bool = false,
        choices: [String]? = nil, summary: String = "", meaning: PropertyMeaning = .plain
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.choices = choices
        self.summary = summary
        self.meaning = meaning
    }

    /// Why `value` is not acceptable for this property, or `nil` when it is.
    public func problem(with value: Value) -> String? {
        guard kind.accepts(value) else {
            return "property '\(name)' takes \(kind.displayName), not \(value.kindDescription)"
        }
        if let choices, let text = value.string ?? (value == .null ? nil : Optional(value.displayText)),
            !choices.contains(text)
        {
            return "property '\(name)' takes one of \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'"
        }
        return nil
    }
}
