import DequeModule
import Stagehand

/// Decodes the raw bytes a terminal in raw mode sends into ``Key``s.
///
/// Understands Tab (`0x09`), Shift-Tab (`ESC [ Z`), Enter (CR, LF, or CR LF as one),
/// Escape (a lone `ESC`), the arrows (`ESC [ A…D` and, in application cursor mode,
/// `ESC O A…D`; with Ctrl or Alt held, Left and Right move by words), Home and End
/// (`ESC [ H`/`F`, `ESC O H`/`F`, `ESC [ 1 ~`/`4 ~`, `7 ~`/`8 ~`), Page Up and Down
/// (`ESC [ 5 ~`/`6 ~`), Delete (`ESC [ 3 ~`), Backspace (`0x7F`, `0x08`), the line editing
/// controls (Ctrl-A, E, U, K, W, D), Alt-B and Alt-F, Alt-Backspace, Ctrl-C (`0x03`),
/// bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`, as one ``Key/paste(_:)``), and printable
/// UTF-8 text. Function keys F1 to F12 (`ESC O P`…`S`, `ESC [ 11 ~`…`24 ~`, `ESC [ 1 ; m P`…),
/// keys with modifiers (xterm's `; m` parameter: Shift, Alt, Ctrl), the other Ctrl-letters
/// and Alt with a printable key (`ESC x`) become ``Key/chord(_:)`` (through
/// ``Key/init(chord:)``, so Ctrl-W is still a word deletion). Other escape sequences and other
/// control bytes are consumed and ignored; invalid UTF-8 is dropped.
///
/// Input arrives in arbitrary chunks, so a sequence or a multi-byte character cut between
/// two reads is kept until the rest comes. The one ambiguity is `ESC` itself, which both is
/// the Escape key and starts sequences: a trailing lone `ESC` is taken as Escape only when
/// the caller says no more bytes are pending (a terminal writes a whole sequence at once).
///
/// ```swift
/// var decoder = KeyDecoder()
/// let keys = decoder.decode(terminal.readInput(timeoutMilliseconds: 100), moreBytesPending: false)
/// ```
package struct KeyDecoder: Sendable {
    /// Bytes received but not yet decoded: the start of an unfinished sequence or character.
    private var pending: Deque<UInt8> = []
    /// Whether the last byte decoded was a CR, so an LF right after it is the same Enter.
    private var lastWasCarriageReturn = false

    /// The longest escape sequence kept while waiting for its end; a longer one is garbage
    /// and is dropped, so a stuck stream can't make the buffer grow without bound.
    static let maxSequenceLength = 32
    /// The most pasted bytes kept while waiting for the end of a paste: a paste that never
    /// ends is delivered in pieces of this size rather than held without bound.
    static let maxPasteLength = 1 << 20
    /// What a terminal sends before and after pasted text once bracketed paste is on.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A decoder with nothing buffered.
    package init() {}

    /// Whether bytes are buffered waiting for the rest of a sequence or character. A run
    /// loop that sees this stay true past a short timeout can call ``flush()``.
    package var hasPendingBytes: Bool { !pending.isEmpty }

    /// Decodes `bytes` (after whatever is still buffered) into keys.
    ///
    /// - Parameters:
    ///   - bytes: The bytes just read; may be empty.
    ///   - moreBytesPending: `true` when the caller knows more input is already waiting
    ///     (it read a full buffer). When `false`, a trailing lone `ESC` is the Escape key.
    ///     Unfinished longer sequences stay buffered either way.
    package mutating func decode(_ bytes: some Sequence<UInt8>, moreBytesPending: Bool) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        // Printable scalars are gathered and split into grapheme clusters together, so
        // "e" + U+0301 or a flag's two regional indicators arrive as one Character.
        var text = String.UnicodeScalarView()
        func flushText() {
            guard !text.isEmpty else { return }
            for character in String(text) where Key.isPrintable(character) {
                keys.append(.character(character))
            }
            text = String.UnicodeScalarView()
        }

        decoding: while !pending.isEmpty {
            switch step() {
            case .key(let key, let length):
                let isCarriageReturn = pending.first == 0x0D
                flushText()
                keys.append(key)
                consume(length)
                lastWasCarriageReturn = isCarriageReturn
            case .scalar(let scalar, let length):
                text.append(scalar)
                consume(length)
                lastWasCarriageReturn = false
            case .skip(let length):
                consume(length)
                lastWasCarriageReturn = false
            case .incomplete:
                if pending.count == 1, pending.first == 0x1B, !moreBytesPending {
                    flushText()
                    keys.append(.named(.escape))
                    consume(1)
                    lastWasCarriageReturn = false
                }
                break decoding
            }
        }
        flushText()
        return keys
    }

    /// Decodes everything buffered as if no more input will come: an unfinished escape
    /// sequence becomes Escape followed by its other bytes as typed, an unfinished UTF-8
    /// character is dropped.
    package mutating func flush() -> [Key] {
        var keys = decode([], moreBytesPending: false)
        while let first = pending.first {
            consume(1)
            if first == 0x1B { keys.append(.named(.escape)) }
            keys += decode([], moreBytesPending: false)
        }
        return keys
    }

    /// What the bytes at the front of `pending` are.
    private enum Step {
        /// A key, `length` bytes long.
        case key(Key, length: Int)
        /// A printable scalar of typed text, `length` bytes long.
        case scalar(Unicode.Scalar, length: Int)
        /// `length` bytes that mean nothing to us (unknown sequences, stray controls, bad UTF-8).
        case skip(length: Int)
        /// The start of something whose end hasn't arrived yet.
        case incomplete
    }

    private mutating func consume(_ count: Int) {
        pending.removeFirst(min(count, pending.count))
    }

    private func step() -> Step {
        guard let byte = pending.first else { return .incomplete }
        switch byte {
        case 0x1B: return escapeSequence()
        case 0x09: return .key(.named(.tab), length: 1)
        case 0x0D: return .key(.named(.enter), length: 1)
        case 0x0A: return lastWasCarriageReturn ? .skip(length: 1) : .key(.named(.enter), length: 1)
        case 0x7F, 0x08: return .key(.named(.backspace), length: 1)
        case 0x03: return .key(.interrupt, length: 1)
        case 0x01: return .key(.named(.home), length: 1)
        case 0x05: return .key(.named(.end), length: 1)
        case 0x04: return .key(.named(.delete), length: 1)
        case 0x15: return .key(.deleteToStart, length: 1)
        case 0x0B: return .key(.deleteToEnd, length: 1)
        case 0x17: return .key(.deleteWordBackward, length: 1)
        case 0x01...0x1A:
            // The other Ctrl-letters (Ctrl-P, Ctrl-R, …): shortcuts and the command palette.
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .key(Key(chord: KeyChord(.character(letter), modifiers: .ctrl)), length: 1)
        case 0x00...0x1F: return .skip(length: 1)
        case 0x20...0x7E: return .scalar(Unicode.Scalar(byte), length: 1)
        default: return utf8Scalar()
        }
    }

    /// `ESC` and what follows it.
    private func escapeSequence() -> Step {
        guard pending.count >= 2 else { return .incomplete }
        switch pending[1] {
        case UInt8(ascii: "["):
            return controlSequence()
        case UInt8(ascii: "O"):
            // SS3: one final byte, sent for arrows in application cursor mode.
            guard pending.count >= 3 else { return .incomplete }
            let final = pending[2]
            guard (0x40...0x7E).contains(final) else { return .skip(length: 2) }
            if let number = ss3FunctionKey(final) { return .key(.chord(KeyChord(.function(number))), length: 3) }
            return (arrow(final) ?? homeOrEnd(final)).map { .key($0, length: 3) } ?? .skip(length: 3)
        case UInt8(ascii: "b"):
            return .key(.wordLeft, length: 2)
        case UInt8(ascii: "f"):
            return .key(.wordRight, length: 2)
        case 0x7F, 0x08:
            return .key(.deleteWordBackward, length: 2)
        case 0x21...0x7E:
            // Alt with a printable key, sent as ESC and the key.
            let character = Character(Unicode.Scalar(pending[1]))
            return .key(Key(chord: KeyChord(.character(character), modifiers: .alt)), length: 2)
        default:
            // ESC ESC, or Alt plus a key (sent as ESC and the key): the first ESC is Escape,
            // and what follows is decoded on its own.
            return .key(.named(.escape), length: 1)
        }
    }

    /// `ESC [`, parameter bytes, intermediate bytes, one final byte (ECMA-48 CSI).
    private func controlSequence() -> Step {
        var index = 2
        var parameters: [UInt8] = []
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x20...0x3F:
                parameters.append(byte)  // Parameters ("1;5") and intermediates.
                index += 1
            case 0x40...0x7E:
                return finalByte(byte, parameters: parameters, length: index + 1)
            default:
                // Not a valid sequence: drop what came before the odd byte, decode it anew.
                return .skip(length: index)
            }
            if index >= Self.maxSequenceLength { return .skip(length: index) }
        }
        return .incomplete
    }

    /// What a complete control sequence means, from its final byte and parameters.
    private func finalByte(_ byte: UInt8, parameters: [UInt8], length: Int) -> Step {
        if parameters.first == UInt8(ascii: "<"), byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") {
            // An SGR mouse report: ESC [ < button ; column ; line M (m: released).
            let fields = parameters.dropFirst().split(separator: UInt8(ascii: ";")).map { String(decoding: $0, as: UTF8.self) }
            guard let event = MouseEvent(sgrFields: fields, released: byte == UInt8(ascii: "m")) else { return .skip(length: length) }
            return .key(.mouse(event), length: length)
        }
        let fields = parameters.split(separator: UInt8(ascii: ";")).map { String(decoding: $0, as: UTF8.self) }
        // A second parameter is the modifiers plus one: 2 Shift, 3 Alt, 5 Ctrl (and combinations).
        let modifiers = Self.modifiers(fields.count > 1 ? (Int(fields[1]) ?? 1) - 1 : 0)
        /// The key, with the modifiers held: a chord when any is, through the keys a terminal
        /// names (Ctrl-Left is a word move).
        func held(_ key: Key) -> Step {
            guard !modifiers.isEmpty, case .named(let name) = key else { return .key(key, length: length) }
            return .key(Key(chord: KeyChord(.named(name), modifiers: modifiers)), length: length)
        }
        switch byte {
        case UInt8(ascii: "Z"):
            return .key(.named(.shiftTab), length: length)
        case UInt8(ascii: "~"):
            switch fields.first ?? "" {
            case "1", "7": return held(.named(.home))
            case "4", "8": return held(.named(.end))
            case "3": return held(.named(.delete))
            case "5": return held(.named(.pageUp))
            case "6": return held(.named(.pageDown))
            case "200": return pastedText(after: length)
            case let code:
                guard let number = Self.tildeFunctionKeys[code] else { return .skip(length: length) }
                return .key(.chord(KeyChord(.function(number), modifiers: modifiers)), length: length)
            }
        default:
            if let number = ss3FunctionKey(byte) {
                return .key(.chord(KeyChord(.function(number), modifiers: modifiers)), length: length)
            }
            return (arrow(byte) ?? homeOrEnd(byte)).map(held) ?? .skip(length: length)
        }
    }

    /// xterm's modifier bits (the parameter less one): 1 Shift, 2 Alt, 4 Ctrl (8 Meta, as Alt).
    private static func modifiers(_ bits: Int) -> KeyChord.Modifiers {
        var result: KeyChord.Modifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 0b1010 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.ctrl) }
        return result
    }

    /// `ESC [ N ~` function keys: F1 to F12 (xterm, VT220, Linux console).
    private static let tildeFunctionKeys: [String: Int] = [
        "11": 1, "12": 2, "13": 3, "14": 4, "15": 5, "17": 6, "18": 7, "19": 8, "20": 9, "21": 10, "23": 11, "24": 12,
    ]

    /// F1 to F4 as `ESC O P`…`S` (and `ESC [ 1 ; m P`…`S` with modifiers).
    private func ss3FunctionKey(_ final: UInt8) -> Int? {
        switch final {
        case UInt8(ascii: "P"): 1
        case UInt8(ascii: "Q"): 2
        case UInt8(ascii: "R"): 3
        case UInt8(ascii: "S"): 4
        default: nil
        }
    }

    /// The text between the paste start marker (`length` bytes) and the end marker, as one
    /// key; incomplete until the end marker arrives (or the paste grows past its limit).
    private func pastedText(after length: Int) -> Step {
        let end = Self.pasteEnd
        var index = length
        while index + end.count <= pending.count {
            if pending[index] == end[0], (0..<end.count).allSatisfy({ pending[index + $0] == end[$0] }) {
                let text = String(decoding: pending[length..<index], as: UTF8.self)
                return .key(.paste(Self.printableText(text)), length: index + end.count)
            }
            index += 1
        }
        if pending.count - length >= Self.maxPasteLength {
            // The end never came: deliver what there is, and drop the start marker.
            let text = String(decoding: pending[length...], as: UTF8.self)
            return .key(.paste(Self.printableText(text)), length: pending.count)
        }
        return .incomplete
    }

    /// Pasted text without control characters; line breaks and tabs become spaces.
    static func printableText(_ text: String) -> String {
        String(text.compactMap { c -> Character? in
            if c.isNewline || c == "\t" { return " " }
            return Key.isPrintable(c) ? c : nil
        })
    }

    private func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .named(.up)
        case UInt8(ascii: "B"): .named(.down)
        case UInt8(ascii: "C"): .named(.right)
        case UInt8(ascii: "D"): .named(.left)
        default: nil
        }
    }

    private func homeOrEnd(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "H"): .named(.home)
        case UInt8(ascii: "F"): .named(.end)
        default: nil
        }
    }

    /// A multi-byte UTF-8 scalar; overlong forms, surrogates and C1 controls are skipped.
    private func utf8Scalar() -> Step {
        guard let lead = pending.first else { return .incomplete }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return .skip(length: 1)  // A stray continuation byte or an invalid lead.
        }
        for index in 1..<length {
            guard index < pending.count else { return .incomplete }
            let byte = pending[index]
            guard (0x80...0xBF).contains(byte) else { return .skip(length: 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value >= 0xA0, let scalar = Unicode.Scalar(value) else {
            return .skip(length: length)
        }
        return .scalar(scalar, length: length)
    }
}
