/// One choice among `options`, drawn closed on one line; opened, a list over the scene that
/// filters as the person types. Publishes `change` with the chosen value.
public final class Select: ChoiceView {
    override public class var summary: String { "One choice among 'options', closed on one line, opening as a list that filters as you type; publishes 'change'" }

    /// Shown while nothing is chosen.
    @Property("Shown while nothing is chosen") public var placeholder = ""

    /// Whether the list is open.
    public private(set) var isOpen = false
    /// What the person typed while the list is open: only options whose title contains it
    /// (ignoring case) are listed.
    public private(set) var filter = ""
    /// The first listed option in view, counting among ``shownOptions``.
    public internal(set) var firstShown = 0

    /// How many options the open list shows at most before it scrolls.
    public static let listRows = 8

    /// The indexes (among ``ChoiceView/choices``) of the options the open list shows, in order.
    public var shownOptions: [Int] {
        let all = choices
        guard !filter.isEmpty else { return Array(all.indices) }
        let wanted = filter.lowercased()
        return all.indices.filter { all[$0].title.lowercased().contains(wanted) }
    }

    /// Opens the list with the cursor on the chosen option and no filter.
    public func open() {
        guard enabled, !isEffectivelyHidden else { return }
        isOpen = true
        filter = ""
        cursor = selectedIndex ?? (options.isEmpty ? nil : 0)
        keepCursorInView()
    }

    /// Closes the list without choosing.
    public func close() {
        isOpen = false
        filter = ""
        firstShown = 0
    }

    /// Replaces the filter; the cursor goes to the first option it lists.
    public func setFilter(_ text: String) {
        filter = text
        cursor = shownOptions.first
        firstShown = 0
    }

    /// Moves the cursor among the listed options by `delta`, clamped.
    public func moveListCursor(by delta: Int) {
        let shown = shownOptions
        guard !shown.isEmpty else { return }
        let at = cursor.flatMap { shown.firstIndex(of: $0) } ?? (delta > 0 ? -1 : shown.count)
        cursor = shown[min(max(at + delta, 0), shown.count - 1)]
        keepCursorInView()
    }

    /// Moves the cursor to the first or last listed option.
    public func moveListCursorToEnd(_ toEnd: Bool) {
        let shown = shownOptions
        guard let target = toEnd ? shown.last : shown.first else { return }
        cursor = target
        keepCursorInView()
    }

    /// Chooses the listed option at `row` (counting from 0 among ``shownOptions``) and closes
    /// the list; false for a row the list does not show.
    @discardableResult
    public func chooseListed(row: Int) -> Bool {
        let shown = shownOptions
        guard shown.indices.contains(row) else { return false }
        close()
        return choose(at: shown[row])
    }

    /// Chooses the option under the cursor and closes the list; false when none is listed.
    @discardableResult
    public func chooseCursor() -> Bool {
        guard let cursor, let row = shownOptions.firstIndex(of: cursor) else { return false }
        return chooseListed(row: row)
    }

    private func keepCursorInView() {
        guard let cursor, let row = shownOptions.firstIndex(of: cursor) else { return }
        if row < firstShown { firstShown = row }
        if row >= firstShown + Self.listRows { firstShown = row - Self.listRows + 1 }
    }

    override public var displayedText: String { selectedIndex == nil && selected == .null ? "" : selectedTitle }
}
