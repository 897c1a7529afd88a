/// Says in a scene author's words what most likely caused one of libyaml's syntax problems.
///
/// libyaml names what its grammar expected ("did not find expected '-' indicator"); an author
/// needs to hear what to look at in their text: nearly always indentation, a missing `-`, or an
/// unquoted `:`.
enum YAMLProblemHint {
    /// The hint for a libyaml problem text, or `nil` when the problem already says it plainly.
    static func hint(for problem: String) -> String? {
        for (fragment, hint) in hints where problem.contains(fragment) { return hint }
        return nil
    }

    /// The longest key YAML allows without `?` before it, in characters.
    static let longestKey = 1024

    /// The hint for a `could not find expected ':'` on a line whose key runs past ``longestKey``.
    static let keyTooLong = "this key is longer than \(longestKey) characters, the most YAML allows a key written without '?': shorten it, or write '? ' before the key and ': ' before its value on the next line"

    private static let hints: [(fragment: String, hint: String)] = [
        ("did not find expected '-' indicator",
         "this line is indented differently from the list items above it: items of one list start with '-' in the same column, and an item's keys line up under its first key"),
        ("did not find expected key",
         "this line is indented differently from the keys above it: keys of one mapping start in the same column; a list item also needs its '-'"),
        ("mapping values are not allowed in this context",
         "a ':' where YAML expected none: quote text that contains ': ', or check that this key is indented under the right parent"),
        ("did not find expected ',' or ']'",
         "a '[' list is not closed: add the missing ']' or ',' (a flow list ends on the line it needs to)"),
        ("did not find expected ',' or '}'",
         "a '{' mapping is not closed: add the missing '}' or ','"),
        ("found a tab character",
         "YAML indents with spaces only: replace the tab with spaces"),
        ("found unexpected end of stream",
         "the file ends inside a quoted string or a '[' or '{': close it"),
        ("could not find expected ':'",
         "a key needs ':' after it (a plain scalar cannot run over several lines as a key)"),
    ]
}
