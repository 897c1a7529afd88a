/// A key a script's `key:` step names, besides a single character: the contract's names.
///
/// The one list of them: the script decoder accepts these, the script schema and editors offer
/// them, and the console's key type carries them as they are, so a name added here is a key the
/// console's views receive.
public enum KeyName: String, CaseIterable, Sendable {
    /// Moves focus forward.
    case tab
    /// Moves focus backward.
    case shiftTab = "shift-tab"
    /// Activates the focused view.
    case enter
    /// Goes back, or closes a modal scene.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// The start of a line, the first row.
    case home
    /// The end of a line, the last row.
    case end
    /// A screenful up.
    case pageUp = "pageup"
    /// A screenful down.
    case pageDown = "pagedown"
    /// Deletes the character before the insertion point.
    case backspace
    /// Deletes the character after the insertion point.
    case delete
}
