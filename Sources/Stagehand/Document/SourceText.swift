/// The text a document was parsed from, kept so that its diagnostics can be given the line they
/// point at (``SourceLine``) without anyone reading the file again.
///
/// Text given as bytes (an editor's buffer, a test's string) and files of up to
/// ``inMemoryLimit`` bytes keep the very buffer the parser read — shared, never copied. A larger
/// file keeps the descriptor it was read through instead (``OpenSourceFile``): holding a large
/// scene's bytes until its checks are done would add the file's size to the peak memory of
/// `stagehand lint`, where the buffer is otherwise freed as soon as the node tree is built and
/// its pages reused for the description. Either way lines are found only for the diagnostics
/// that exist, in one pass over the text, and only the shown part of each is copied.
///
/// A text that is not valid UTF-8 as a whole gives no lines: a caret could not be lined up in
/// it, and printing its bytes could upset the terminal.
package final class SourceText: Sendable {
    /// The largest file kept in memory; larger ones keep their open file.
    package static let inMemoryLimit = 1 << 20

    /// Where the text is kept.
    private enum Storage: Sendable {
        case bytes([UInt8])
        case file(OpenSourceFile)
    }

    /// The path the document's locations name.
    package let file: String
    private let storage: Storage
    /// Whether the text is valid UTF-8 as a whole; lines are given only when it is.
    let isValidUTF8: Bool

    /// Keeps `bytes`; `isValidUTF8` says whether they are known to be valid UTF-8, `nil` to check.
    package init(file: String, bytes: [UInt8], isValidUTF8: Bool? = nil) {
        self.file = file
        storage = .bytes(bytes)
        self.isValidUTF8 = isValidUTF8 ?? Self.isValidUTF8(bytes)
    }

    /// Keeps an open file whose bytes were found valid UTF-8 or not.
    init(file: String, openFile: OpenSourceFile, isValidUTF8: Bool) {
        self.file = file
        storage = .file(openFile)
        self.isValidUTF8 = isValidUTF8
    }

    /// The lines with these 1-based numbers that the text has.
    package func lines(_ numbers: Set<Int>) -> [Int: SourceLine] {
        guard isValidUTF8, !numbers.isEmpty else { return [:] }
        var collector = LineCollector(wanted: numbers)
        switch storage {
        case .bytes(let bytes):
            _ = bytes.withUnsafeBufferPointer { collector.scan($0, isLast: true) }
        case .file(let file):
            guard file.scan(into: &collector) else { return [:] }
        }
        return collector.found.mapValues { Self.line(from: $0) }
    }

    /// The whole text as it was parsed: the kept bytes, or the kept file read back when it has
    /// not changed since (`nil` when it has, or cannot be read).
    package func wholeText() -> [UInt8]? {
        switch storage {
        case .bytes(let bytes): bytes
        case .file(let file): file.readAll()
        }
    }

    /// The line with this 1-based number, if the text has it.
    package func line(_ number: Int) -> SourceLine? {
        lines([number])[number]
    }

    private static func line(from bytes: [UInt8]) -> SourceLine {
        var end = bytes.count
        // A line cut at the byte limit may end inside a character: drop its first bytes.
        if end == LineCollector.maxLineBytes {
            while end > 0, bytes[end - 1] & 0xC0 == 0x80 { end -= 1 }
            if end > 0, bytes[end - 1] >= 0xC0 { end -= 1 }
        }
        return SourceLine(String(decoding: bytes[..<end], as: UTF8.self))
    }

    /// Whether `bytes` are valid UTF-8 as a whole.
    static func isValidUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
        // `transcode` reports whether it met an ill-formed sequence; nothing is kept.
        !transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    }
}
