import Testing
import Stagehand

// Custom views that are not the standard classes but declare a standard capability and adopt its
// protocol, written the way an app would (public API only). Names start with `RT`.

/// A list of names one per line, with one chosen: a table in all but class.
final class RTRoster: View, TableDisplaying {
    override class var summary: String { "Names, one chosen" }
    override class var events: [String] { ["select"] }
    override class var capabilities: Set<ViewCapability> { [.table] }

    /// The items given, in order.
    private(set) var items: [Value] = []
    private(set) var chosen: Int?
    private weak var source: DataSource?
    private var listPath: [String] = []
    private var selectionFollowers: [(Value) -> Void] = []

    var rowCount: Int { items.count }
    var selectedRow: Int? { chosen }
    var itemKey: String { "name" }

    func setItems(_ items: [Value]) {
        let before = chosen.map { self.items[$0] }
        self.items = items
        chosen = chosen.flatMap { items.indices.contains($0) ? $0 : nil }
        let after = chosen.map { items[$0] }
        if before != after { for follower in selectionFollowers { follower(after ?? .null) } }
    }

    func setOrigin(_ source: DataSource, path: [String]) {
        self.source = source
        listPath = path
    }

    func edit(row: Int, _ edit: ValueEdit) throws {
        guard let source else { return }
        try source.apply(edit.under(listPath + [String(row)]))
    }

    func followSelection(_ handler: @escaping (Value) -> Void) {
        selectionFollowers.append(handler)
    }

    /// Chooses a row as a person would: publishes `select` with its item.
    func choose(_ row: Int) {
        chosen = row
        publish("select", value: items[row])
    }
}

/// A lamp that is lit or not; a person's flip publishes `toggle`: a switch in all but class.
final class RTLamp: View, Toggling {
    override class var summary: String { "A lamp, lit or not" }
    override class var events: [String] { ["toggle"] }
    override class var capabilities: Set<ViewCapability> { [.toggle] }

    /// Whether it is lit.
    var on = false

    /// Flips the lamp as a person would.
    func flip() {
        on.toggle()
        publish("toggle", value: .bool(on))
    }
}

/// A row of dots filled from 0 to 1: a progress bar in all but class.
final class RTDots: View, ProgressDisplaying {
    override class var summary: String { "Dots filled from 0 to 1" }
    override class var capabilities: Set<ViewCapability> { [.progress] }

    /// How full it is.
    var value = 0.0

    override var displayedText: String { String(repeating: "●", count: Int(value * 4)) + String(repeating: "○", count: 4 - Int(value * 4)) }
}
