#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension NodeStorage {
    /// Appends records, child lists and scalar text while a document is parsed, then hands them
    /// to a ``NodeStorage`` without copying.
    ///
    /// Every offset is a `UInt32` and every count 29 bits, which keeps a record at 12 bytes. The
    /// loader refuses input of 4 GiB or more and, by default, scalars over 1 MiB, so only
    /// contrived documents (escapes that grow text, merge keys repeated past a raised alias
    /// limit, one scalar or collection of over 512 Mi bytes or items) could need more; every
    /// `add` checks, and returns `nil` then.
    struct Builder {
        private(set) var records: [Record] = []
        private(set) var children: [UInt32] = []
        private(set) var text: [UInt8] = []
        private var tags: [UInt32: String] = [:]
        private var overflowPositions = OverflowPositions()
        /// Short scalar texts stored recently, by a hash of their bytes: `start << 32 | count`
        /// of an earlier copy in `text`, or 0. Keys (`name`, `type`, `properties`) and common
        /// values (`Label`, `true`) repeat all through a scene; a repeat points at the earlier
        /// copy instead of growing the buffer. A cache, not an index: a slot keeps the latest
        /// text that hashed to it, so its memory stays fixed whatever the file holds.
        private var recentText: [UInt64]
        private let recentMask: Int

        /// Scalars longer than this are always appended: long texts rarely repeat.
        private static let shareableLength = 24

        /// Prepares for a text of `expectedBytes` that averages at least `bytesPerNode` bytes
        /// a node (a little over 8 for YAML scenes; JSON rows of short values go down to 5).
        init(expectedBytes: Int, bytesPerNode: Int = 8) {
            // About one slot per 256 bytes of input, between 256 (2 KiB) and 4,096 (32 KiB).
            var slots = 256
            while slots < 4_096, slots * 256 < expectedBytes { slots *= 2 }
            recentText = Array(repeating: 0, count: slots)
            recentMask = slots - 1
            // Scenes average about one node per 9 bytes; reserving a little over that avoids
            // regrowth copies for typical files, and denser ones simply grow (a regrowth holds the
            // old and the new array at once, the peak of a large file's read). Scalar text never
            // holds much more than the input (escapes and folding only shrink it), so reserving
            // the input's size means it never grows at all. Capacity that is never written costs
            // address space, not memory: the pages are never touched.
            let bytesPerNode = max(bytesPerNode, 1)
            records.reserveCapacity(expectedBytes / bytesPerNode + 16)
            children.reserveCapacity(expectedBytes / bytesPerNode + 16)
            text.reserveCapacity(expectedBytes + 16)
        }

        /// Adds a scalar whose text is `bytes`.
        mutating func addScalar(_ kind: Kind, bytes: UnsafeBufferPointer<UInt8>, tag: String?,
                                line: Int, column: Int) -> UInt32? {
            guard let count = UInt32(exactly: bytes.count), count <= Record.maxCount,
                  let start = textStart(for: bytes)
            else { return nil }
            guard let index = append(start: start, count: count, kind: kind, line: line, column: column)
            else { return nil }
            if let tag { tags[index] = tag }
            return index
        }

        /// Where `bytes` sit in `text`: an earlier copy of the same short text, or a new one at the
        /// end. `nil` when the buffer's 32-bit offsets ran out.
        private mutating func textStart(for bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return UInt32(exactly: text.count) }
            var slot = -1
            if bytes.count <= Self.shareableLength {
                slot = Int(truncatingIfNeeded: Self.hash(base, count: bytes.count)) & recentMask
                let entry = recentText[slot]
                if entry != 0, Int(entry & 0xFFFF_FFFF) == bytes.count {
                    let earlier = Int(entry >> 32)
                    let same = text.withUnsafeBufferPointer { memcmp($0.baseAddress! + earlier, base, bytes.count) == 0 }
                    if same { return UInt32(earlier) }
                }
            }
            guard let start = UInt32(exactly: text.count), UInt32(exactly: text.count + bytes.count) != nil else { return nil }
            text.append(contentsOf: bytes)
            if slot >= 0 { recentText[slot] = UInt64(start) << 32 | UInt64(bytes.count) }
            return start
        }

        /// A quick hash of a short text, eight bytes at a time.
        private static func hash(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var hash = UInt64(count) &* multiplier
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                offset += 8
            }
            if offset < count {
                var tail: UInt64 = 0
                for i in offset..<count { tail = tail << 8 | UInt64(base[i]) }
                hash = (hash ^ tail) &* multiplier
            }
            return hash ^ (hash >> 32)
        }

        /// Adds a mapping (`nodes` holds key, value, key, value…) or a sequence.
        mutating func addCollection(_ kind: Kind, nodes: UnsafeBufferPointer<UInt32>, line: Int, column: Int) -> UInt32? {
            let count = kind == .mapping ? nodes.count / 2 : nodes.count
            guard let start = UInt32(exactly: children.count),
                  UInt32(exactly: children.count + nodes.count) != nil, count <= Int(Record.maxCount)
            else { return nil }
            children.append(contentsOf: nodes)
            return append(start: start, count: UInt32(count), kind: kind, line: line, column: column)
        }

        /// Adds a node that repeats `original` (an alias) at another position. It shares the
        /// original's text or children, so repeating a large subtree costs one record.
        mutating func addCopy(of original: UInt32, line: Int, column: Int) -> UInt32? {
            let record = records[Int(original)]
            guard let index = append(start: record.start, count: record.count, kind: record.kind, line: line, column: column)
            else { return nil }
            if let tag = tags[original] { tags[index] = tag }
            return index
        }

        private mutating func append(start: UInt32, count: UInt32, kind: Kind, line: Int, column: Int) -> UInt32? {
            guard let index = UInt32(exactly: records.count), index < UInt32.max else { return nil }
            let position = Position.pack(line: line, column: column)
            if position == Position.overflow {
                // The first node to overflow is mostly on a minified line, where every node after
                // it overflows too: room for all the records reserved (address space until used).
                if overflowPositions.isEmpty { overflowPositions.reserve(records.capacity - records.count) }
                overflowPositions.append(index, line: line, column: column)
            }
            records.append(Record(start: start, count: count, kind: kind, position: position))
            return index
        }

        /// The kind of the node at `index`.
        func kind(of index: UInt32) -> Kind {
            records[Int(index)].kind
        }

        /// The child indices of the mapping or sequence at `index`.
        func children(of index: UInt32) -> ArraySlice<UInt32> {
            let record = records[Int(index)]
            let length = record.kind == .mapping ? 2 * Int(record.count) : Int(record.count)
            return children[Int(record.start)..<(Int(record.start) + length)]
        }

        /// The text of the scalar at `index`.
        func text(at index: UInt32) -> String {
            NodeStorage.string(of: records[Int(index)], in: text)
        }

        /// The scalar at `index` as a value, for diagnostics.
        func scalar(at index: UInt32) -> Node.Scalar {
            Node.Scalar(text(at: index), style: records[Int(index)].kind.scalarStyle, tag: tags[index])
        }

        /// Whether two scalars have the same text.
        func sameText(_ a: UInt32, _ b: UInt32) -> Bool {
            let x = records[Int(a)], y = records[Int(b)]
            guard x.count == y.count else { return false }
            guard x.count > 0 else { return true }
            return text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                return memcmp(base + Int(x.start), base + Int(y.start), Int(x.count)) == 0
            }
        }

        /// Whether the scalar at `index` is a `<<` merge key: plain, and untagged or tagged `!!merge`.
        func isMergeKey(_ index: UInt32) -> Bool {
            let record = records[Int(index)]
            guard record.kind == .plain, record.count == 2,
                  text[Int(record.start)] == UInt8(ascii: "<"), text[Int(record.start) + 1] == UInt8(ascii: "<")
            else { return false }
            guard let tag = tags[index] else { return true }
            return tag == "tag:yaml.org,2002:merge"
        }

        /// A word for the node's kind, as diagnostics say it.
        func kindDescription(of index: UInt32) -> String {
            switch kind(of: index) {
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            default: return scalar(at: index).kindDescription
            }
        }

        /// The line and column of the node at `index`.
        func position(of index: UInt32) -> (line: Int, column: Int) {
            NodeStorage.position(of: records[Int(index)].position, at: index, overflow: overflowPositions)
        }

        /// The finished storage; the builder is spent.
        consuming func finish(file: String) -> NodeStorage {
            NodeStorage(file: file, records: records, children: children, text: text, tags: tags,
                        overflowPositions: overflowPositions)
        }
    }
}

extension NodeStorage.Kind {
    /// The scalar style this kind stands for; `.plain` for collections.
    var scalarStyle: Node.Scalar.Style {
        switch self {
        case .singleQuoted: return .singleQuoted
        case .doubleQuoted: return .doubleQuoted
        case .literal: return .literal
        case .folded: return .folded
        case .plain, .mapping, .sequence: return .plain
        }
    }
}
