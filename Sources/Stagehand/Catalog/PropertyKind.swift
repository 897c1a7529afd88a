/// The kinds of value a property takes, as the contract names them.
public enum PropertyKind: String, CaseIterable, Hashable, Sendable, Codable {
    case string
    case int
    case number
    case bool
    case duration
    case list
    case mapping
    case any

    /// Whether a value written in a scene is of this kind. Integers count as numbers; any scalar
    /// counts as a string (a plain `42` can be a label's text); durations are `300ms`, `1.5s`,
    /// `2m` or a bare number of milliseconds.
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
