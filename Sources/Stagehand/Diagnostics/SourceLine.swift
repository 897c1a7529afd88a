/// The line of source text a diagnostic points at, taken from the bytes that were parsed, so
/// it can be shown with a caret under the column without reading the file again.
///
/// Only the part that is shown is kept: the line without its line break, cut after
/// ``maxCharacters`` characters. A diagnostic on a minified JSON file therefore holds a short
/// string, not a copy of the whole file.
public struct SourceLine: Hashable, Sendable {
    /// How many characters of a line are kept and shown.
    public static let maxCharacters = 200

    /// The line's text, at most ``maxCharacters`` characters.
    public let text: String

    /// Keeps the first ``maxCharacters`` characters of `line`.
    ///
    /// - Parameter line: The source line's text.
    public init(_ line: some StringProtocol) {
        text = String(line.prefix(Self.maxCharacters))
    }

    /// The line and a caret under `column` (1-based, in Unicode scalars, as locations count),
    /// each on its own line and indented by four spaces, as compilers print them.
    ///
    /// The caret is padded by each scalar's width on a terminal (`width`, so wide characters take
    /// two cells and combining marks none), and a tab in the line is a tab in the padding too, so
    /// the caret lines up wherever the terminal puts its tab stops. A column past the end of the
    /// text puts the caret just after it.
    ///
    /// - Parameters:
    ///   - column: the column the caret marks.
    ///   - caret: what marks it, such as `^` or a coloured `^`.
    ///   - width: how many terminal cells a character takes.
    ///
    /// Control characters in the line are shown escaped (`TerminalText`), and the caret counts
    /// the escape's own width, so it still points at the column.
    public func excerpt(caretAt column: Int, caret: String = "^", width: (Character) -> Int) -> String {
        var padding = ""
        for (index, scalar) in text.unicodeScalars.enumerated() where index < column - 1 {
            if scalar == "\t" {
                padding += "\t"
            } else if let escaped = TerminalText.escape(scalar, oneLine: false) {
                padding += String(repeating: " ", count: escaped.count)
            } else {
                padding += String(repeating: " ", count: width(Character(scalar)))
            }
        }
        return "    \(TerminalText.escaped(text))\n    \(padding)\(caret)\n"
    }
}
