/// A key with the modifiers held, as a scene's shortcut (`key: ctrl-r`) and a script's `key`
/// step name it: `r`, `R`, `space`, `f5`, `pageup`, `ctrl-r`, `alt-x`, `shift-f5`.
///
/// One chord has one spelling (``name``), so two ways of writing the same key are the same
/// chord: `shift-r` is `R` (a terminal sends the capital), `shift-tab` is ``KeyName/shiftTab``,
/// `ctrl-R` is `ctrl-r`, and modifiers are written in the order ctrl, alt, shift.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The modifier keys held with a key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers' bits.
        public let rawValue: Int
        /// Modifiers from their bits.
        ///
        /// - Parameter rawValue: 1 Ctrl, 2 Alt, 4 Shift.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Control.
        public static let ctrl = Modifiers(rawValue: 1)
        /// Alt (Meta, Option).
        public static let alt = Modifiers(rawValue: 2)
        /// Shift, on a key that is not a character (a character is its capital instead).
        public static let shift = Modifiers(rawValue: 4)
    }

    /// The key itself, without modifiers.
    public enum Base: Hashable, Sendable {
        /// A key ``KeyName`` names: Tab, Enter, the arrows, the page keys…
        case named(KeyName)
        /// A function key, F1 to F12.
        case function(Int)
        /// A printable character; the space bar is `" "`, written `space`.
        case character(Character)
    }

    /// The key.
    public var base: Base
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// A chord, normalised as ``init(name:)`` normalises what it reads.
    ///
    /// - Parameters:
    ///   - base: The key.
    ///   - modifiers: The modifiers held.
    public init(_ base: Base, modifiers: Modifiers = []) {
        self.base = base
        self.modifiers = modifiers
        normalise()
    }

    /// The modifier prefixes, in the order ``name`` writes them.
    static let prefixes: [(text: String, modifier: Modifiers)] = [("ctrl-", .ctrl), ("alt-", .alt), ("shift-", .shift)]

    /// The highest function key a name may give.
    public static let functionKeys = 1...12

    /// Reads a key name: an optional run of `ctrl-`, `alt-`, `shift-` (in any order), then a
    /// ``KeyName``, `space`, `f1` … `f12` or one printable character. Names are lowercase and
    /// case matters (`R` is Shift-R, `Tab` is nothing), as a script's `key` step has always
    /// read them. `nil` for anything else.
    ///
    /// - Parameter name: What the scene or script wrote.
    public init?(name: String) {
        var rest = Substring(name)
        var modifiers: Modifiers = []
        prefixes: while rest.count > 1 {
            for (text, modifier) in Self.prefixes where rest.count > text.count && rest.hasPrefix(text) {
                modifiers.insert(modifier)
                rest = rest.dropFirst(text.count)
                continue prefixes
            }
            break
        }
        guard let base = Self.base(named: String(rest)) else { return nil }
        self.init(base, modifiers: modifiers)
    }

    /// The key a name without modifiers gives.
    private static func base(named text: String) -> Base? {
        if text.count == 1, let character = text.first {
            return isPrintable(character) ? .character(character) : nil
        }
        let lower = text
        if lower == "space" { return .character(" ") }
        if let name = KeyName(rawValue: lower) { return .named(name) }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), functionKeys.contains(number), !lower.dropFirst().hasPrefix("0") {
            return .function(number)
        }
        return nil
    }

    /// Whether `character` is something a person types: not a control character or line break.
    static func isPrintable(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return false
        default: return true
        }
    }

    /// One spelling per key: Shift on a letter is its capital, Ctrl on a capital is Ctrl on the
    /// letter (a terminal cannot tell them apart), Shift-Tab is its own key.
    private mutating func normalise() {
        switch base {
        case .character(let character) where character.isLetter && character.isASCII:
            if modifiers.contains(.shift) {
                modifiers.remove(.shift)
                if !modifiers.contains(.ctrl) { base = .character(Character(character.uppercased())) }
            }
            if modifiers.contains(.ctrl) { base = .character(Character(character.lowercased())) }
        case .named(.tab) where modifiers.contains(.shift):
            modifiers.remove(.shift)
            base = .named(.shiftTab)
        case .named(.shiftTab):
            modifiers.remove(.shift)
        default:
            break
        }
    }

    /// The one spelling of the chord: `ctrl-alt-shift-` as held, then the key's name.
    public var name: String {
        var text = ""
        for (prefix, modifier) in Self.prefixes where modifiers.contains(modifier) { text += prefix }
        return text + baseName
    }

    /// The key's name without modifiers: `r`, `space`, `f5`, `pageup`.
    public var baseName: String {
        switch base {
        case .named(let name): name.rawValue
        case .function(let number): "f\(number)"
        case .character(" "): "space"
        case .character(let character): String(character)
        }
    }

    /// The chord's name.
    public var description: String { name }

    /// What a hint shows for the chord: the name, with a lone space written `space`.
    public var label: String { name }

    /// The keys the runtime keeps for itself (focus, activate, back, quit, the command palette),
    /// with the control bytes a terminal sends for them (Ctrl-I is Tab, Ctrl-M and Ctrl-J are
    /// Enter, Ctrl-[ is Escape): a shortcut cannot bind them.
    public static let reserved: Set<KeyChord> = [
        KeyChord(.named(.tab)), KeyChord(.named(.shiftTab)), KeyChord(.named(.enter)), KeyChord(.named(.escape)),
        KeyChord(.character("c"), modifiers: .ctrl), KeyChord(.character("p"), modifiers: .ctrl),
        KeyChord(.character("i"), modifiers: .ctrl), KeyChord(.character("m"), modifiers: .ctrl),
        KeyChord(.character("j"), modifiers: .ctrl), KeyChord(.character("["), modifiers: .ctrl),
    ]

    /// Whether the runtime keeps this key for itself (see ``reserved``).
    public var isReserved: Bool { Self.reserved.contains(self) }

    /// The names of keys without modifiers a name may end in, for messages and did-you-mean.
    public static var baseNames: [String] {
        KeyName.allCases.map(\.rawValue) + ["space"] + functionKeys.map { "f\($0)" }
    }

    /// The closest key name to a bad one, modifiers kept: `ctrl-etner` → `ctrl-enter`,
    /// `ctlr-r` → `ctrl-r`; `nil` when nothing is close.
    ///
    /// - Parameter text: A name ``init(name:)`` refused.
    public static func suggestion(for text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last else { return nil }
        var fixed: [String] = []
        for part in parts.dropLast() {
            let lower = part.lowercased()
            if ["ctrl", "alt", "shift"].contains(lower) {
                fixed.append(lower)
            } else if let close = Suggestion.closest(to: lower, in: ["ctrl", "alt", "shift"]) {
                fixed.append(close)
            } else {
                return nil
            }
        }
        let base: String
        if Self.base(named: last) != nil {
            base = last
        } else if let close = Suggestion.closest(to: last.lowercased(), in: baseNames) {
            base = close
        } else {
            return nil
        }
        let candidate = (fixed + [base]).joined(separator: "-")
        guard let chord = KeyChord(name: candidate), candidate != text else { return nil }
        return chord.name
    }
}
