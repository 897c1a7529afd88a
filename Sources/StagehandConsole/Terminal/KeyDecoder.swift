import DequeModule

/// Decodes the raw bytes a terminal in raw mode sends into ``Key``s.
///
/// Understands Tab (`0x09`), Shift-Tab (`ESC [ Z`), Enter (CR, LF, or CR LF as one),
/// Escape (a lone `ESC`), the arrows (`ESC [ A…D` and, in application cursor mode,
/// `ESC O A…D`, modifiers ignored), Backspace (`0x7F`, `0x08`), Ctrl-C (`0x03`), and
/// printable UTF-8 text. Other escape sequences (function keys, Home, …) and other control
/// bytes are consumed and ignored; invalid UTF-8 is dropped.
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
struct KeyDecoder: Sendable {
    /// Bytes received but not yet decoded: the start of an unfinished sequence or character.
    private var pending: Deque<UInt8> = []
    /// Whether the last byte decoded was a CR, so an LF right after it is the same Enter.
    private var lastWasCarriageReturn = false

    /// The longest escape sequence kept while waiting for its end; a longer one is garbage
    /// and is dropped, so a stuck stream can't make the buffer grow without bound.
    static let maxSequenceLength = 32

    /// A decoder with nothing buffered.
    init() {}

    /// Whether bytes are buffered waiting for the rest of a sequence or character. A run
    /// loop that sees this stay true past a short timeout can call ``flush()``.
    var hasPendingBytes: Bool { !pending.isEmpty }

    /// Decodes `bytes` (after whatever is still buffered) into keys.
    ///
    /// - Parameters:
    ///   - bytes: The bytes just read; may be empty.
    ///   - moreBytesPending: `true` when the caller knows more input is already waiting
    ///     (it read a full buffer). When `false`, a trailing lone `ESC` is the Escape key.
    ///     Unfinished longer sequences stay buffered either way.
    mutating func decode(_ bytes: some Sequence<UInt8>, moreBytesPending: Bool) -> [Key] {
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
                    keys.append(.escape)
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
    mutating func flush() -> [Key] {
        var keys = decode([], moreBytesPending: false)
        while let first = pending.first {
            consume(1)
            if first == 0x1B { keys.append(.escape) }
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
        case 0x09: return .key(.tab, length: 1)
        case 0x0D: return .key(.enter, length: 1)
        case 0x0A: return lastWasCarriageReturn ? .skip(length: 1) : .key(.enter, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x03: return .key(.interrupt, length: 1)
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
            return arrow(final).map { .key($0, length: 3) } ?? .skip(length: 3)
        default:
            // ESC ESC, or Alt plus a key (sent as ESC and the key): the first ESC is Escape,
            // and what follows is decoded on its own.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [`, parameter bytes, intermediate bytes, one final byte (ECMA-48 CSI).
    private func controlSequence() -> Step {
        var index = 2
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x20...0x3F:
                index += 1  // Parameters ("1;5") and intermediates: ignored.
            case 0x40...0x7E:
                if byte == UInt8(ascii: "Z") { return .key(.shiftTab, length: index + 1) }
                return arrow(byte).map { .key($0, length: index + 1) } ?? .skip(length: index + 1)
            default:
                // Not a valid sequence: drop what came before the odd byte, decode it anew.
                return .skip(length: index)
            }
            if index >= Self.maxSequenceLength { return .skip(length: index) }
        }
        return .incomplete
    }

    private func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
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
