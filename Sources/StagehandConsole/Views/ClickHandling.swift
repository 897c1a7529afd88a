import Stagehand

/// What a click on a view did, for a recording (`run --record`) to write as a step.
public struct ConsoleClick: Equatable, Sendable {
    /// The row (or page, or option) the click selected, written as `click: { table: id, row: N }`.
    public var row: Int?
    /// Whether ``row`` is an option the click chose (a `Select`'s or a `RadioGroup`'s).
    public var isChoice: Bool
    /// Keys that do what the click did once it has focused the view, for a click no step names
    /// (a tree's `▸` is the arrows to its node, then Right).
    public var keys: [String]

    /// Creates what a click did.
    ///
    /// - Parameters:
    ///   - row: the row, page or option the click selected, if any.
    ///   - isChoice: whether `row` is an option the click chose.
    ///   - keys: the keys that do what the click did, for a click no step names.
    public init(row: Int? = nil, isChoice: Bool = false, keys: [String] = []) {
        self.row = row
        self.isChoice = isChoice
        self.keys = keys
    }

    /// A click that did nothing a step records beyond focusing the view (and tapping it).
    public static let focusOnly = ConsoleClick()
}

/// A view that acts on where a click lands inside it: a table selects the row under the
/// pointer, a field puts its caret there, tabs show the page whose title was clicked. A view
/// that does not adopt it is tapped (or toggled) when it declares that event.
///
/// The console focuses the view before it hands it the click.
public protocol ClickHandling: ConsoleView {
    /// Acts on a click at `column`, `line` of the view, counted from its top-left cell after its
    /// focus marker; what it did, for a recording.
    ///
    /// - Parameters:
    ///   - column: the column clicked, from 0 at the view's first column after the focus marker.
    ///   - line: the line clicked, from 0 at the view's top line.
    /// - Returns: what the click did.
    func click(atColumn column: Int, line: Int) -> ConsoleClick
}
