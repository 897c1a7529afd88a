/// The keyword a script step starts with: the contract's step names.
///
/// The one list of them: the script decoder reads a step by switching over its keyword, the
/// script schema describes each (exhaustively, so a keyword added here does not compile until it
/// has a schema), and editors offer them.
package enum StepKeyword: String, CaseIterable, Sendable {
    /// Taps a button.
    case tap
    /// Focuses a field, then types text into it.
    case type
    /// Submits a text field.
    case submit
    /// Selects a table row.
    case select
    /// Toggles a switch.
    case toggle
    /// Empties a text field.
    case clear
    /// Presses a key on the focused view.
    case key
    /// Advances the virtual clock.
    case wait
    /// Goes back.
    case back
    /// Checks the screen, the status line, or a view's state.
    case expect
    /// Prints the frame.
    case snapshot
    /// Clicks a view as a person would: focus, then tap, toggle, focus a field, or select a row.
    case click
    /// Fires a shortcut of the scene's `keys` by its id.
    case press
}
