/// Text broken into lines that fit a number of columns, as a wrapped `Label` shows it.
///
/// Lines break at line breaks in the text, then where a line would get wider than the room: at
/// the last space before that point, or, in a word wider than the room, between characters. A
/// line that begins indented continues, when it wraps, under its own first character.
/// Widths are display widths (``DisplayWidth``): a wide character counts two columns and is never
/// split, combining marks and emoji sequences stay with their character.
package enum WrappedText {
    /// The lines of `text` at `width` columns; with `maxLines` above 0, at most that many, the
    /// last ending in `…` when text was left out. Empty text is one empty line.
    package static func lines(_ text: String, width: Int, maxLines: Int = 0) -> [String] {
        let room = max(1, width)
        var result: [String] = []
        for paragraph in paragraphs(of: text) {
            result.append(contentsOf: wrap(paragraph, room: room))
            if maxLines > 0, result.count > maxLines { break }
        }
        if result.isEmpty { result = [""] }
        guard maxLines > 0, result.count > maxLines else { return result }
        var kept = Array(result.prefix(maxLines))
        let last = kept[maxLines - 1]
        // The last line shown says that more follows: `…` after it, or in place of its end.
        kept[maxLines - 1] = DisplayWidth.of(last) + 1 <= room
            ? last + String(FittedLine.ellipsis)
            : FittedLine(last + "  ", maxWidth: room).text
        return kept
    }

    /// The text's paragraphs: split at line breaks (`\n`, `\r\n`, U+2028, U+2029); tabs become
    /// spaces, and other control characters (a lone `\r`, a form feed, U+0085) the visible
    /// U+FFFD, as on one line.
    private static func paragraphs(of text: String) -> [[Character]] {
        var paragraphs: [[Character]] = [[]]
        for character in text {
            switch character {
            case "\n", "\r\n", "\u{2028}", "\u{2029}":
                paragraphs.append([])
            case "\t":
                paragraphs[paragraphs.count - 1].append(" ")
            default:
                paragraphs[paragraphs.count - 1].append(FittedLine.visible(character))
            }
        }
        return paragraphs
    }

    /// One paragraph's lines at `room` columns (at least one line, perhaps empty). A paragraph
    /// that begins indented continues under its own first character: every line it wraps onto
    /// starts with the same indentation, as long as that leaves at least half the room for text
    /// (deeper indentation is dropped on the lines wrapped onto). The indentation is never a
    /// place to break.
    private static func wrap(_ characters: [Character], room: Int) -> [String] {
        let leading = characters.prefix { $0 == " " }.count
        let hanging: [Character] = leading * 2 <= room ? Array(repeating: " ", count: leading) : []
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0
        // The spaces at the start of `line` that are indentation, not places to break.
        var indentation = hanging.count
        // Where the line may break: the index in `line` of its last space.
        var lastSpace: Int?
        func startContinuation(with rest: [Character]) {
            line = hanging + rest
            indentation = hanging.count
            lineWidth = line.reduce(0) { $0 + DisplayWidth.of($1) }
            lastSpace = nil
        }
        for raw in characters {
            // A control character is drawn visibly, as a line does (see ``FittedLine``).
            let character = FittedLine.visible(raw)
            let width = DisplayWidth.of(character)
            if width == 0, character.asciiValue != nil { continue }  // tabs take no room
            if lineWidth + width > room, line.count > indentation {
                if character == " " {
                    lines.append(trimmed(line))
                    startContinuation(with: [])
                    continue
                }
                if let space = lastSpace {
                    lines.append(trimmed(Array(line[..<space])))
                    startContinuation(with: Array(line[(space + 1)...]))
                } else {
                    lines.append(String(line))
                    startContinuation(with: [])
                }
            }
            if character == " ", line.count >= indentation { lastSpace = line.count }
            line.append(character)
            lineWidth += width
        }
        lines.append(trimmed(line))
        return lines
    }

    /// The line without the spaces at its end.
    private static func trimmed(_ line: [Character]) -> String {
        var end = line.count
        while end > 0, line[end - 1] == " " { end -= 1 }
        return String(line[..<end])
    }
}
