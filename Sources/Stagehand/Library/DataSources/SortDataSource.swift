/// Sorts the items of a list by the value at `by`: numbers as numbers, text ignoring case,
/// missing values last; items that compare equal keep their order.
///
/// Editing one of its items edits the same item in `source`; an edit of one source item that
/// leaves its sort value alone updates just that item. Its state is its source's.
public final class SortDataSource: DataSource {
    override public class var summary: String { "Sorts a list by the value at 'by' (numbers as numbers, text ignoring case); editing an item edits it in the source" }
    override public class var dataFlow: DataFlow? { .passesItems(outlet: "source") }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "source", eachItem: true, paths: ["by"])] }

    /// The list sorted.
    @Outlet("The list sorted") public var source: DataSource
    /// A dot path into each item to sort by; empty sorts by the item itself.
    @Property("A dot path into each item to sort by; empty sorts by the item itself") public var by = ""
    /// Sorts from largest to smallest.
    @Property("Sorts from largest to smallest (Z to A)") public var descending = false

    private var order = DerivedList.identity
    private var sourceCount = 0

    override public func awake() {
        guard $source else { return }
        source.observe { [weak self] _ in self?.sourceChanged() }
        resort()
        followState(of: [source])
    }

    override public func apply(_ edit: ValueEdit) throws {
        guard $source else { return try applyHere(edit) }
        try passItemEdit(edit, through: order, to: source)
    }

    private func sourceChanged() {
        if let (index, item) = replacedSourceItem(of: source, count: sourceCount), let position = order.position(of: index),
            let old = value.list?[position], SortKey(old.value(atPath: by)) == SortKey(item.value(atPath: by)),
            (try? applyHere(ValueEdit(path: [String(position)], change: .replace(item)))) != nil
        {
            return
        }
        resort()
    }

    private func resort() {
        let items = source.value.list ?? []
        sourceCount = items.count
        let keys = items.map { SortKey($0.value(atPath: by)) }
        let descending = self.descending
        // Ties fall back to the source order, which makes the sort stable.
        let indexes = items.indices.sorted { a, b in
            if keys[a] == keys[b] { return a < b }
            if keys[a].isMissing != keys[b].isMissing { return keys[b].isMissing }
            return descending ? keys[b] < keys[a] : keys[a] < keys[b]
        }
        order = DerivedList(sourceIndexes: indexes, sourceCount: items.count)
        setValue(.list(indexes.map { items[$0] }))
    }
}

/// What a sort compares: numbers before text, text without case, nothing last.
struct SortKey: Comparable {
    private enum Rank: Int { case number, text, missing }
    private let rank: Rank
    private let number: Double
    private let text: String

    init(_ value: Value?) {
        switch value {
        case .int(let i): (rank, number, text) = (.number, Double(i), "")
        case .double(let d) where d.isNaN: (rank, number, text) = (.missing, 0, "")
        case .double(let d): (rank, number, text) = (.number, d, "")
        case .bool(let b): (rank, number, text) = (.number, b ? 1 : 0, "")
        case nil, .null: (rank, number, text) = (.missing, 0, "")
        case .some(let other): (rank, number, text) = (.text, 0, other.displayText.lowercased())
        }
    }

    /// Whether there is no value to sort by; such items go last either way.
    var isMissing: Bool { rank == .missing }

    static func < (a: SortKey, b: SortKey) -> Bool {
        if a.rank != b.rank { return a.rank.rawValue < b.rank.rawValue }
        return a.rank == .number ? a.number < b.number : a.text < b.text
    }
}
