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
    /// How list items on the path are identified, by the position of their index in ``path``:
    /// the dot path of each item's key (a table's `key`). A save that finds its file changed on
    /// disk finds such an item there by its key rather than by its index.
    public var itemKeys: [Int: String] = [:]

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
        var moved = ValueEdit(path: prefix + path, change: change)
        for (position, key) in itemKeys { moved.itemKeys[position + prefix.count] = key }
        return moved
    }

    /// The same edit, saying that the list item whose index is at `position` of the path is
    /// identified by its value at `keyPath` (nothing changes for an empty key path).
    ///
    /// - Parameters:
    ///   - position: Where the item's index is in ``path``.
    ///   - keyPath: The dot path, inside the item, of its key.
    /// - Returns: The edit, carrying the key.
    public func identifyingItem(at position: Int, by keyPath: String) -> ValueEdit {
        guard !keyPath.isEmpty else { return self }
        var keyed = self
        keyed.itemKeys[position] = keyPath
        return keyed
    }

    /// Two edits are equal when they make the same change at the same path; how their list
    /// items are identified (``itemKeys``) does not change what they do to a value.
    public static func == (lhs: ValueEdit, rhs: ValueEdit) -> Bool {
        lhs.path == rhs.path && lhs.change == rhs.change
    }

    /// The path as a dot path, for messages.
    public var dotPath: String { path.joined(separator: ".") }
}
