#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds ``IgnoreComment``s in a file's bytes. The marker is looked for with `memchr` from `#`
/// to `#`; only a file that holds it is read line by line, so the cost for every other file is
/// one fast search.
package enum IgnoreCommentScanner {
    static let marker = Array("stagehand-ignore".utf8)

    /// The ignore comments in `bytes`, in the order written.
    package static func comments(in bytes: [UInt8], file: String) -> [IgnoreComment] {
        bytes.withUnsafeBufferPointer { comments(in: $0, file: file) }
    }

    /// The ignore comments in `buffer`, in the order written.
    static func comments(in buffer: UnsafeBufferPointer<UInt8>, file: String) -> [IgnoreComment] {
        contains(buffer) ? scan(buffer, file: file) : []
    }

    /// Whether a `#` followed (after blanks) by the marker is anywhere in the bytes: `memchr`
    /// jumps from `#` to `#`, which only comments (and the odd format string) hold.
    private static func contains(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        var offset = 0
        while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "#")), buffer.count - offset) {
            var index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            while index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
            if buffer.count - index >= marker.count, marker.indices.allSatisfy({ buffer[index + $0] == marker[$0] }) { return true }
            offset = index
        }
        return false
    }

    /// A line of the file: its bytes' range and whether it holds nothing but blanks or a comment.
    private struct Line {
        var range: Range<Int>
        var isBlankOrComment: Bool
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> [IgnoreComment] {
        let lines = lineRanges(in: bytes).map { line(bytes, $0) }

        var comments: [IgnoreComment] = []
        var atTop = true
        for (offset, line) in lines.enumerated() {
            defer { if !line.isBlankOrComment { atTop = false } }
            guard let found = comment(in: bytes, line: line.range, number: offset + 1, file: file) else { continue }
            let scope: IgnoreComment.Scope
            if found.isFileComment {
                scope = atTop ? .file : .misplacedFile
            } else if line.isBlankOrComment {
                // Alone on its line: it covers the next line that is not blank or a comment.
                let target = lines[(offset + 1)...].firstIndex { !$0.isBlankOrComment }.map { $0 + 1 } ?? offset + 2
                scope = .line(target)
            } else {
                scope = .line(offset + 1)
            }
            comments.append(IgnoreComment(scope: scope, codes: found.codes, location: found.location))
        }
        return comments
    }

    private static func line(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Line {
        let first = range.first { bytes[$0] != 0x20 && bytes[$0] != 0x09 }
        return Line(range: range, isBlankOrComment: first.map { bytes[$0] == UInt8(ascii: "#") } ?? true)
    }

    /// The ignore comment on one line, if it has one: `#`, blanks, the marker, `-file` or not,
    /// blanks, `:`, then codes separated by commas (words after a code are the author's note).
    private static func comment(in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>, number: Int, file: String)
        -> (isFileComment: Bool, codes: [IgnoreComment.Code], location: SourceLocation)?
    {
        commentStart(in: bytes, line: line).flatMap { ignoreComment(in: bytes, from: $0, line: line, number: number, file: file) }
    }

    /// Where the line's comment starts: the first `#` at the line's start or after a blank that
    /// is not inside a quoted string; `nil` when the line has no comment.
    static func commentStart(in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> Int? {
        var quote: UInt8?
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A quote opens a string only where a value starts, not inside a word (`don't`).
                let previous = index > line.lowerBound ? bytes[index - 1] : 0x20
                if previous == 0x20 || previous == 0x09 || previous == UInt8(ascii: ":") || previous == UInt8(ascii: "[")
                    || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",") || previous == UInt8(ascii: "-")
                {
                    quote = byte
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "#"), index == line.lowerBound || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The byte range of each line, without its line break, as libyaml counts lines.
    static func lineRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let length = LineCollector.breakLength(in: bytes, at: index)
            if length == 0 {
                index += 1
                continue
            }
            ranges.append(start..<index)
            index += length
            start = index
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    private static func ignoreComment(in bytes: UnsafeBufferPointer<UInt8>, from hash: Int, line: Range<Int>, number: Int, file: String)
        -> (isFileComment: Bool, codes: [IgnoreComment.Code], location: SourceLocation)?
    {
        var index = hash + 1
        func skipBlanks() { while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        func take(_ word: [UInt8]) -> Bool {
            guard line.upperBound - index >= word.count, word.indices.allSatisfy({ bytes[index + $0] == word[$0] }) else { return false }
            index += word.count
            return true
        }
        skipBlanks()
        guard take(marker) else { return nil }
        let isFileComment = take(Array("-file".utf8))
        skipBlanks()
        guard take([UInt8(ascii: ":")]) else { return nil }
        var codes: [IgnoreComment.Code] = []
        while index < line.upperBound {
            skipBlanks()
            let start = index
            while index < line.upperBound, bytes[index] != UInt8(ascii: ","), bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
            if index > start {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                codes.append(IgnoreComment.Code(value: text, location: SourceLocation(file: file, line: number, column: column(of: start, in: bytes, line: line))))
            }
            // Words after a code, up to the next comma, are a note for the reader.
            while index < line.upperBound, bytes[index] != UInt8(ascii: ",") { index += 1 }
            index += 1
        }
        return (isFileComment, codes, SourceLocation(file: file, line: number, column: column(of: hash, in: bytes, line: line)))
    }

    /// The 1-based column of a byte, counting Unicode scalars as libyaml does.
    private static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> Int {
        var column = 1
        for index in line.lowerBound..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
