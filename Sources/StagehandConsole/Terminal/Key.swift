/// A key press, as the interactive terminal decodes it (``KeyDecoder``) and as scripts
/// name it in `key:` steps.
enum Key: Hashable, Sendable {
    /// Tab: moves focus forward.
    case tab
    /// Shift-Tab: moves focus backward.
    case shiftTab
    /// Enter or Return: activates the focused view.
    case enter
    /// Escape: goes back.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Backspace: deletes the character before the cursor.
    case backspace
    /// Ctrl-C: quits the interactive session (raw mode delivers it as a byte, not a signal).
    case interrupt
    /// A printable character typed (one grapheme cluster; never a control character).
    case character(Character)

    /// The names scripts may use in `key:` steps, besides a single character — for
    /// did-you-mean hints in diagnostics.
    static let scriptNames = ["tab", "shift-tab", "enter", "escape", "up", "down", "left", "right", "backspace"]

    /// The key a script names: `tab`, `shift-tab`, `enter`, `escape`, `up`, `down`, `left`,
    /// `right`, `backspace`, or exactly one printable character (`"a"`, `" "`, `"é"`, `"日"`).
    ///
    /// Names are case-sensitive (`"T"` is the character T, `"Tab"` is nothing). Returns
    /// `nil` for anything else, including control characters and Ctrl-C, which scripts
    /// have no name for.
    init?(scriptName: String) {
        switch scriptName {
        case "tab": self = .tab
        case "shift-tab": self = .shiftTab
        case "enter": self = .enter
        case "escape": self = .escape
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "backspace": self = .backspace
        default:
            guard scriptName.count == 1, let character = scriptName.first,
                  Key.isPrintable(character)
            else { return nil }
            self = .character(character)
        }
    }

    /// The name a script uses for this key, so `--record` can write `key:` steps that
    /// ``init(scriptName:)`` reads back; `nil` for ``interrupt``, which scripts can't send.
    var scriptName: String? {
        switch self {
        case .tab: "tab"
        case .shiftTab: "shift-tab"
        case .enter: "enter"
        case .escape: "escape"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .backspace: "backspace"
        case .interrupt: nil
        case .character(let character): String(character)
        }
    }

    /// Whether `character` is something a person types into a text field: not a control
    /// character (C0, DEL, C1) and not a line break.
    static func isPrintable(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return false
        default: return true
        }
    }
}
