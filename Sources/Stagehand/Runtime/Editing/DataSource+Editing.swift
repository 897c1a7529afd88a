/// Editing a data source's value in place, from responders written in Swift as from the standard ones.
///
/// Every method builds a ``ValueEdit`` and hands it to ``DataSource/apply(_:)``, so an edit made
/// through a selection, a filtered or sorted list, or a value passed by a segue reaches the list
/// the item came from, and every view that shows it updates. Values stay immutable: the data
/// source gets a new value, which shares everything the edit did not touch.
///
/// ```swift
/// // Water the selected plant: the garden list it came from changes too.
/// try selection.replace(at: "water", with: 100)
/// ```
extension DataSource {
    /// Replaces what is at `path` (a dot path such as `done` or `address.city`; empty for the
    /// whole value). A missing key of a mapping is added.
    ///
    /// - Parameters:
    ///   - path: Where to replace; the whole value when empty.
    ///   - replacement: The new value there.
    /// - Throws: ``EditError`` when the path leads nowhere or the item is gone; nothing changed.
    public func replace(at path: String = "", with replacement: Value) throws {
        try apply(ValueEdit(path: Value.pathSegments(path), change: .replace(replacement)))
    }

    /// Replaces what is at `path` with a Swift value, encoded as ``ValueEncoder`` encodes it.
    ///
    /// - Parameters:
    ///   - path: Where to replace; the whole value when empty.
    ///   - replacement: The new value there, as a Swift value.
    /// - Throws: ``EditError`` when the path leads nowhere or the item is gone, or the encoder's error
    ///   when `replacement` does not encode; nothing changed.
    public func replace<T: Encodable>(at path: String = "", with replacement: T) throws {
        try replace(at: path, with: try ValueEncoder().encode(replacement))
    }

    /// Replaces what is at `path` with what `transform` makes of it (null where there is nothing).
    ///
    /// - Parameters:
    ///   - path: Where to update; the whole value when empty.
    ///   - transform: Makes the new value from the old one.
    /// - Throws: ``EditError`` when the path leads nowhere, or what `transform` throws; nothing changed.
    public func update(at path: String = "", _ transform: (Value) throws -> Value) throws {
        try replace(at: path, with: try transform(value.value(atPath: path) ?? .null))
    }

    /// Removes the item or key at `path` (`3` removes the fourth item of a list).
    ///
    /// - Parameter path: The item or key to remove.
    /// - Throws: ``EditError`` when the path leads nowhere or the item is gone; nothing changed.
    public func remove(at path: String) throws {
        try apply(ValueEdit(path: Value.pathSegments(path), change: .remove))
    }

    /// The index of the first item of the list whose value at `keyPath` is `key`.
    ///
    /// - Parameters:
    ///   - keyPath: The dot path, inside each item, of its key (`id`).
    ///   - key: The key to look for.
    /// - Returns: The index, or `nil` when no item has that key or the value is not a list.
    public func indexOfItem(where keyPath: String, is key: Value) -> Int? {
        value.list?.firstIndex { $0.value(atPath: keyPath) == key }
    }

    /// Replaces the item of the list whose value at `keyPath` is `key` (or something inside it,
    /// at `path`).
    ///
    /// - Parameters:
    ///   - keyPath: The dot path, inside each item, of its key (`id`).
    ///   - key: The key of the item to change.
    ///   - path: Where inside the item to replace; the whole item when empty.
    ///   - replacement: The new value there.
    /// - Throws: ``EditError`` (`item-gone`) when no item has that key.
    public func replaceItem(where keyPath: String, is key: Value, at path: String = "", with replacement: Value) throws {
        guard let index = indexOfItem(where: keyPath, is: key) else { throw itemGone(keyPath, key) }
        try apply(ValueEdit(path: [String(index)] + Value.pathSegments(path), change: .replace(replacement)).identifyingItem(at: 0, by: keyPath))
    }

    /// Removes the item of the list whose value at `keyPath` is `key`.
    ///
    /// - Parameters:
    ///   - keyPath: The dot path, inside each item, of its key (`id`).
    ///   - key: The key of the item to remove.
    /// - Throws: ``EditError`` (`item-gone`) when no item has that key.
    public func removeItem(where keyPath: String, is key: Value) throws {
        guard let index = indexOfItem(where: keyPath, is: key) else { throw itemGone(keyPath, key) }
        try apply(ValueEdit(path: [String(index)], change: .remove).identifyingItem(at: 0, by: keyPath))
    }

    private func itemGone(_ keyPath: String, _ key: Value) -> EditError {
        EditError(.itemGone, "\(debugName) has no item whose '\(keyPath)' is \(key.jsonText(pretty: false)); nothing was changed", at: declarationLocation)
    }
}
