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
    ///
    /// - Parameters:
    ///   - name: The key scenes write under `properties:`.
    ///   - kind: The kind of value it takes.
    ///   - defaultValue: The value when a scene leaves it out.
    ///   - isRequired: Whether a scene must set it.
    ///   - choices: The only texts it takes, when it has a fixed set.
    ///   - summary: One line for `stagehand types`, completion and the schema.
    ///   - meaning: What the value stands for beyond its kind, such as a data file's path.
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
    ///
    /// - Parameter value: A value as written in a scene.
    /// - Returns: The problem in words, or `nil`.
    public func problem(with value: Value) -> String? {
        guard kind.accepts(value) else {
            if kind == .duration, let text = value.string {
                let hint = SceneDuration.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? ""
                return "property '\(name)' takes a duration, \(SceneDuration.formsText); not '\(text)'\(hint)"
            }
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
