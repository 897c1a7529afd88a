/// Keeps the items of a list whose value at `path` (or at any of `paths`) contains a query,
/// ignoring case.
///
/// Editing one of its items edits the same item in `source`; an edit of one source item that
/// keeps it in or out of the filter updates just that item. Its state is its source's and
/// query's: `loading` while the list loads, `failed` when it failed.
public final class FilterDataSource: DataSource {
    override public class var summary: String { "Keeps the items of a list whose value at 'path' contains the query, ignoring case; editing an item edits it in the source" }
    override public class var dataFlow: DataFlow? { .passesItems(outlet: "source") }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "source", eachItem: true, paths: ["path", "paths"]), .inputFilling(["path", "paths"])] }

    /// The list filtered.
    @Outlet("The list filtered") public var source: DataSource
    /// The query; empty keeps every item.
    @Outlet("The query; empty keeps every item") public var query: DataSource
    /// A dot path into each item; empty compares the item itself.
    @Property("A dot path into each item; empty compares the item itself", meaning: .dotPath) public var path = ""
    /// Dot paths into each item; an item is kept when any of them (or `path`, when set) contains the query.
    @Property("Dot paths into each item: an item is kept when the value at any of them (or at 'path', when set) contains the query") public var paths: [Value] = []
    /// Fills the `{path}` placeholders of `path` and `paths`; the list is filtered again when
    /// its value changes.
    @Outlet("Fills the {path} placeholders of 'path' and 'paths'; the list is filtered again when its value changes") public var input: DataSource?

    private var kept = DerivedList.identity
    private var sourceCount = 0

    override public func awake() {
        guard $source, $query else { return }
        source.observe { [weak self] _ in self?.sourceChanged() }
        query.observe { [weak self] _ in self?.refilter() }
        input?.observe { [weak self] _ in self?.refilter() }
        refilter()
        followState(of: [source, query])
    }

    override public func apply(_ edit: ValueEdit) throws {
        guard $source else { return try applyHere(edit) }
        try passItemEdit(edit, through: kept, to: source)
    }

    private var needle: String { query.value.displayText.trimmingWhitespace() }

    /// The paths compared, as segments: `paths`, and `path` when it is set or when `paths` is
    /// empty; each filled from `input` when it has placeholders. One that cannot be filled yet
    /// reads nothing, so it matches no query.
    private var comparedSegments: [[String]] {
        let listed = paths.map(\.displayText)
        let compared = listed.isEmpty ? [path] : (path.isEmpty ? listed : [path] + listed)
        return compared.compactMap { computedSegments($0, input: input, property: "path", outcome: "compared nothing") }
    }

    private func matches(_ item: Value, _ needle: String, at compared: [[String]]) -> Bool {
        guard !needle.isEmpty else { return true }
        return compared.contains { (item.value(atSegments: $0)?.displayText ?? "").containsIgnoringCase(needle) }
    }

    private func sourceChanged() {
        if let (index, item) = replacedSourceItem(of: source, count: sourceCount) {
            let needle = self.needle
            let position = kept.position(of: index)
            let matchesNow = matches(item, needle, at: comparedSegments)
            // Still left out: nothing to show. Still kept: that one item changes.
            if position == nil && !matchesNow { return }
            if let position, matchesNow, (try? applyHere(ValueEdit(path: [String(position)], change: .replace(item)))) != nil { return }
        }
        refilter()
    }

    private func refilter() {
        let derivation = DerivedList.derive(from: source.value) { items in
            let needle = self.needle
            guard !needle.isEmpty else { return nil }
            let compared = comparedSegments
            return items.indices.filter { matches(items[$0], needle, at: compared) }
        }
        kept = derivation.list
        sourceCount = derivation.sourceCount
        setValue(derivation.value)
    }
}

extension String {
    /// Case-insensitive containment by Unicode lowercase mapping, without Foundation.
    func containsIgnoringCase(_ other: String) -> Bool {
        lowercased().contains(other.lowercased())
    }
}
