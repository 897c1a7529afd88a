/// How a command's standard output is read: the `format` property's choices of a
/// `CommandDataSource`, named as scenes write them. A `sample` data file is read the same way.
public enum CommandOutputFormat: String, CaseIterable, Sendable {
    /// One JSON value, held to JSON's own syntax.
    case json
    /// One YAML document.
    case yaml
    /// A list of strings, one per line.
    case lines
    /// All of the output as one string, without its final line break.
    case text
    /// JSON Lines: one JSON value per line, as a list.
    case jsonl
    /// Comma-separated values (RFC 4180): a header line, then a mapping of text per row.
    case csv
    /// Tab-separated values: a header line, then a mapping of text per row.
    case tsv
    /// Columns lined up with spaces (`ps aux`, `df -h`, `kubectl get pods`): a header line of
    /// names, then a mapping per line split on runs of spaces, the last column taking the rest.
    case columns

    /// How messages name the format.
    var displayName: String {
        switch self {
        case .json: "JSON"
        case .yaml: "YAML"
        case .lines: "lines"
        case .text: "text"
        case .jsonl: "JSON Lines"
        case .csv: "CSV"
        case .tsv: "TSV"
        case .columns: "columns"
        }
    }

    /// Whether output that is empty or only white space has a value of its own in this format
    /// (an empty list, an empty string); JSON and YAML have none.
    var readsBlankOutput: Bool {
        switch self {
        case .json, .yaml: false
        default: true
        }
    }
}

/// Why a command's output (or a sample of it) does not read in its format: a message that names
/// the line where it went wrong.
package struct CommandOutputProblem: Error, CustomStringConvertible, Equatable, Sendable {
    /// The message, starting as a command's failure does: `printed something that is not CSV …`.
    public let description: String
    /// The line of the output where it went wrong, from 1; nil when the output as a whole is wrong.
    public let line: Int?

    init(_ message: String, line: Int? = nil) {
        description = message
        self.line = line
    }
}
