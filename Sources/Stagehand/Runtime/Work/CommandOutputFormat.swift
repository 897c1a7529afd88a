/// How a command's standard output is read: the `format` property's choices of a
/// `CommandDataSource`, named as scenes write them.
public enum CommandOutputFormat: String, CaseIterable, Sendable, PropertyChoice {
    /// One JSON value, held to JSON's own syntax.
    case json
    /// One YAML document.
    case yaml
    /// A list of strings, one per line.
    case lines

    /// How messages name the format.
    var displayName: String {
        switch self {
        case .json: "JSON"
        case .yaml: "YAML"
        case .lines: "lines"
        }
    }
}
