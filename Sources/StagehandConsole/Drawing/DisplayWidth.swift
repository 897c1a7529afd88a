/// How many terminal cells text occupies when printed on a monospaced console.
///
/// The rules follow what common terminals do (and what `wcwidth`-style libraries agree on):
///
/// - East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables,
///   fullwidth forms) and characters with emoji presentation — including emoji ZWJ
///   sequences, flags, skin-tone sequences and a text-default emoji followed by
///   VS16 (`U+FE0F`) — take **2** cells.
/// - Control characters, combining marks, format characters (zero-width joiner,
///   zero-width space, …) and variation selectors take **0** cells.
/// - Everything else, including East Asian *Ambiguous* characters such as `…`, takes **1** cell.
///
/// Widths are measured per grapheme cluster (`Character`), because a terminal draws one
/// cluster as one glyph: `"e\u{301}"` is one cell and a family emoji is two.
package enum DisplayWidth {
    /// The number of cells `character` occupies: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        // Fast path: ASCII needs no Unicode property lookups. `"\r\n"` reports an ASCII
        // value too (0x0A), which is correctly a control character.
        if let ascii = character.asciiValue {
            return asciiWidth(ascii)
        }
        return clusterWidth(character.unicodeScalars)
    }

    /// The number of cells `text` occupies: the sum of its characters' widths.
    package static func of(_ text: String) -> Int {
        // Fast path: scan the UTF-8 bytes and only fall back to grapheme breaking when a
        // non-ASCII byte shows up. Pure ASCII has one character per byte (bar "\r\n", whose
        // two bytes are both width-0 controls anyway), so counting printable bytes is exact.
        var width = 0
        for byte in text.utf8 {
            if byte >= 0x80 {
                return text.reduce(0) { $0 + of($1) }
            }
            width += asciiWidth(byte)
        }
        return width
    }

    /// The number of cells `text` occupies.
    package static func of(_ text: Substring) -> Int {
        of(String(text))
    }

    /// Width of one ASCII byte: printable characters are 1, controls (including DEL) 0.
    @inline(__always)
    static func asciiWidth(_ byte: UInt8) -> Int {
        (0x20..<0x7F).contains(byte) ? 1 : 0
    }

    /// Width of a non-ASCII grapheme cluster.
    private static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        guard let first = scalars.first else { return 0 }
        var hasEmojiModifierOrJoiner = false
        var hasVS16 = false
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F: hasVS16 = true
            case 0x200D, 0x1F3FB...0x1F3FF: hasEmojiModifierOrJoiner = true
            default: break
            }
        }
        // An emoji-capable base turned into an emoji glyph by VS16 ("❤️", "1️⃣") or joined
        // into a ZWJ sequence ("👨‍👩‍👧") is drawn as one double-width emoji.
        if (hasVS16 || hasEmojiModifierOrJoiner) && first.properties.isEmoji {
            return 2
        }
        // Otherwise the cluster is as wide as its first visible scalar: the scalars after it
        // are combining marks, Hangul vowel/final jamo and the like, drawn on the same cells.
        for scalar in scalars {
            let width = scalarWidth(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// Width of a single scalar taken on its own.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return asciiWidth(UInt8(truncatingIfNeeded: value)) }
        if isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
        return 1
    }

    /// Controls, marks drawn on the previous cell, invisible format characters and the
    /// Hangul medial/final jamo that combine into the syllable before them.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true  // Hangul Jungseong/Jongseong: they join the leading consonant's cells.
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format,
             .lineSeparator, .paragraphSeparator:
            // Variation selectors are nonspacing marks; ZWJ, ZWNJ, ZWSP, word joiner and
            // BOM are format characters.
            return true
        default:
            return false
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges from Unicode's EastAsianWidth.txt,
    /// merged into coarse blocks. Emoji blocks are left to `isEmojiPresentation`, which is
    /// exactly the set of emoji the table marks as Wide. Sorted, for a binary search.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo initial consonants
        0x231A...0x231B,    // watch, hourglass
        0x2329...0x232A,    // angle brackets
        0x2E80...0x2FDF,    // CJK radicals, Kangxi radicals
        0x2FF0...0x303E,    // ideographic description, CJK symbols and punctuation (U+3000 is F)
        0x3041...0x33FF,    // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, enclosed CJK
        0x3400...0x4DBF,    // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,    // CJK Unified Ideographs
        0xA000...0xA4CF,    // Yi syllables and radicals
        0xA960...0xA97F,    // Hangul Jamo Extended-A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK Compatibility Ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // fullwidth ASCII variants
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x16FFF,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x18D00...0x18D8F,  // Tangut supplement
        0x1AFF0...0x1B2FF,  // Kana extended/supplement, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extension G and later
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        // Nothing below U+1100 is wide; this keeps Latin, Greek, Cyrillic… off the search.
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension Character {
    /// The number of terminal cells this character occupies (0, 1 or 2); see ``DisplayWidth``.
    package var displayWidth: Int { DisplayWidth.of(self) }
}

extension String {
    /// The number of terminal cells this text occupies; see ``DisplayWidth``.
    package var displayWidth: Int { DisplayWidth.of(self) }
}
