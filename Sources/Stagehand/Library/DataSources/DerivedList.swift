/// Which items of a source list a derived list (filtered, sorted) holds, in its order, and
/// where each source item sits in it: so an edit of one item travels either way in one step.
struct DerivedList {
    /// For each item of the derived list, its index in the source; nil when the two are the same list.
    private(set) var sourceIndexes: [Int]?
    /// For each item of the source, its index in the derived list or -1; nil when the same list.
    private(set) var positions: [Int]?

    /// The derived list is the source list itself.
    static let identity = DerivedList(sourceIndexes: nil, positions: nil)

    /// A derived list holding these source items, in this order.
    init(sourceIndexes: [Int], sourceCount: Int) {
        var positions = [Int](repeating: -1, count: sourceCount)
        for (position, index) in sourceIndexes.enumerated() { positions[index] = position }
        self.sourceIndexes = sourceIndexes
        self.positions = positions
    }

    private init(sourceIndexes: [Int]?, positions: [Int]?) {
        self.sourceIndexes = sourceIndexes
        self.positions = positions
    }

    /// The source index of a derived item.
    func sourceIndex(of position: Int) -> Int? {
        guard let sourceIndexes else { return position }
        return sourceIndexes.indices.contains(position) ? sourceIndexes[position] : nil
    }

    /// The derived position of a source item, nil when the derived list leaves it out.
    func position(of sourceIndex: Int) -> Int? {
        guard let positions else { return sourceIndex }
        guard positions.indices.contains(sourceIndex) else { return nil }
        return positions[sourceIndex] >= 0 ? positions[sourceIndex] : nil
    }
}

extension DerivedList {
    /// A list derived from a source's value, with what the data source holding it keeps.
    struct Derivation {
        /// Which source items the derived list holds.
        let list: DerivedList
        /// How many items the source held.
        let sourceCount: Int
        /// The derived list's value.
        let value: Value
    }

    /// Derives a list from `sourceValue`: `pick` gives the source indexes it holds, in its
    /// order, or nil for the source list as it is. While the source has no value yet (a command
    /// still loading its first result) `pick` is not asked and the derived list has no value
    /// either: an empty list would claim the source is empty, or that nothing matched.
    static func derive(from sourceValue: Value, _ pick: ([Value]) -> [Int]?) -> Derivation {
        guard sourceValue != .null else { return Derivation(list: .identity, sourceCount: 0, value: .null) }
        let items = sourceValue.list ?? []
        guard let indexes = pick(items) else {
            return Derivation(list: .identity, sourceCount: items.count, value: .list(items))
        }
        return Derivation(
            list: DerivedList(sourceIndexes: indexes, sourceCount: items.count), sourceCount: items.count,
            value: .list(indexes.map { items[$0] }))
    }
}

extension DataSource {
    /// Passes an edit of a derived list's item to the same item of `source`; appending (an index
    /// one past the end) appends to the source.
    ///
    /// - Throws: ``EditError`` for an edit of the whole list, or of an item that is not there.
    func passItemEdit(_ edit: ValueEdit, through derived: DerivedList, to source: DataSource) throws {
        guard let first = edit.path.first, let position = Int(first) else {
            throw EditError(.editFailed, "\(debugName) is derived from \(source.debugName): edit one of its items, or edit the source; nothing was changed", at: declarationLocation)
        }
        let count = value.list?.count ?? 0
        let index: Int
        if position == count, edit.path.count == 1, case .replace = edit.change {
            index = source.value.list?.count ?? 0
        } else if let found = derived.sourceIndex(of: position) {
            index = found
        } else {
            throw EditError(.itemGone, "\(debugName) has no item \(position) (it has \(count)); nothing was changed", at: declarationLocation)
        }
        var upstream = edit
        upstream.path[0] = String(index)
        try source.apply(upstream)
    }

    /// The item of `source` that the source's last edit replaced something in, with its index;
    /// nil for any other change (a new list, a removal, an append: the count is not `count`).
    func replacedSourceItem(of source: DataSource, count: Int) -> (index: Int, item: Value)? {
        guard let edit = source.lastEdit, case .replace = edit.change, let first = edit.path.first,
            let index = Int(first), case .list(let items) = source.value, items.indices.contains(index),
            items.count == count
        else { return nil }
        return (index, items[index])
    }

}
