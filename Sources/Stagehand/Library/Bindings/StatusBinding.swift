/// Shows a data source's state as a view's text: `loading` while it loads, `failed` (with
/// `{error}` standing for the message) when it failed, `ready` otherwise.
///
/// Put it where the data is shown, so a person sees `Loading…` while a command runs and why it
/// failed when it did; the data source keeps its last value all the while.
public final class StatusBinding: Binding {
    override public class var summary: String { "Shows the data source's state (ready, loading or failed) as text" }

    /// The view whose text it sets.
    @Outlet(accepts: [.text], "The view whose text it sets") public var view: View
    /// Shown while the data source loads.
    @Property("Shown while the data source loads") public var loading = "Loading…"
    /// Shown when loading failed; `{error}` stands for the message.
    @Property("Shown when loading failed; {error} stands for the message") public var failed = "{error}"
    /// Shown when the value is current.
    @Property("Shown when the value is current") public var ready = ""

    override public func update() {
        guard let target = view as? TextDisplaying else { return }
        target.text = text(for: dataSource.state)
    }

    /// The text for a state.
    func text(for state: DataSourceState) -> String {
        switch state {
        case .ready: ready
        case .loading: loading
        case .failed(let message): failed.replacingPlaceholder("{error}", with: message)
        }
    }
}

private extension String {
    /// Replaces every occurrence of `placeholder`, without Foundation.
    func replacingPlaceholder(_ placeholder: String, with replacement: String) -> String {
        guard !placeholder.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: placeholder) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
