/// Finds the byte offsets of lines and columns in a file's text, counting as the loader does:
/// lines break at LF, CR LF or a lone CR, and columns count Unicode scalars (an undecodable byte
/// counts as one), after a byte-order mark on the first line.
///
/// Fixes and editors need byte ranges where diagnostics and nodes only carry line and column.
package struct SourceOffsets: Sendable {
    /// The text.
    package private(set) var bytes: [UInt8]
    /// The byte offset where each line starts; line 1 is at index 0.
    package private(set) var lineStarts: [Int]

    /// Indexes the lines of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = [0] + Self.lineStarts(in: bytes, from: 0, before: bytes.count)
    }

    /// Replaces the bytes in `range` (clamped to the text) with `replacement`, in place: only the
    /// lines the edit touches are read again, and the starts of the lines after it move by the
    /// change in length, so a keystroke in a large text costs a move of its bytes, not a new index.
    package mutating func replaceSubrange(_ range: Range<Int>, with replacement: [UInt8]) {
        let from = max(0, min(range.lowerBound, bytes.count))
        let to = max(from, min(range.upperBound, bytes.count))
        let delta = replacement.count - (to - from)
        // Read again from the start of the line holding the byte before the edit (a CR there may
        // now meet an LF) to the first line start after the byte after it (an LF there may have
        // lost its CR); both bounds sit in bytes the edit leaves as they were.
        let first = line(containing: max(0, from - 1)) - 1
        let next = line(containing: to + 1)
        bytes.replaceSubrange(from..<to, with: replacement)
        let hasTail = next < lineStarts.count
        let stop = hasTail ? lineStarts[next] + delta : bytes.count
        var found = Self.lineStarts(in: bytes, from: lineStarts[first], before: stop)
        // The line break before the first untouched line is found again; that line keeps its entry.
        if hasTail, found.last == stop { found.removeLast() }
        lineStarts.replaceSubrange((first + 1)..<next, with: found)
        if delta != 0 {
            for k in (first + 1 + found.count)..<lineStarts.count { lineStarts[k] += delta }
        }
    }

    /// Where the line's text ends, before its line break (or at the end of the text).
    package func lineEnd(_ line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if end > lineStarts[line - 1], end <= bytes.count, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line - 1], end <= bytes.count, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The byte offset of a 1-based line and scalar column; a column past the line's end stops
    /// at the end, a line past the text's end gives the text's end.
    package func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        var i = lineStarts[line - 1]
        let end = lineEnd(line)
        if line == 1, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        var remaining = column - 1
        while remaining > 0, i < end {
            i += Self.scalarLength(at: i, in: bytes, end: end)
            remaining -= 1
        }
        return i
    }

    /// The byte offset of a location.
    package func offset(of location: SourceLocation) -> Int {
        offset(line: location.line, column: location.column)
    }

    /// The 1-based line holding a byte offset.
    package func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The byte length of a well-formed UTF-8 sequence at `i`, or 1 for a byte that starts none.
    package static func scalarLength(at i: Int, in bytes: [UInt8], end: Int) -> Int {
        let length: Int
        switch bytes[i] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard i + length <= end else { return 1 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 1 }
        return length
    }
}

extension SourceOffsets {
    /// The starts of the lines that begin after a line break found from `start` up to `stop`
    /// (LF, CR LF or a lone CR; a CR LF counts once even when its LF lies at `stop`).
    fileprivate static func lineStarts(in bytes: [UInt8], from start: Int, before stop: Int) -> [Int] {
        var found: [Int] = []
        var i = start
        while i < stop {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                found.append(i + 1)
            case UInt8(ascii: "\r"):
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                found.append(i + 1)
            default:
                break
            }
            i += 1
        }
        return found
    }
}
