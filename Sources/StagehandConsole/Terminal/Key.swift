import Stagehand

/// A key press, as the interactive terminal decodes it (`KeyDecoder`) and as scripts
/// name it in `key:` steps.
///
/// A ``ConsoleView`` receives the keys its focused view does not leave to the stage (Tab,
/// Shift-Tab and Escape move focus and go back before any view sees them).
public enum Key: Hashable, Sendable {
    /// A key a script can name, from Tab to Delete (see `KeyName`). Besides its own key, Home
    /// also comes from Ctrl-A, End from Ctrl-E and Delete from Ctrl-D.
    case named(KeyName)
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
        self = .named(name)
    }

    /// The name a script gives this key, or `nil` for a character and for keys scripts have no
    /// name for.
    public var keyName: KeyName? {
        if case .named(let name) = self { name } else { nil }
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
