import Stagehand

// The custom data source and view that Docs/CustomTypes.md shows. They live here, compiled and
// played by DocsCustomTypesTests, because the garden example has neither.

/// Holds the text of another data source in capitals: a data source derived from another.
final class CapitalsDataSource: DataSource {
    override class var summary: String { "Holds another data source's text in capitals" }

    /// The data source it reads.
    @Outlet("The data source it reads") var source: DataSource

    override func awake() {
        source.observe { [weak self] value in self?.follow(value) }
        follow(source.value)
        followState(of: [source])  // loading while the source loads, failed when it failed
    }

    private func follow(_ value: Value) {
        setValue(.string(value.displayText.uppercased()))
    }
}

/// A short text drawn in brackets, such as `[NEW]`; a binding can set its text.
final class Badge: View, TextDisplaying {
    override class var summary: String { "A short text drawn in brackets" }
    override class var capabilities: Set<ViewCapability> { [.text] }

    /// The text inside the brackets.
    @Property("The text inside the brackets") var text = ""

    override var displayedText: String { text.isEmpty ? "" : "[\(text)]" }
}
