/// Holds the values of several data sources as one mapping, keyed by their ids.
///
/// Lets one binding read many inputs: an `EnabledBinding` with `paths: [first, last]` over a
/// combined data source enables a button only when both fields are filled. Its state is its
/// sources' together: `failed` when one failed, else `loading` when one loads, else `ready`.
public final class CombinedDataSource: DataSource {
    override public class var summary: String { "Holds the values of several data sources as one mapping keyed by their ids" }

    /// The data sources combined.
    @Outlet("The data sources combined") public var sources: [DataSource]

    override public func awake() {
        for source in sources { source.observe { [weak self] _ in self?.combine() } }
        // The state first: whoever reads the first value must already see that a part is still
        // loading, or `--strict` would call a path into that part missing.
        followState(of: sources)
        combine()
    }

    private func combine() {
        var mapping: [(String, Value)] = []
        for (index, source) in sources.enumerated() { mapping.append((source.id ?? String(index), source.value)) }
        setValue(.mapping(.init(mapping, uniquingKeysWith: { first, _ in first })))
    }
}
