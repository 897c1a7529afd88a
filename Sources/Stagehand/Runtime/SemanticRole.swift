/// What a view is to a person who cannot see the screen, or to a program that drives the scene:
/// the `role` of its node in the semantic tree (`stagehand render --format tree`, the screen
/// reader mode, the agents' server).
///
/// A view's type declares its role with ``View/semanticRole``; by default it follows the
/// capabilities and events the type declares, so a custom view that shows text, takes typed
/// input or lists rows gets the role of the standard view that does the same.
public enum SemanticRole: String, CaseIterable, Hashable, Sendable {
    /// Text to read (`Label`, `TextView`).
    case text
    /// Something to press (`Button`).
    case button
    /// A field a person types into (`TextField`, `TextArea`).
    case textInput
    /// Something on or off (`Switch`, `Checkbox`).
    case toggle
    /// One choice among options (`Select`, `RadioGroup`).
    case choice
    /// Rows of a list (`Table`).
    case table
    /// Nested items that open and close (`Tree`).
    case tree
    /// A bar of pages (`Tabs`).
    case tabs
    /// How far something has come (`ProgressBar`, `Spinner`).
    case progress
    /// Views held together (`VStack`, `HStack`, a `Tab` page).
    case group
    /// One row of a table or a tree.
    case row
    /// A drawing with no text of its own (`Divider`, `Sparkline`).
    case image

    /// The role a view type's capabilities and events suggest, for types that declare none.
    ///
    /// - Parameter type: The view type.
    /// - Returns: `group` for containers, then the role of the first capability it declares
    ///   that has one (typed input, toggle, choice, table, progress), `button` for a view that
    ///   publishes `tap`, else `text`.
    public static func suggested(for type: View.Type) -> SemanticRole {
        if type.acceptsChildren { return .group }
        let capabilities = type.capabilities
        if capabilities.contains(.textInput) { return .textInput }
        if capabilities.contains(.toggle) { return .toggle }
        if capabilities.contains(.choice) { return .choice }
        if capabilities.contains(.table) { return .table }
        if capabilities.contains(.progress) { return .progress }
        if type.events.contains("tap") { return .button }
        return .text
    }
}
