/// One edit of a data source's value: what is at `path` replaced by a new value, or removed.
///
/// Edits travel up from derived data sources to the one that holds the value (a selection to
/// its table's list, a filtered list to its source), each prefixing or rewriting the path, and
/// observers read ``DataSource/lastEdit`` to update only what the edit touched.
public struct ValueEdit: Equatable, Sendable {
    /// What happens at the path.
    public enum Change: Equatable, Sendable {
        /// The part at the path is replaced (or added, for a missing key of a mapping).
        case replace(Value)
        /// The item or key at the path is removed.
        case remove
    }

    /// Path segments from the data source's value: keys of mappings, indexes of list items.
    public var path: [String]
    /// What happens there.
    public var change: Change

    /// Creates an edit.
    ///
    /// - Parameters:
    ///   - path: The segments of the path the change is made at.
    ///   - change: What is done there.
    public init(path: [String], change: Change) {
        self.path = path
        self.change = change
    }

    /// The same edit made from a value that sits at `prefix` in a larger one.
    ///
    /// - Parameter prefix: The path of the smaller value inside the larger one.
    /// - Returns: The edit, its path starting with `prefix`.
    public func under(_ prefix: [String]) -> ValueEdit {
        ValueEdit(path: prefix + path, change: change)
    }

    /// The path as a dot path, for messages.
    public var dotPath: String { path.joined(separator: ".") }
}
