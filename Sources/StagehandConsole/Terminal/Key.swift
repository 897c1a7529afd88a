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
    /// A key no other case names: a function key, or a key with Ctrl, Alt or Shift held that
    /// means nothing to editing (`ctrl-r`, `alt-x`, `shift-f5`, `ctrl-up`). Views leave it; a
    /// shortcut bound to it fires.
    case chord(KeyChord)

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
        guard let chord = KeyChord(name: scriptName) else { return nil }
        self.init(chord: chord)
        // Ctrl-C quits the terminal session; scripts have no name for it.
        if self == .interrupt { return nil }
    }

    /// The key a terminal delivers for a chord, so a script's `key: ctrl-w` does what Ctrl-W
    /// does at a terminal: the editing controls (Ctrl-A, E, D, U, K, W, Alt-B, Alt-F,
    /// Alt-Backspace, Ctrl or Alt with Left and Right) are their editing keys, Ctrl-C
    /// interrupts, Ctrl-H is Backspace, Ctrl-I is Tab, Ctrl-M and Ctrl-J are Enter, Ctrl-[ is
    /// Escape; any other chord with a modifier or a function key is ``chord(_:)``.
    ///
    /// - Parameter chord: A key with its modifiers.
    public init(chord: KeyChord) {
        if chord.modifiers.isEmpty {
            switch chord.base {
            case .named(let name): self = .named(name); return
            case .character(let character): self = .character(character); return
            case .function: self = .chord(chord); return
            }
        }
        self = Self.editingKeys[chord] ?? .chord(chord)
    }

    /// Chords a terminal sends as editing keys, and the keys they are.
    private static let editingKeys: [KeyChord: Key] = {
        func ctrl(_ c: Character) -> KeyChord { KeyChord(.character(c), modifiers: .ctrl) }
        func alt(_ base: KeyChord.Base) -> KeyChord { KeyChord(base, modifiers: .alt) }
        return [
            ctrl("a"): .named(.home), ctrl("e"): .named(.end), ctrl("d"): .named(.delete),
            ctrl("u"): .deleteToStart, ctrl("k"): .deleteToEnd, ctrl("w"): .deleteWordBackward,
            ctrl("c"): .interrupt, ctrl("h"): .named(.backspace), ctrl("i"): .named(.tab),
            ctrl("m"): .named(.enter), ctrl("j"): .named(.enter), ctrl("["): .named(.escape),
            alt(.character("b")): .wordLeft, alt(.character("f")): .wordRight,
            alt(.named(.backspace)): .deleteWordBackward,
            alt(.named(.left)): .wordLeft, alt(.named(.right)): .wordRight,
            KeyChord(.named(.left), modifiers: .ctrl): .wordLeft, KeyChord(.named(.right), modifiers: .ctrl): .wordRight,
        ]
    }()

    /// The chords that may have sent this key, the one a scene most likely binds first: what a
    /// shortcut is matched against (Home may be Ctrl-A, a word move Alt-B or Ctrl-Left).
    public var chords: [KeyChord] {
        switch self {
        case .named(let name):
            let own = KeyChord(.named(name))
            return [own] + Self.editingKeys.filter { $0.value == self }.map(\.key).sorted { $0.name < $1.name }
        case .character(let character): return [KeyChord(.character(character))]
        case .chord(let chord): return [chord]
        case .mouse, .paste: return []
        default: return Self.editingKeys.filter { $0.value == self }.map(\.key).sorted { $0.name < $1.name }
        }
    }

    /// The name a script uses for this key, so `--record` can write `key:` steps that
    /// ``init(scriptName:)`` reads back; `nil` for keys scripts have no name for (Ctrl-C,
    /// the word and line editing shortcuts, a paste), which the recorder writes otherwise.
    public var scriptName: String? {
        if case .character(let character) = self { return String(character) }
        if case .chord(let chord) = self { return chord.name }
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
