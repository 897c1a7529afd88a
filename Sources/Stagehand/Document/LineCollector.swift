/// Picks chosen lines out of a text as it is scanned from the start, at once or in pieces.
///
/// Lines end where libyaml's line count moves on — LF, CR LF, a lone CR, NEL (U+0085), LS
/// (U+2028) and PS (U+2029) — so line N here is the line a diagnostic at line N points at.
/// Only the wanted lines are copied, and of each only its first ``maxLineBytes`` bytes, which
/// hold far more than the characters a ``SourceLine`` keeps.
package struct LineCollector {
    /// How many bytes of a line are kept.
    static let maxLineBytes = 64 * 1024

    private let wanted: Set<Int>
    private let lastWanted: Int
    /// The line being scanned, 1-based.
    private var line = 1
    /// The bytes kept so far of the line being scanned, when it is wanted.
    private var current: [UInt8]?
    /// The wanted lines found so far, without their line breaks.
    package private(set) var found: [Int: [UInt8]] = [:]

    package init(wanted: Set<Int>) {
        self.wanted = wanted
        lastWanted = wanted.max() ?? 0
        current = wanted.contains(1) ? [] : nil
    }

    /// Whether every wanted line has been passed, so the rest of the text need not be read.
    var isDone: Bool { line > lastWanted }

    /// Scans the next piece of the text and returns how many of its bytes it used. Unless
    /// `isLast`, it stops before a byte that may start a line break continuing in the next
    /// piece (a CR, or the first bytes of NEL, LS or PS); the caller passes those again.
    package mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, isLast: Bool) -> Int {
        let count = bytes.count
        var start = 0
        var index = 0
        while index < count, !isDone {
            // A break that may go on in the next piece is left for that piece to scan whole.
            if !isLast, index + Self.continuation(of: bytes[index]) >= count {
                keep(bytes, start..<index)
                return index
            }
            let length = Self.breakLength(in: bytes, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            keep(bytes, start..<index)
            endLine()
            index += length
            start = index
        }
        guard !isDone else { return count }
        keep(bytes, start..<count)
        // The text ends inside its last line (which is empty after a final line break).
        if isLast { endLine() }
        return count
    }

    /// How many more bytes a line break starting with `byte` may take: 1 after a CR (its LF) or
    /// 0xC2 (NEL), 2 after 0xE2 (LS, PS), 0 otherwise.
    private static func continuation(of byte: UInt8) -> Int {
        switch byte {
        case 0x0D, 0xC2: 1
        case 0xE2: 2
        default: 0
        }
    }

    /// The length of the line break at `index`, 0 when none starts there. Bytes past the end
    /// count as no continuation: a CR at the very end is a break of its own.
    static func breakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    private mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard var kept = current, !range.isEmpty, kept.count < Self.maxLineBytes else { return }
        current = nil  // so `kept` is the only reference and grows in place
        let room = Self.maxLineBytes - kept.count
        kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<min(range.upperBound, range.lowerBound + room)]))
        current = kept
    }

    private mutating func endLine() {
        if let kept = current { found[line] = kept }
        line += 1
        current = wanted.contains(line) ? [] : nil
    }
}
