/// The kinds of value a property takes, as the contract names them.
public enum PropertyKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Text; any scalar is accepted and read as its text.
    case string
    /// A whole number.
    case int
    /// A number, whole or with a fraction.
    case number
    /// `true` or `false`.
    case bool
    /// A length of time: `300ms`, `1.5s`, `2m`, or a bare number of milliseconds.
    case duration
    /// A YAML list.
    case list
    /// A YAML mapping of string keys to values.
    case mapping
    /// Any value at all; the type checks it itself.
    case any

    /// Whether a value written in a scene is of this kind. Integers count as numbers; any scalar
    /// counts as a string (a plain `42` can be a label's text); durations are `300ms`, `1.5s`,
    /// `2m` or a bare number of milliseconds.
    ///
    /// - Parameter value: A value as written in a scene.
    /// - Returns: Whether a property of this kind takes it.
    public func accepts(_ value: Value) -> Bool {
        switch (self, value) {
        case (.any, _): true
        case (.string, .string), (.string, .int), (.string, .double), (.string, .bool): true
        case (.int, .int): true
        case (.number, .int), (.number, .double): true
        case (.bool, .bool): true
        case (.duration, _): SceneDuration(value) != nil
        case (.list, .list): true
        case (.mapping, .mapping): true
        default: false
        }
    }

    /// How messages name the kind: "a string", "a duration such as 300ms".
    public var displayName: String {
        switch self {
        case .string: "a string"
        case .int: "an integer"
        case .number: "a number"
        case .bool: "true or false"
        case .duration: "a duration such as 300ms"
        case .list: "a list"
        case .mapping: "a mapping"
        case .any: "any value"
        }
    }
}
