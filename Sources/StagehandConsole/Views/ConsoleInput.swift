/// A script step that acts on a view, as the player hands it to ``ConsoleView/perform(_:)``.
public enum ConsoleInput: Equatable, Sendable {
    /// `tap: view`.
    case tap
    /// `type: { into: view, text: … }`: the text, typed at the insertion point.
    case type(String)
    /// `submit: view`.
    case submit
    /// `toggle: view`.
    case toggle
    /// `select: { table: view, row: N }`.
    case select(row: Int)
    /// `clear: view`: empties a text field.
    case clear
    /// `click: view` on a view that does more with a click than take focus, tap or toggle
    /// (a `Select` opens or closes its list); other views answer ``Outcome/unsupported``.
    case click

    /// What happened.
    public enum Outcome: Equatable, Sendable {
        /// The view took the input.
        case done
        /// This kind of view does not take this input (the step is wrong for it).
        case unsupported
        /// The view takes this input but could not do it now, with the reason in words.
        case failed(String)
    }

    /// The kind of view the input needs, in words, for the message when a view does not take
    /// it: named after the standard view that takes it, which is what a script author thinks of.
    public var need: String {
        switch self {
        case .tap: "a button"
        case .type, .submit, .clear: "a text field"
        case .toggle: "a switch"
        case .select: "a table, tree, tabs, select or radio group"
        case .click: "a view that takes a click"
        }
    }
}
