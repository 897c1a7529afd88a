/// Reading and changing the SVG that Graphviz's `dot -Tsvg` writes: where a node's box is, and
/// room to add elements inside a node's group.
struct GraphvizSVG {
    /// The SVG text.
    private(set) var text: String

    /// `dot`'s output, from its `<svg` element on: the XML declaration, doctype and the comments
    /// naming Graphviz's version are left out, so the drawing is the same whatever `dot` made it.
    init(dotOutput: String) {
        if let start = dotOutput.firstRange(of: "<svg") {
            text = String(dotOutput[start.lowerBound...])
        } else {
            text = dotOutput
        }
        // Comments name the DOT ids of nodes and edges (`<!-- scene0 -->`); they say nothing a
        // viewer needs.
        var kept = ""
        var rest = text[...]
        while let open = rest.firstRange(of: "<!--") {
            kept += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "-->") else {
                rest = rest[rest.endIndex...]
                break
            }
            rest = rest[close.upperBound...]
            if rest.first == "\n" { rest = rest.dropFirst() }
        }
        text = kept + rest
    }

    /// The box of the node group with `id` (the bounds of its first polygon or path: a plain or
    /// a rounded box), in the drawing's coordinates.
    func box(ofNode id: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let group = groupRange(id: id, kind: "node") else { return nil }
        let content = text[group]
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
        guard let group = groupRange(id: id, kind: kind) else { return }
        text.insert(contentsOf: elements, at: group.upperBound)
    }

    /// Adds attributes to the start tag of the group with `id`.
    mutating func addAttributes(_ attributes: String, toGroup id: String, kind: String) {
        guard let start = text.firstRange(of: "<g id=\"\(id)\" class=\"\(kind)\"") else { return }
        text.insert(contentsOf: " " + attributes, at: start.upperBound)
    }

    /// The range of a group's content: from after its start tag to the start of its `</g>`.
    private func groupRange(id: String, kind: String) -> Range<String.Index>? {
        guard let start = text.firstRange(of: "<g id=\"\(id)\" class=\"\(kind)\">") else { return nil }
        var depth = 1
        var position = start.upperBound
        while depth > 0 {
            guard let close = text[position...].firstRange(of: "</g>") else { return nil }
            let opens = text[position..<close.lowerBound].openGroupCount
            depth += opens - 1
            if depth == 0 { return start.upperBound..<close.lowerBound }
            position = close.upperBound
        }
        return nil
    }
}

private extension Substring {
    /// How many `<g ` or `<g>` start tags the text holds.
    var openGroupCount: Int {
        var count = 0
        var rest = self
        while let found = rest.firstRange(of: "<g") {
            let after = rest[found.upperBound...].first
            if after == " " || after == ">" { count += 1 }
            rest = rest[found.upperBound...]
        }
        return count
    }
}
