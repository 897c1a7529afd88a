import Stagehand

/// Converts between the protocol's positions (0-based line, UTF-16 code units in the line) and
/// byte offsets and the loader's locations (1-based line, Unicode scalars in the line).
package struct LineMap {
    package private(set) var offsets: SourceOffsets

    package init(_ bytes: [UInt8]) { offsets = SourceOffsets(bytes) }

    var bytes: [UInt8] { offsets.bytes }

    /// Replaces the bytes in `range` with `replacement`, reading again only the lines it touches.
    mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
        offsets.replaceSubrange(range, with: replacement)
    }

    /// The byte offset of a protocol position; past the end of a line it stops at the line's end.
    package func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < offsets.lineStarts.count else { return bytes.count }
        var i = offsets.lineStarts[line]
        let end = offsets.lineEnd(line + 1)
        var units = 0
        while i < end, units < character {
            let length = SourceOffsets.scalarLength(at: i, in: bytes, end: end)
            units += length == 4 ? 2 : 1
            i += length
        }
        return i
    }

    /// The protocol position of a byte offset.
    package func position(of offset: Int) -> (line: Int, character: Int) {
        let target = max(0, min(offset, bytes.count))
        let line = offsets.line(containing: target)
        var i = offsets.lineStarts[line - 1]
        var units = 0
        while i < target {
            let length = SourceOffsets.scalarLength(at: i, in: bytes, end: bytes.count)
            units += length == 4 ? 2 : 1
            i += length
        }
        return (line - 1, units)
    }

    /// A protocol position as JSON.
    func json(_ offset: Int) -> JSON {
        let (line, character) = position(of: offset)
        return ["line": JSON(line), "character": JSON(character)]
    }

    /// A protocol range as JSON.
    func json(_ range: Range<Int>) -> JSON {
        ["start": json(range.lowerBound), "end": json(range.upperBound)]
    }

    /// The byte range of the scalar written at `location`: inside its quotes when quoted, up to
    /// the end of a plain word otherwise; at least one character when the line has one.
    func scalarRange(at location: SourceLocation, length: Int? = nil) -> Range<Int> {
        var start = offsets.offset(of: location)
        let end = offsets.lineEnd(location.line)
        if let length {
            if start < end, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") { start += 1 }
            return start..<min(end, start + length)
        }
        if start < end, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
            let quote = bytes[start]
            var close = start + 1
            while close < end, bytes[close] != quote { close += 1 }
            return (start + 1)..<close
        }
        var stop = start
        while stop < end {
            let byte = bytes[stop]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: ":"), stop + 1 >= end || bytes[stop + 1] == UInt8(ascii: " ") { break }
            stop += 1
        }
        while stop > start, bytes[stop - 1] == UInt8(ascii: " ") { stop -= 1 }
        if stop == start, start < end { stop = start + SourceOffsets.scalarLength(at: start, in: bytes, end: end) }
        return start..<stop
    }
}
