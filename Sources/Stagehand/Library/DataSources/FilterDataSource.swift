/// Keeps the items of a list whose value at `path` contains a query, ignoring case.
public final class FilterDataSource: DataSource {
    override public class var summary: String { "Keeps the items of a list whose value at 'path' contains the query, ignoring case" }

    /// The list filtered.
    @Outlet("The list filtered") public var source: DataSource
    /// The query; empty keeps every item.
    @Outlet("The query; empty keeps every item") public var query: DataSource
    /// A dot path into each item; empty compares the item itself.
    @Property("A dot path into each item; empty compares the item itself", meaning: .dotPath) public var path = ""

    override public func awake() {
        guard $source, $query else { return }
        source.observe { [weak self] _ in self?.refilter() }
        query.observe { [weak self] _ in self?.refilter() }
        refilter()
    }

    private func refilter() {
        let items = source.value.list ?? []
        let needle = query.value.displayText.trimmingWhitespace()
        guard !needle.isEmpty else {
            setValue(.list(items))
            return
        }
        let path = self.path
        setValue(.list(items.filter { item in
            (item.value(atPath: path)?.displayText ?? "").containsIgnoringCase(needle)
        }))
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Case-insensitive containment by Unicode lowercase mapping, without Foundation.
    func containsIgnoringCase(_ other: String) -> Bool {
        lowercased().contains(other.lowercased())
    }
}
