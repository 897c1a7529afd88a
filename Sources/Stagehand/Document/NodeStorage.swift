#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The nodes of one parsed document, stored flat: one fixed-size record per node, each
/// collection's children in consecutive records, and one buffer of scalar text.
///
/// A tree of Swift values costs an allocation per collection, a `String` per scalar and a
/// reference-counted file path per node, which made building and freeing a large scene cost more
/// than libyaml's own parsing. Flat storage costs a few large arrays instead; ``Node`` is a handle
/// (this storage and an index) and makes strings only when a consumer asks for one. Children
/// are found by position, not through a list of child indices, which would cost another 4 bytes
/// a node.
///
/// Immutable once built, so documents can be shared between threads. Aliases are records that
/// reuse the anchored node's children, so an expanded alias costs one record, not a copy.
package final class NodeStorage: Sendable {
    /// What a record is: a collection, or a scalar in one of YAML's styles.
    package enum Kind: UInt8 {
        case mapping
        case sequence
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    /// One node, in 12 bytes.
    ///
    /// For a scalar, `start` and ``count`` are its byte range in `text`; for a mapping, `count`
    /// pairs are the records from `start` on, as key, value, key, value…; for a sequence,
    /// `count` items are the records from `start` on. A large file has about one node per 9 bytes, so every byte of
    /// a record is about a tenth of the file's size again in memory: the kind shares a word with
    /// the count (its top 3 bits), and line and column share one (see ``Position``).
    struct Record {
        var start: UInt32
        private var countAndKind: UInt32
        /// The line and column, packed; ``Position/overflow`` when they did not fit.
        var position: UInt32

        /// The largest count a record holds; the builder refuses larger scalars and collections.
        static let maxCount: UInt32 = (1 << 29) - 1

        init(start: UInt32, count: UInt32, kind: Kind, position: UInt32) {
            self.start = start
            countAndKind = UInt32(kind.rawValue) << 29 | (count & Self.maxCount)
            self.position = position
        }

        /// Bytes of a scalar, pairs of a mapping, items of a sequence.
        var count: UInt32 { countAndKind & Self.maxCount }

        /// What the record is.
        var kind: Kind {
            // The initializer stored a valid raw value in these bits; `.mapping` is unreachable.
            Kind(rawValue: UInt8(truncatingIfNeeded: countAndKind >> 29)) ?? .mapping
        }
    }

    /// A line and column in 32 bits: 22 bits of line (up to 4,194,302) and 10 of column (up to
    /// 1,023), which holds every node of an ordinary scene. A node further down or to the right
    /// (a minified JSON line, a huge file) stores ``overflow`` and its position in the storage's
    /// `overflowPositions`, so every position stays exact.
    package enum Position {
        package static let overflow = UInt32.max
        private static let columnBits: UInt32 = 10
        private static let maxColumn: UInt32 = (1 << columnBits) - 1
        private static let maxLine: UInt32 = (UInt32.max >> columnBits) - 1

        /// The packed word, or ``overflow``.
        package static func pack(line: Int, column: Int) -> UInt32 {
            guard line >= 0, column >= 0, line <= Int(maxLine), column <= Int(maxColumn) else { return overflow }
            return UInt32(line) << columnBits | UInt32(column)
        }

        package static func unpack(_ word: UInt32) -> (line: Int, column: Int) {
            (Int(word >> columnBits), Int(word & maxColumn))
        }
    }

    /// The path every node's location names.
    let file: String
    let records: [Record]
    package let text: [UInt8]
    /// Explicit tags, by node index; most documents have none.
    let tags: [UInt32: String]
    /// Positions that did not fit a record (line, column), by node index; most documents have none.
    let overflowPositions: OverflowPositions

    init(file: String, records: [Record], text: [UInt8], tags: [UInt32: String], overflowPositions: OverflowPositions) {
        self.file = file
        self.records = records
        self.text = text
        self.tags = tags
        self.overflowPositions = overflowPositions
    }

    /// Another storage object over the same nodes, sharing their buffers: for a thread that
    /// reads many nodes while another thread reads them too. Every ``Node`` holds its storage,
    /// so two threads reading through one storage object contend for its reference count on every
    /// node they touch; through one each, they do not.
    ///
    /// The path is copied rather than shared for the same reason: every location made from a node
    /// retains it.
    func sharingCopy() -> NodeStorage {
        NodeStorage(file: String(decoding: Array(file.utf8), as: UTF8.self), records: records, text: text,
                    tags: tags, overflowPositions: overflowPositions)
    }

    /// The 1-based line and column of the node at `index`.
    func position(of index: Int) -> (line: Int, column: Int) {
        Self.position(of: records[index].position, at: UInt32(truncatingIfNeeded: index), overflow: overflowPositions)
    }

    static func position(of word: UInt32, at index: UInt32, overflow: OverflowPositions) -> (line: Int, column: Int) {
        guard word == Position.overflow else { return Position.unpack(word) }
        // The builder records every position it could not pack; a missing one cannot happen.
        return overflow[index] ?? (1, 1)
    }

    /// The text of the scalar at `index`, decoded from the buffer.
    func string(at index: Int) -> String {
        Self.string(of: records[index], in: text)
    }

    /// The text a scalar record points at in `text`.
    static func string(of record: Record, in text: [UInt8]) -> String {
        guard record.count > 0 else { return "" }
        return text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(record.start)..<Int(record.start + record.count)]),
                   as: UTF8.self)
        }
    }

    /// The position among `spellings` of the first with exactly the bytes of the scalar at
    /// `index`, without making a string; `nil` for a collection or no match. Lengths are
    /// compared first, so most candidates cost one comparison.
    func scalar(at index: Int, among spellings: [[UInt8]]) -> Int? {
        let record = records[index]
        guard record.kind.rawValue >= Kind.plain.rawValue else { return nil }
        let count = Int(record.count)
        guard count > 0 else { return spellings.firstIndex { $0.isEmpty } }
        return text.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let start = base + Int(record.start)
            return spellings.firstIndex { spelling in
                spelling.count == count && spelling.withUnsafeBufferPointer { candidate in
                    candidate.baseAddress.map { memcmp(start, $0, count) == 0 } ?? false
                }
            }
        }
    }

    /// Whether the scalar at `index` has exactly the UTF-8 bytes of `key`, without making a string.
    func scalar(at index: Int, equals key: String) -> Bool {
        let record = records[index]
        guard record.kind.rawValue >= Kind.plain.rawValue else { return false }
        var key = key
        return key.withUTF8 { keyBytes in
            guard keyBytes.count == Int(record.count) else { return false }
            guard let keyBase = keyBytes.baseAddress, keyBytes.count > 0 else { return true }
            return text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                return memcmp(base + Int(record.start), keyBase, keyBytes.count) == 0
            }
        }
    }
}
