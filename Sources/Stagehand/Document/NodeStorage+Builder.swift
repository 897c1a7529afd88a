#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension NodeStorage {
    /// A finished node that no collection has taken yet: its record, and where its tag and
    /// unpacked position wait when it has either.
    ///
    /// A node's record is stored only when the collection holding it ends, together with its
    /// siblings, so that every collection's children are consecutive records and no list of
    /// child indices is needed. Until then the node is one of these, on the tree builder's
    /// pending list or held by an anchor.
    struct Pending {
        var record: Record
        /// The node's entry in the builder's extras, or ``Pending/noExtra``.
        var extra: UInt32

        static let noExtra = UInt32.max
    }

    /// What few nodes have: an explicit tag, or a position too large for a record's packed word.
    struct Extra {
        var tag: String?
        var line: Int
        var column: Int
    }

    /// Stores records, children and scalar text while a document is parsed, then hands them to
    /// a ``NodeStorage`` without copying.
    ///
    /// Every offset is a `UInt32` and every count 29 bits, which keeps a record at 12 bytes. The
    /// loader refuses input of 4 GiB or more and, by default, scalars over 1 MiB, so only
    /// contrived documents (escapes that grow text, merge keys repeated past a raised alias
    /// limit, one scalar or collection of over 512 Mi bytes or items) could need more; every
    /// `add` checks, and returns `nil` then.
    struct Builder {
        private(set) var records: [Record] = []
        private(set) var text: [UInt8] = []
        private var tags: [UInt32: String] = [:]
        private var overflowPositions = OverflowPositions()
        /// The tags and unpacked positions of pending nodes, in the order the nodes were made.
        /// A stack in practice: a collection's children are the last nodes made that are still
        /// pending, so storing them pops their extras (see ``storeChildren(_:)``).
        private var extras: [Extra] = []
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
            text.reserveCapacity(expectedBytes + 16)
        }

        /// A scalar whose text is `bytes`.
        mutating func scalar(_ kind: Kind, bytes: UnsafeBufferPointer<UInt8>, tag: String?,
                             line: Int, column: Int) -> Pending? {
            guard let count = UInt32(exactly: bytes.count), count <= Record.maxCount,
                  let start = textStart(for: bytes)
            else { return nil }
            return pending(start: start, count: count, kind: kind, tag: tag, line: line, column: column)
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

        /// A mapping (`children` holds key, value, key, value…) or a sequence, whose children
        /// are stored now, one after another.
        mutating func collection(_ kind: Kind, children: UnsafeBufferPointer<Pending>, line: Int, column: Int) -> Pending? {
            let count = kind == .mapping ? children.count / 2 : children.count
            guard count <= Int(Record.maxCount), let start = storeChildren(children) else { return nil }
            return pending(start: start, count: UInt32(count), kind: kind, tag: nil, line: line, column: column)
        }

        /// Stores `children` as consecutive records and returns the first one's index; `nil`
        /// when the 32-bit indices ran out.
        private mutating func storeChildren(_ children: UnsafeBufferPointer<Pending>) -> UInt32? {
            guard let start = UInt32(exactly: records.count), UInt64(start) + UInt64(children.count) < UInt64(UInt32.max)
            else { return nil }
            var firstExtra = Int.max
            for (offset, child) in children.enumerated() {
                records.append(child.record)
                guard child.extra != Pending.noExtra else { continue }
                let index = start + UInt32(offset)
                let extra = extras[Int(child.extra)]
                if let tag = extra.tag { tags[index] = tag }
                if child.record.position == Position.overflow {
                    // The first node to overflow is mostly on a minified line, where every node
                    // after it overflows too: room for all the records reserved (address space until used).
                    if overflowPositions.isEmpty { overflowPositions.reserve(records.capacity - records.count) }
                    overflowPositions.append(index, line: extra.line, column: extra.column)
                }
                firstExtra = min(firstExtra, Int(child.extra))
            }
            // Every node made after the first of these children is one of them or was dropped
            // (a refused key's value, a merge's source), so the extras from there on are done with.
            if firstExtra < extras.count { extras.removeSubrange(firstExtra...) }
            return start
        }

        /// A node that repeats `original` (an alias) at another position. It shares the
        /// original's text or children, so repeating a large subtree costs one record.
        mutating func copy(of original: Pending, tag: String?, line: Int, column: Int) -> Pending {
            let record = original.record
            return pending(start: record.start, count: record.count, kind: record.kind, tag: tag, line: line, column: column)
        }

        /// The explicit tag of a pending node.
        func tag(of node: Pending) -> String? {
            node.extra == Pending.noExtra ? nil : extras[Int(node.extra)].tag
        }

        private mutating func pending(start: UInt32, count: UInt32, kind: Kind, tag: String?, line: Int, column: Int) -> Pending {
            let position = Position.pack(line: line, column: column)
            var extra = Pending.noExtra
            if tag != nil || position == Position.overflow {
                extra = UInt32(truncatingIfNeeded: extras.count)
                extras.append(Extra(tag: tag, line: line, column: column))
            }
            return Pending(record: Record(start: start, count: count, kind: kind, position: position), extra: extra)
        }

        /// The children of the mapping or sequence `node`, which are stored: as pending nodes
        /// again, with their tags and positions, so a merge can repeat them in another mapping.
        mutating func children(of node: Pending) -> [Pending] {
            let record = node.record
            let length = record.kind == .mapping ? 2 * Int(record.count) : Int(record.count)
            return (Int(record.start)..<(Int(record.start) + length)).map { index in
                let child = records[index]
                let key = UInt32(truncatingIfNeeded: index)
                let (line, column) = NodeStorage.position(of: child.position, at: key, overflow: overflowPositions)
                return pending(start: child.start, count: child.count, kind: child.kind, tag: tags[key], line: line, column: column)
            }
        }

        /// The text of a scalar.
        func text(of node: Pending) -> String {
            NodeStorage.string(of: node.record, in: text)
        }

        /// A scalar as a value, for diagnostics.
        func scalar(_ node: Pending) -> Node.Scalar {
            Node.Scalar(text(of: node), style: node.record.kind.scalarStyle, tag: tag(of: node))
        }

        /// Whether two scalars have the same text.
        func sameText(_ a: Pending, _ b: Pending) -> Bool {
            let x = a.record, y = b.record
            guard x.count == y.count else { return false }
            guard x.count > 0 else { return true }
            return text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                return memcmp(base + Int(x.start), base + Int(y.start), Int(x.count)) == 0
            }
        }

        /// Whether a scalar is a `<<` merge key: plain, and untagged or tagged `!!merge`.
        func isMergeKey(_ node: Pending) -> Bool {
            let record = node.record
            guard record.kind == .plain, record.count == 2,
                  text[Int(record.start)] == UInt8(ascii: "<"), text[Int(record.start) + 1] == UInt8(ascii: "<")
            else { return false }
            guard let tag = tag(of: node) else { return true }
            return tag == "tag:yaml.org,2002:merge"
        }

        /// A word for the node's kind, as diagnostics say it.
        func kindDescription(of node: Pending) -> String {
            switch node.record.kind {
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            default: return scalar(node).kindDescription
            }
        }

        /// The line and column of a pending node.
        func position(of node: Pending) -> (line: Int, column: Int) {
            guard node.record.position == Position.overflow, node.extra != Pending.noExtra else {
                return Position.unpack(node.record.position)
            }
            let extra = extras[Int(node.extra)]
            return (extra.line, extra.column)
        }

        /// Stores the document's root, the one node no collection takes, and returns its index;
        /// `nil` when the 32-bit indices ran out.
        mutating func store(root: Pending) -> Int? {
            withUnsafePointer(to: root) { storeChildren(UnsafeBufferPointer(start: $0, count: 1)) }.map(Int.init)
        }

        /// The finished storage; the builder is spent.
        consuming func finish(file: String) -> NodeStorage {
            NodeStorage(file: file, records: records, text: text, tags: tags, overflowPositions: overflowPositions)
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
