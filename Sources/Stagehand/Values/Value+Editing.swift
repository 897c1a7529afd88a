import OrderedCollections

/// Replacing and removing parts of a value by path, in place where the storage is not shared.
///
/// A value held by one owner (a data source) is edited without copying the lists and mappings
/// around the path, so replacing one item of a long list costs what the item costs.
extension Value {
    /// The segments of a dot path; the empty path has none.
    ///
    /// - Parameter dotPath: A dot path such as `people.0.name`.
    /// - Returns: Its segments.
    public static func pathSegments(_ dotPath: String) -> [String] {
        if dotPath.isEmpty { return [] }
        // Most paths are one key: without a "." byte there is no "." character to split at, and
        // the generic split costs thousands of instructions per path (lint reads one per binding).
        if !dotPath.utf8.contains(UInt8(ascii: ".")) { return [dotPath] }
        return dotPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Replaces what is at `path` with `replacement`.
    ///
    /// A missing key of a mapping is added (at the end); on a list, a segment must be the index of
    /// an item, or the count of items as the last segment, which appends. Throws
    /// ``ValuePathError`` where the path leads nowhere (an index out of range, a scalar or null
    /// in the way); then the value is unchanged.
    public mutating func replace<Path: Collection>(at path: Path, with replacement: Value) throws(ValuePathError)
    where Path.Element == String {
        guard let segment = path.first else {
            self = replacement
            return
        }
        let rest = path.dropFirst()
        let edited = try editContents(mapping: { (members) throws(ValuePathError) in
            if rest.isEmpty {
                members[segment] = replacement
            } else {
                guard members[segment] != nil else { throw ValuePathError(segment: segment, problem: "there is no key '\(segment)'") }
                try members[segment, default: .null].replace(at: rest, with: replacement)
            }
        }, list: { (items) throws(ValuePathError) in
            guard let index = Int(segment), items.indices.contains(index) || (index == items.count && rest.isEmpty) else {
                throw ValuePathError(segment: segment, problem: "the list has no item '\(segment)' (it has \(items.count))")
            }
            if index == items.count {
                items.append(replacement)
            } else {
                try items[index].replace(at: rest, with: replacement)
            }
        })
        if !edited { throw ValuePathError(segment: segment, problem: "\(kindDescription) has no '\(segment)'") }
    }

    /// Removes what is at `path`: an item of a list or a key of a mapping.
    ///
    /// - Parameter path: The segments of the path.
    /// - Throws: ``ValuePathError`` where the path leads nowhere; then the value is unchanged.
    public mutating func remove<Path: BidirectionalCollection>(at path: Path) throws(ValuePathError)
    where Path.Element == String {
        guard let segment = path.first else { throw ValuePathError(segment: "", problem: "the whole value cannot be removed") }
        let rest = path.dropFirst()
        let edited = try editContents(mapping: { (members) throws(ValuePathError) in
            if rest.isEmpty {
                guard members.removeValue(forKey: segment) != nil else { throw ValuePathError(segment: segment, problem: "there is no key '\(segment)'") }
            } else {
                guard members[segment] != nil else { throw ValuePathError(segment: segment, problem: "there is no key '\(segment)'") }
                try members[segment, default: .null].remove(at: rest)
            }
        }, list: { (items) throws(ValuePathError) in
            guard let index = Int(segment), items.indices.contains(index) else {
                throw ValuePathError(segment: segment, problem: "the list has no item '\(segment)' (it has \(items.count))")
            }
            if rest.isEmpty {
                items.remove(at: index)
            } else {
                try items[index].remove(at: rest)
            }
        })
        if !edited { throw ValuePathError(segment: segment, problem: "\(kindDescription) has no '\(segment)'") }
    }

    /// Runs `mapping` on the members of a mapping, or `list` on the items of a list, in place:
    /// the storage is taken out of `self` first, so `self` is not a second owner that would force
    /// a copy. False, and nothing run, when the value is neither.
    private mutating func editContents(
        mapping editMembers: (inout OrderedDictionary<String, Value>) throws(ValuePathError) -> Void,
        list editItems: (inout [Value]) throws(ValuePathError) -> Void
    ) throws(ValuePathError) -> Bool {
        // The kind is read first and the match let go: a match held while editing would be a
        // second owner of the storage.
        let holdsMembers: Bool
        switch self {
        case .mapping: holdsMembers = true
        case .list: holdsMembers = false
        default: return false
        }
        if holdsMembers {
            guard case .mapping(var members) = takeOut() else { return false }
            defer { self = .mapping(members) }
            try editMembers(&members)
        } else {
            guard case .list(var items) = takeOut() else { return false }
            defer { self = .list(items) }
            try editItems(&items)
        }
        return true
    }

    /// The value, leaving null in its place: its storage then has one owner fewer.
    private mutating func takeOut() -> Value {
        var taken = Value.null
        swap(&taken, &self)
        return taken
    }

    /// The value at path segments, as ``value(atPath:)`` reads a dot path.
    ///
    /// - Parameter path: The segments of the path.
    /// - Returns: The value there, or `nil` where the path leads nowhere.
    public func value<Path: Collection>(atSegments path: Path) -> Value? where Path.Element == String {
        var current = self
        for segment in path {
            switch current {
            case .mapping(let m):
                guard let next = m[segment] else { return nil }
                current = next
            case .list(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}

/// A path that leads nowhere in the value it was applied to.
public struct ValuePathError: Error, CustomStringConvertible, Sendable {
    /// The segment where the path stopped.
    public var segment: String
    /// What was found there instead.
    public var problem: String

    /// What was found there instead; see ``problem``.
    public var description: String { problem }
}
