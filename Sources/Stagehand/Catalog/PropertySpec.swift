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
    /// Whether the property takes `value`: the conversion the runtime assigns it with, made
    /// where the property's Swift type is known (a `@Property`'s declaration), so lint accepts
    /// exactly what converts. A spec made without one takes what ``kind`` accepts, within
    /// ``choices``.
    public var converts: @Sendable (Value) -> Bool
    /// Whether ``converts`` takes exactly the values ``kind`` accepts within ``choices``: lint
    /// may then judge a list or a mapping by its node alone, without building a value as large
    /// as it only to learn its kind.
    public var convertsByKind: Bool

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
    ///   - converts: Whether the property's type converts a value, as the runtime assigns it;
    ///     `nil` for what `kind` accepts within `choices`.
    ///   - convertsByKind: Whether `converts` takes exactly what `kind` accepts within
    ///     `choices` (always so when `converts` is `nil`).
    public init(
        name: String, kind: PropertyKind, defaultValue: Value? = nil, isRequired: Bool = false,
        choices: [String]? = nil, summary: String = "", meaning: PropertyMeaning = .plain,
        converts: (@Sendable (Value) -> Bool)? = nil, convertsByKind: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.choices = choices
        self.summary = summary
        self.meaning = meaning
        self.converts = converts ?? { kind.accepts($0) && Self.isAmong(choices, $0) }
        self.convertsByKind = converts == nil || convertsByKind
    }

    /// Whether `value` is one of `choices`, as its text (null, which names none, always is);
    /// true when there are no choices.
    ///
    /// - Parameters:
    ///   - choices: The only texts a property takes, or `nil` for any.
    ///   - value: A value as written in a scene.
    /// - Returns: Whether a property with those choices may take it.
    public static func isAmong(_ choices: [String]?, _ value: Value) -> Bool {
        guard let choices, let text = choiceText(of: value) else { return true }
        return choices.contains(text)
    }

    /// The text a value is compared to choices by: a string's text, a number's or a truth's as
    /// written; `nil` for null.
    private static func choiceText(of value: Value) -> String? {
        value.string ?? (value == .null ? nil : Optional(value.displayText))
    }

    /// Why `value` is not acceptable for this property, or `nil` when it is.
    ///
    /// - Parameter value: A value as written in a scene.
    /// - Returns: The problem in words, or `nil`.
    ///
    /// What the property's type converts (``converts``) is acceptable; the message for what it
    /// does not says which kind or choices it takes.
    public func problem(with value: Value) -> String? {
        if converts(value) { return nil }
        guard kind.accepts(value) else {
            if kind == .duration, let text = value.string {
                let hint = SceneDuration.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? ""
                return "property '\(name)' takes a duration, \(SceneDuration.formsText); not '\(text)'\(hint)"
            }
            return "property '\(name)' takes \(kind.displayName), not \(value.kindDescription)"
        }
        if let choices, let text = Self.choiceText(of: value), !choices.contains(text) {
            return "property '\(name)' takes one of \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'"
        }
        let text = value.string.map { " '\($0)'" } ?? ""
        return "property '\(name)' takes \(kind.displayName) that its type can read, not \(value.kindDescription)\(text)"
    }
}
