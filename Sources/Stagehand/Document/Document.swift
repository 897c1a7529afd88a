/// One parsed scene, script or data file: its path and its tree of nodes.
///
/// Aliases are already expanded and `<<` merge keys applied, so consumers walk a plain tree.
/// ``DocumentLoader`` produces documents.
public struct Document: Sendable {
    /// The path of the file, as the user named it; every node's location carries the same path.
    public var file: String
    /// The top node, or `nil` when the file holds no document (empty, or only comments).
    public var root: Node?
    /// The text the document was parsed from, for the lines its diagnostics point at; the
    /// loader sets it.
    package var source: SourceText?
    /// The suppression comments in the text (`# stagehand-ignore…`), found by the loader while
    /// it held the bytes.
    package var ignoreComments: [IgnoreComment] = []

    /// Creates a document.
    ///
    /// - Parameters:
    ///   - file: The file's path.
    ///   - root: The top-level node; `nil` for an empty file.
    public init(file: String, root: Node?) {
        self.file = file
        self.root = root
    }
}
