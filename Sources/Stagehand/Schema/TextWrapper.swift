/// Wraps words into lines no wider than a limit, for terminal listings.
enum TextWrapper {
    /// Lines of `text` after `prefix` on the first line, continued on lines indented by `indent`
    /// spaces; every line stays within `width` columns unless a single word is longer.
    ///
    /// Columns are counted in characters: listings are English text and type names, where a
    /// character is one column.
    static func wrap(_ text: String, prefix: String, indent: Int, width: Int) -> [String] {
        var lines: [String] = []
        var line = prefix
        var lineHasWord = false
        let continuation = String(repeating: " ", count: indent)
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let separator = lineHasWord ? " " : ""
            if lineHasWord, line.count + separator.count + word.count > width {
                lines.append(line)
                line = continuation + word
            } else {
                line += separator + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
