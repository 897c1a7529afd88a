/// Replacing and removing parts of a value by path, in place where the storage is not shared.
///
/// A value held by one owner (a data source) is edited without copying the lists and mappings
/// around the path, so replacing one item of a long list costs what the item costs.
extension Value {
    /// The segments of a dot path; the empty path has none.
    public static func pathSegments(_ dotPath: String) -> [String] {
        dotPath.isEmpty ? [] : dotPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Replaces what is at `path` with `replacement`.
    ///
    /// A missing key of a mapping is added (at the end); on a list, a segment must be the index of
    /// an item, or the count of items as the last segment, which appends. Throws ``ValuePathError`` where the path leads nowhere (an index out of range, a
    /// scalar or null in the way).
    public mutating func replace<Path: Collection>(at path: Path, with replacement: Value) throws(ValuePathError)
    where Path.Element == String {
        guard let segment = path.first else {
            self = replacement
            return
        }
        let rest = path.dropFirst()
        switch self {
        case .mapping(var members):
            // Taking the storage out of `self` leaves it the only owner, so the edit is in place.
            self = .null
            defer { self = .mapping(members) }
            if rest.isEmpty {
                members[segment] = replacement
            } else {
                guard members[segment] != nil else { throw ValuePathError(segment: segment, problem: "there is no key '\(segment)'") }
                try members[segment, default: .null].replace(at: rest, with: replacement)
            }
        case .list(var items):
            guard let index = Int(segment), items.indices.contains(index) || (index == items.count && rest.isEmpty) else {
                throw ValuePathError(segment: segment, problem: "the list has no item '\(segment)' (it has \(items.count))")
            }
            self = .null
            defer { self = .list(items) }
            if index == items.count {
                items.append(replacement)
            } else {
                try items[index].replace(at: rest, with: replacement)
            }
        default:
            throw ValuePathError(segment: segment, problem: "\(kindDescription) has no '\(segment)'")
        }
    }

    /// Removes what is at `path`: an item of a list or a key of a mapping.
    public mutating func remove<Path: BidirectionalCollection>(at path: Path) throws(ValuePathError)
    where Path.Element == String {
        guard let last = path.last else { throw ValuePathError(segment: "", problem: "the whole value cannot be removed") }
        let parent = path.dropLast()
        if let segment = parent.first {
            switch self {
            case .mapping(var members):
                guard members[segment] != nil else { throw ValuePathError(segment: segment, problem: "there is no key '\(segment)'") }
                self = .null
                defer { self = .mapping(members) }
                try members[segment, default: .null].remove(at: path.dropFirst())
            case .list(var items):
                guard let index = Int(segment), items.indices.contains(index) else {
                    throw ValuePathError(segment: segment, problem: "the list has no item '\(segment)' (it has \(items.count))")
                }
                self = .null
                defer { self = .list(items) }
                try items[index].remove(at: path.dropFirst())
            default:
                throw ValuePathError(segment: segment, problem: "\(kindDescription) has no '\(segment)'")
            }
            return
        }
        switch self {
        case .mapping(var members):
            guard members.removeValue(forKey: last) != nil else { throw ValuePathError(segment: last, problem: "there is no key '\(last)'") }
            self = .mapping(members)
        case .list(var items):
            guard let index = Int(last), items.indices.contains(index) else {
                throw ValuePathError(segment: last, problem: "the list has no item '\(last)' (it has \(items.count))")
            }
            self = .null
            items.remove(at: index)
            self = .list(items)
        default:
            throw ValuePathError(segment: last, problem: "\(kindDescription) has no '\(last)'")
        }
    }

    /// The value at path segments, as ``value(atPath:)`` reads a dot path.
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

    public var description: String { problem }
}
