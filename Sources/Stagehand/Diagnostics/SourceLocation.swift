/// A place in a source file: the file's path and a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, as libyaml reports them,
/// so a caret printed under the column lines up for text without wide characters.
///
/// Stored in 24 bytes (line and column as 32-bit numbers): a scene's description keeps one for
/// nearly every value it holds, so each location's size counts many times over.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the file, as the user named it.
    public var file: String
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column number.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location. Lines and columns past 2,147,483,647 (far beyond any file the loader
    /// accepts) read as that number.
    ///
    /// - Parameters:
    ///   - file: The file's path.
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders places by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
