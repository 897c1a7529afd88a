extension ValueEdit {
    /// This edit, made to `base`, applied instead to `current` (what a file holds now that
    /// someone else changed it): one place changes, found again in `current`. A key of a mapping
    /// is the same key; a list item is found by its key where the edit carries one
    /// (``itemKeys``), else by its index; an item added at the end of a list (an append) is added
    /// at the end of the list in `current`. Nil when the edit no longer applies: its item is gone,
    /// the shapes differ, or it replaces the whole value.
    ///
    /// - Parameters:
    ///   - base: The value the edit was made to.
    ///   - current: The value to make it to now.
    /// - Returns: `current` with the edit made, or nil.
    public func rebased(from base: Value, onto current: Value) -> Value? {
        guard !path.isEmpty else { return nil }
        var currentPath: [String] = []
        var here = base
        var there = current
        for (position, segment) in path.enumerated() {
            let isLast = position == path.count - 1
            switch (here, there) {
            case (.list(let items), .list(let currentItems)):
                guard let index = Int(segment) else { return nil }
                if isLast, index == items.count, case .replace = change {
                    currentPath.append(String(currentItems.count))
                    continue
                }
                guard items.indices.contains(index) else { return nil }
                let item = items[index]
                let found: Int?
                if let keyPath = itemKeys[position], let key = item.value(atPath: keyPath) {
                    found = currentItems.firstIndex { $0.value(atPath: keyPath) == key }
                } else {
                    found = currentItems.indices.contains(index) ? index : nil
                }
                guard let found else { return nil }
                currentPath.append(String(found))
                here = item
                there = currentItems[found]
            case (.mapping(let members), .mapping(let currentMembers)):
                currentPath.append(segment)
                if isLast {
                    // A removal needs the key there still; a replacement may add it.
                    if case .remove = change, currentMembers[segment] == nil { return nil }
                    continue
                }
                guard let next = members[segment], let currentNext = currentMembers[segment] else { return nil }
                here = next
                there = currentNext
            default:
                return nil
            }
        }
        var merged = current
        do {
            switch change {
            case .replace(let replacement): try merged.replace(at: currentPath, with: replacement)
            case .remove: try merged.remove(at: currentPath)
            }
        } catch {
            return nil
        }
        return merged
    }
}
