/// A place in a source file: the file's path and a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, as libyaml reports them,
/// so a caret printed under the column lines up for text without wide characters.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the file, as the user named it.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
