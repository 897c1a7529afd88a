import Stagehand

/// A key press, as the interactive terminal decodes it (`KeyDecoder`) and as scripts
/// name it in `key:` steps.
///
/// A ``ConsoleView`` receives the keys its focused view does not leave to the stage (Tab,
/// Shift-Tab and Escape move focus and go back before any view sees them).
public enum Key: Hashable, Sendable {
    /// Tab: moves focus forward.
    case tab
    /// Shift-Tab: moves focus backward.
    case shiftTab
    /// Enter or Return: activates the focused view.
    case enter
    /// Escape: goes back, or closes a modal scene.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home, or Ctrl-A: the start of a line, the first row.
    case home
    /// End, or Ctrl-E: the end of a line, the last row.
    case end
    /// Page Up: a screenful up.
    case pageUp
    /// Page Down: a screenful down.
    case pageDown
    /// Backspace: deletes the character before the insertion point.
    case backspace
    /// Delete (or Ctrl-D): deletes the character after the insertion point.
    case delete
    /// Alt-B, Ctrl-Left or Alt-Left: to the start of the previous word.
    case wordLeft
    /// Alt-F, Ctrl-Right or Alt-Right: past the end of the next word.
    case wordRight
    /// Ctrl-U: deletes from the start of the line to the insertion point.
    case deleteToStart
    /// Ctrl-K: deletes from the insertion point to the end of the line.
    case deleteToEnd
    /// Ctrl-W or Alt-Backspace: deletes the word before the insertion point.
    case deleteWordBackward
    /// Text pasted in one piece (bracketed paste), inserted as one edit.
    case paste(String)
    /// Ctrl-C: quits the interactive session (raw mode delivers it as a byte, not a signal).
    case interrupt
    /// A printable character typed (one grapheme cluster; never a control character).
    case character(Character)
    /// A click or a turn of the wheel, at a terminal with mouse reporting on.
    case mouse(MouseEvent)

    /// The key a script's key name presses.
    ///
    /// - Parameter name: A key name a script's `key:` step uses.
    public init(_ name: KeyName) {
        switch name {
        case .tab: self = .tab
        case .shiftTab: self = .shiftTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .backspace: self = .backspace
        case .delete: self = .delete
        }
    }

    /// The name a script gives this key, or `nil` for a character and for keys scripts have no
    /// name for.
    public var keyName: KeyName? {
        switch self {
        case .tab: .tab
        case .shiftTab: .shiftTab
        case .enter: .enter
        case .escape: .escape
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .backspace: .backspace
        case .delete: .delete
        case .wordLeft, .wordRight, .deleteToStart, .deleteToEnd, .deleteWordBackward, .paste, .interrupt, .character, .mouse: nil
        }
    }

    /// The key a script names: a `KeyName`, or exactly one printable character
    /// (`"a"`, `" "`, `"é"`, `"日"`).
    ///
    /// Names are case-sensitive (`"T"` is the character T, `"Tab"` is nothing). Returns
    /// `nil` for anything else, including control characters and Ctrl-C, which scripts
    /// have no name for.
    ///
    /// - Parameter scriptName: What a script's `key:` step says.
    public init?(scriptName: String) {
        if let name = KeyName(rawValue: scriptName) {
            self.init(name)
            return
        }
        guard scriptName.count == 1, let character = scriptName.first, Key.isPrintable(character) else { return nil }
        self = .character(character)
    }

    /// The name a script uses for this key, so `--record` can write `key:` steps that
    /// ``init(scriptName:)`` reads back; `nil` for keys scripts have no name for (Ctrl-C,
    /// the word and line editing shortcuts, a paste), which the recorder writes otherwise.
    public var scriptName: String? {
        if case .character(let character) = self { return String(character) }
        return keyName?.rawValue
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
