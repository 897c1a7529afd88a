import Stagehand

/// A line of text made to fit a number of columns: what ``CellBuffer/write(_:x:y:maxWidth:style:)``
/// draws, available on its own so layout can measure text without drawing it.
///
/// - A label is one line: line breaks (`\n`, `\r\n`, U+2028, U+2029) and tabs become spaces.
///   Callers that want several lines split the text first.
/// - Other control characters (C0, DEL, C1: a lone `\r`, a form feed, U+0085 too) are drawn
///   as U+FFFD, so text from a file shows that it holds one instead of hiding it; characters
///   that take no columns (zero-width spaces) are dropped.
/// - Text wider than `maxWidth` is cut at a character boundary and ends in `…`. A wide
///   character is never split: when only one column is left for it, the ellipsis takes the
///   column before and a space pads the last, so a truncated line is exactly `maxWidth` wide.
package struct FittedLine: Hashable, Sendable {
    /// The ellipsis that marks truncated text; one column wide.
    static let ellipsis: Character = "…"

    /// The characters to draw, left to right; each is 1 or 2 columns wide.
    private(set) var characters: [Character] = []
    /// Columns the characters take in total: never more than the `maxWidth` asked for.
    package private(set) var width = 0
    /// Whether the text was cut short (and ends in ``ellipsis``).
    package private(set) var isTruncated = false

    /// Fits `text` into `maxWidth` columns (a negative width counts as 0).
    package init(_ text: String, maxWidth: Int) {
        let budget = max(0, maxWidth)
        // Printable ASCII that fits, most of what is drawn: one column a character, nothing
        // to drop or cut.
        if text.utf8.count <= budget, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            characters = Array(text)
            width = characters.count
            return
        }
        var glyphs: [(character: Character, width: Int)] = []
        var total = 0
        // Walk the whole text once, remembering where the ellipsis would go: the last
        // position at which the prefix still leaves one column for `…`.
        var cutCount = 0
        var cutWidth = 0
        for raw in text {
            let character = Self.normalize(raw)
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if total + width <= budget - 1 {
                cutCount = glyphs.count + 1
                cutWidth = total + width
            }
            glyphs.append((character, width))
            total += width
            if total > budget { break }  // Truncating for sure; the rest doesn't matter.
        }
        if total <= budget {
            characters = glyphs.map(\.character)
            width = total
            return
        }
        isTruncated = true
        guard budget > 0 else { return }
        characters = glyphs.prefix(cutCount).map(\.character)
        characters.append(Self.ellipsis)
        width = cutWidth + 1
        // A wide character that would straddle the limit leaves a one-column gap: pad it,
        // so the line always covers its `maxWidth` columns when truncated.
        while width < budget {
            characters.append(" ")
            width += 1
        }
    }

    /// The fitted text as a string (with ellipsis and padding when truncated).
    package var text: String { String(characters) }

    /// Line breaks and tabs shown as a space: a label is one line.
    private static func normalize(_ character: Character) -> Character {
        // Printable ASCII, most of what is drawn, is never a line break or a tab.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return character }
        switch character {
        case "\n", "\r\n", "\t", "\u{2028}", "\u{2029}":
            return " "
        default:
            return visible(character)
        }
    }

    /// A control character (C0, DEL, C1) as the visible U+FFFD; any other character as it is.
    static func visible(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return character }
        return TerminalText.isControl(scalar) ? "\u{FFFD}" : character
    }
}
