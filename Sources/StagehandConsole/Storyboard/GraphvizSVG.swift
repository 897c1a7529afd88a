/// Reading and changing the SVG that Graphviz's `dot -Tsvg` writes: where a node's box is, and
/// room to add elements inside a node's group.
///
/// The groups are found in one pass over the bytes, and additions are collected and written in
/// one more: a storyboard of hundreds of scenes adds a thumbnail to each, and searching and
/// inserting into the whole text once per scene made drawing it grow with the square of its size.
struct GraphvizSVG {
    /// The SVG, with the additions made so far.
    var text: String {
        guard !insertions.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        // Stable: additions at one place keep the order they were made in.
        for insertion in insertions.enumerated().sorted(by: { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }).map(\.element) {
            result.append(contentsOf: bytes[copied..<insertion.offset])
            result.append(contentsOf: insertion.text.utf8)
            copied = insertion.offset
        }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    private let bytes: [UInt8]
    /// Each group with an `id` and a `class`, by `"class id"`.
    private var groups: [String: Group] = [:]
    private var insertions: [(offset: Int, text: String)] = []

    /// Where a group's start tag ends and its content lies, as byte offsets.
    private struct Group {
        /// The offset of the start tag's closing `>`.
        var tagEnd: Int
        /// From after the start tag to the start of its `</g>`.
        var content: Range<Int>
    }

    /// `dot`'s output, from its `<svg` element on: the XML declaration, doctype and the comments
    /// naming Graphviz's version are left out, so the drawing is the same whatever `dot` made it.
    init(dotOutput: String) {
        var source = Array(dotOutput.utf8)
        if let start = Self.find(Array("<svg".utf8), in: source, from: 0) { source.removeFirst(start) }
        // Comments name the DOT ids of nodes and edges (`<!-- scene0 -->`); they say nothing a
        // viewer needs.
        var kept: [UInt8] = []
        kept.reserveCapacity(source.count)
        var position = 0
        while let open = Self.find(Array("<!--".utf8), in: source, from: position) {
            kept.append(contentsOf: source[position..<open])
            guard let close = Self.find(Array("-->".utf8), in: source, from: open + 4) else {
                position = source.count
                break
            }
            position = close + 3
            if position < source.count, source[position] == UInt8(ascii: "\n") { position += 1 }
        }
        kept.append(contentsOf: source[position...])
        bytes = kept
        groups = Self.groups(in: kept)
    }

    /// The box of the node group with `id` (the bounds of its first polygon or path: a plain or
    /// a rounded box), in the drawing's coordinates.
    func box(ofNode id: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let group = groups["node " + id] else { return nil }
        let content = String(decoding: bytes[group.content], as: UTF8.self)
        let attribute = [content.firstRange(of: "points=\""), content.firstRange(of: " d=\"")]
            .compactMap { $0 }.min { $0.lowerBound < $1.lowerBound }
        guard let attribute, let end = content[attribute.upperBound...].firstIndex(of: "\"") else { return nil }
        // Path commands (M, C, …) and separators split the numbers; a rounded corner's control
        // points lie inside the box, so the bounds of all of them are the box's.
        let numbers = content[attribute.upperBound..<end]
            .split(whereSeparator: { !($0.isNumber || $0 == "-" || $0 == ".") })
            .compactMap { Double($0) }
        guard numbers.count >= 4, numbers.count % 2 == 0 else { return nil }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX, minY, maxX, maxY)
    }

    /// Adds `elements` at the end of the group with `id` (a node or an edge), so they share its
    /// coordinates and its title.
    mutating func append(_ elements: String, toGroup id: String, kind: String) {
        guard let group = groups[kind + " " + id] else { return }
        insertions.append((group.content.upperBound, elements))
    }

    /// Adds attributes to the start tag of the group with `id`.
    mutating func addAttributes(_ attributes: String, toGroup id: String, kind: String) {
        guard let group = groups[kind + " " + id] else { return }
        insertions.append((group.tagEnd, " " + attributes))
    }

    /// Every `<g …>` with an `id` and a `class`, matched with its `</g>` through a stack.
    private static func groups(in bytes: [UInt8]) -> [String: Group] {
        var found: [String: Group] = [:]
        var open: [(key: String?, tagEnd: Int)] = []
        var index = 0
        let less = UInt8(ascii: "<"), slash = UInt8(ascii: "/"), g = UInt8(ascii: "g"), greater = UInt8(ascii: ">")
        while index + 3 < bytes.count {
            guard bytes[index] == less else { index += 1; continue }
            if bytes[index + 1] == g, bytes[index + 2] == UInt8(ascii: " ") || bytes[index + 2] == greater {
                guard let tagEnd = bytes[index...].firstIndex(of: greater) else { break }
                open.append((key(ofTag: bytes[index..<tagEnd]), tagEnd))
                index = tagEnd + 1
            } else if bytes[index + 1] == slash, bytes[index + 2] == g, bytes[index + 3] == greater {
                if let group = open.popLast(), let key = group.key, found[key] == nil {
                    found[key] = Group(tagEnd: group.tagEnd, content: (group.tagEnd + 1)..<index)
                }
                index += 4
            } else {
                index += 1
            }
        }
        return found
    }

    /// `"class id"` for a start tag that has both attributes.
    private static func key(ofTag tag: ArraySlice<UInt8>) -> String? {
        guard let id = attribute("id", in: tag), let kind = attribute("class", in: tag) else { return nil }
        return kind + " " + id
    }

    /// The value of `name="…"` in a start tag.
    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let pattern = Array((" " + name + "=\"").utf8)
        guard let start = find(pattern, in: Array(tag), from: 0) else { return nil }
        let valueStart = tag.startIndex + start + pattern.count
        guard let end = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: tag[valueStart..<end], as: UTF8.self)
    }

    /// The offset of the first `pattern` in `bytes` at or after `from`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count, from <= bytes.count - pattern.count else { return nil }
        var index = from
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
