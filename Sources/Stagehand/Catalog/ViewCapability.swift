/// Something a view can do that an outlet may require: show text, take typed input, list rows.
///
/// Capabilities are open: a custom view declares its own with `ViewCapability("yardstick")`.
public struct ViewCapability: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The capability's name, as `stagehand types` prints it.
    public var name: String

    /// Creates a capability.
    ///
    /// - Parameter name: The capability's name, as outlets and `stagehand types` write it.
    public init(_ name: String) { self.name = name }
    /// Creates a capability from a string literal: `"table"`.
    public init(stringLiteral value: String) { self.name = value }

    /// The capability's name, as `stagehand types` prints it.
    public var description: String { name }
    /// Orders capabilities by name, so lists of them print the same way every time.
    public static func < (a: ViewCapability, b: ViewCapability) -> Bool { a.name < b.name }

    /// Shows a line of text a binding can set (`Label`, `Button`, `TextField`, `Switch`).
    public static let text: ViewCapability = "text"
    /// Takes typed text from the user (`TextField`).
    public static let textInput: ViewCapability = "textInput"
    /// Shows rows of a list (`Table`).
    public static let table: ViewCapability = "table"
    /// Shows a fraction from 0 to 1 (`ProgressBar`).
    public static let progress: ViewCapability = "progress"
    /// Can be switched on and off (`Switch`, `Checkbox`).
    public static let toggle: ViewCapability = "toggle"
    /// Offers one choice among options, and holds the chosen value (`Select`, `RadioGroup`):
    /// what `ChoiceBinding` and `OptionsBinding` work on. A view declaring it is ``Choosing``.
    public static let choice: ViewCapability = "choice"
    /// Selects one item that a `SelectionDataSource` holds (`Table`, `Select`, `RadioGroup`).
    /// A view declaring it is ``ItemSelecting``.
    public static let selection: ViewCapability = "selection"
    /// Fires on a key wherever focus is (`Shortcut`): declared in the scene's `keys` section,
    /// never laid out, drawn by `KeyHints` and listed by the command palette.
    public static let shortcut: ViewCapability = "shortcut"
    /// Shows rows or pages a script counts and selects by index (`select`, `expect` of `rows`
    /// and `selected`): `Table`, `Tree`, `Tabs`.
    public static let rows: ViewCapability = "rows"
    /// A view's capabilities with those they imply: every table selects a row (`selection`) and
    /// shows rows a script counts and selects (`rows`), so a custom view declaring `table`
    /// works with a `SelectionDataSource` and the `select` step as it always did.
    ///
    /// - Parameter declared: What the view's type declares.
    /// - Returns: The declared capabilities and the ones they imply.
    public static func implied(by declared: Set<ViewCapability>) -> Set<ViewCapability> {
        declared.contains(.table) ? declared.union([.selection, .rows]) : declared
    }

    /// Is a page of a view that shows one page at a time (`Tab`, the only child `Tabs` takes).
    public static let page: ViewCapability = "page"
    /// Shows nested items (`Tree`).
    public static let tree: ViewCapability = "tree"
    /// Shows a series of numbers (`Sparkline`).
    public static let series: ViewCapability = "series"
}
