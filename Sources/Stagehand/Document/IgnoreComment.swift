/// A suppression comment found in a scene or script file: `# stagehand-ignore: code, code` at
/// the end of a line or alone on the line above one, or `# stagehand-ignore-file: code` at the
/// top of the file.
///
/// The loader finds them while it holds the file's bytes (libyaml drops comments); lint decides
/// what they silence.
package struct IgnoreComment: Sendable, Hashable {
    /// What the comment covers.
    package enum Scope: Sendable, Hashable {
        /// Diagnostics on this 1-based line.
        case line(Int)
        /// Every diagnostic in the file.
        case file
        /// A file comment below the file's first content line, which covers nothing.
        case misplacedFile
    }

    /// What the comment covers.
    package var scope: Scope
    /// A code as written (not yet checked to be a code), and where.
    package struct Code: Sendable, Hashable {
        /// The text.
        package var value: String
        /// Where it is written.
        package var location: SourceLocation
    }

    /// The codes as written, each where it is written.
    package var codes: [Code]
    /// Where the comment's `#` is.
    package var location: SourceLocation
}
