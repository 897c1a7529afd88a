extension Table {
    /// Groups items by the value at `path`, stable within a section; sections in order of first
    /// appearance, or alphabetical when grouping by initial.
    ///
    /// - Returns: the rows' items in display order, the sections, and for each row the index of
    ///   its item in `items`.
    static func group(_ items: [Value], by path: String, key sectionKey: SectionKey) -> (items: [Value], sections: [Section], listIndexes: [Int]) {
        var order: [String] = []
        var buckets: [String: [Int]] = [:]
        for (index, item) in items.enumerated() {
            let key = sectionTitle(of: item, by: path, key: sectionKey)
            if buckets[key] == nil { order.append(key) }
            buckets[key, default: []].append(index)
        }
        var grouped: [Value] = []
        grouped.reserveCapacity(items.count)
        var listIndexes: [Int] = []
        listIndexes.reserveCapacity(items.count)
        var sections: [Section] = []
        let keys = switch sectionKey {
        case .value: order
        // By initial, sections run A to Z, with items that have no initial last.
        case .initial: order.sorted { a, b in a.isEmpty != b.isEmpty ? !a.isEmpty : a < b }
        }
        for key in keys {
            let bucket = buckets[key] ?? []
            sections.append(Section(title: key, start: grouped.count, count: bucket.count))
            for index in bucket {
                grouped.append(items[index])
                listIndexes.append(index)
            }
        }
        return (grouped, sections, listIndexes)
    }

    /// The title of the section an item belongs in.
    static func sectionTitle(of item: Value, by path: String, key sectionKey: SectionKey) -> String {
        let key = item.value(atPath: path)?.displayText ?? ""
        return switch sectionKey {
        case .value: key
        case .initial: key.first.map { String($0).uppercased() } ?? ""
        }
    }

    /// The section holding a row (binary search over section starts).
    public func section(containing row: Int) -> Int? {
        guard !sections.isEmpty, row >= 0 else { return nil }
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].start <= row { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }
}
