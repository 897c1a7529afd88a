#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The nodes of one parsed document, stored flat: one fixed-size record per node, one array of
/// child indices and one buffer of scalar text.
///
/// A tree of Swift values costs an allocation per collection, a `String` per scalar and a
/// reference-counted file path per node, which made building and freeing a large scene cost more
/// than libyaml's own parsing. Flat storage costs a few large arrays instead; ``Node`` is a handle
/// (this storage and an index) and makes strings only when a consumer asks for one.
///
/// Immutable once built, so documents can be shared between threads. Aliases are records that
/// reuse the anchored node's children, so an expanded alias costs one record, not a copy.
final class NodeStorage: Sendable {
    /// What a record is: a collection, or a scalar in one of YAML's styles.
    enum Kind: UInt8 {
        case mapping
        case sequence
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    /// One node, in 16 bytes.
    ///
    /// For a scalar, `start` and `count` are its byte range in `text`; for a mapping, `count`
    /// pairs begin at `children[start]` as key, value, key, value…; for a sequence, `count` items
    /// begin at `children[start]`. The kind shares a word with the column: its top 3 bits. A large
    /// file has about one node per 9 bytes, so the 4 bytes this saves per node are nearly half
    /// the file's size again in memory.
    struct Record {
        var line: UInt32
        private var columnAndKind: UInt32
        var start: UInt32
        var count: UInt32

        /// The largest column a record holds; a position further right on its line reads as this
        /// column. Only a line of more than 512 MiB gets there, far past the default file limit.
        static let maxColumn: UInt32 = (1 << 29) - 1

        init(line: UInt32, column: UInt32, start: UInt32, count: UInt32, kind: Kind) {
            self.line = line
            columnAndKind = UInt32(kind.rawValue) << 29 | min(column, Self.maxColumn)
            self.start = start
            self.count = count
        }

        /// The 1-based column.
        var column: UInt32 {
            get { columnAndKind & Self.maxColumn }
            set { columnAndKind = columnAndKind & ~Self.maxColumn | min(newValue, Self.maxColumn) }
        }

        /// What the record is.
        var kind: Kind {
            // The initializer stored a valid raw value in these bits; `.mapping` is unreachable.
            Kind(rawValue: UInt8(truncatingIfNeeded: columnAndKind >> 29)) ?? .mapping
        }
    }

    /// The path every node's location names.
    let file: String
    let records: [Record]
    let children: [UInt32]
    let text: [UInt8]
    /// Explicit tags, by node index; most documents have none.
    let tags: [UInt32: String]

    init(file: String, records: [Record], children: [UInt32], text: [UInt8], tags: [UInt32: String]) {
        self.file = file
        self.records = records
        self.children = children
        self.text = text
        self.tags = tags
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
