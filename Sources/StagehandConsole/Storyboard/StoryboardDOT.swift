/// A storyboard as a Graphviz graph: a node per scene, an arrow per segue (solid for push,
/// dashed for modal, dotted and grey for a segue nothing performs), the entry marked by a start
/// dot and a heavier green border, and the scenes nothing reaches from the entry in a dashed box
/// of their own.
///
/// Element ids are stable: `sceneN` for the Nth scene in drawing order, `segueN` for the Nth
/// arrow, so the SVG `dot` draws can be matched back to the storyboard.
package struct StoryboardDOT: StoryboardGraphDialect {
    /// Room for a thumbnail inside each scene's box, in points, when the drawing shows them.
    package var thumbnail: (width: Double, height: Double)?

    /// A writer; without a thumbnail size, scenes are boxes sized to their labels.
    package init(thumbnail: (width: Double, height: Double)? = nil) {
        self.thumbnail = thumbnail
    }

    /// The font of labels, one the drawing and the thumbnails share.
    static let font = "DejaVu Sans"
    /// Points of label above a thumbnail.
    package static let labelHeight = 22.0
    /// The most characters of a label in a box that grows with it (or on an arrow): a longer one
    /// is cut, marked with `…`.
    package static let longestLabel = 60
    /// Points of margin around a thumbnail.
    package static let padding = 6.0

    /// The id of the scene at `index` in drawing order.
    package static func sceneID(_ index: Int) -> String { "scene\(index)" }
    /// The id of the arrow at `index` in ``Storyboard/arrows`` order.
    package static func segueID(_ index: Int) -> String { "segue\(index)" }

    /// The graph in DOT, ending with a line break.
    package func text(_ storyboard: Storyboard) -> String {
        var out = "digraph storyboard {\n"
        out += "  graph [rankdir=LR, nodesep=0.5, ranksep=1.1, pad=0.3, fontname=\(DOTText.quoted(Self.font)), fontsize=12]\n"
        var node = "shape=box, style=\"rounded,filled\", fillcolor=\"#f5f5f5\", color=\"#555555\", fontname=\(DOTText.quoted(Self.font)), fontsize=12"
        if let thumbnail {
            let width = (thumbnail.width + 2 * Self.padding) / 72
            let height = (thumbnail.height + 2 * Self.padding + Self.labelHeight) / 72
            node += ", fixedsize=true, width=\(Self.number(width)), height=\(Self.number(height)), labelloc=t"
        }
        out += "  node [\(node)]\n"
        out += "  edge [fontname=\(DOTText.quoted(Self.font)), fontsize=10, color=\"#333333\"]\n"
        out += storyboard.graphBody(in: self)
        out += "}\n"
        return out
    }

    var unreachedGroup: (opening: [String], closing: String) {
        (["subgraph cluster_unreached {", "  label=\"Not reached from the entry\"; style=\"dashed,rounded\"; color=\"#999999\"; fontcolor=\"#666666\""], "}")
    }

    func entryLines(_ index: Int) -> [String] {
        [
            "start\(index) [id=\"start\(index)\", shape=circle, style=filled, fillcolor=\"#2e7d32\", color=\"#2e7d32\", width=0.18, height=0.18, fixedsize=true, label=\"\", tooltip=\"entry\"]",
            "start\(index) -> \(Self.sceneID(index)) [color=\"#2e7d32\", penwidth=2, tooltip=\"entry\"]",
        ]
    }

    func missingNode(_ target: String, segue: Storyboard.Segue) -> String {
        let what = segue.destination.map { "\(segue.undrawnDestination)\n\($0)" } ?? "no destination"
        return "\(target) [id=\"\(target)\", shape=note, style=filled, fillcolor=\"#fdecea\", color=\"#c62828\", fixedsize=false, labelloc=c, label=\(DOTText.quoted(what))]"
    }

    func arrowLine(_ segue: Storyboard.Segue, from: Int, index: Int, target: String) -> String {
        var attributes = ["id=\"\(Self.segueID(index))\""]
        var label = [DOTText.fitted(segue.label, characters: Self.longestLabel)]
        if segue.triggers.isEmpty {
            label.append("performed by nothing")
            attributes += ["style=dotted", "color=\"#888888\"", "fontcolor=\"#888888\""]
        } else {
            label.append(DOTText.fitted("on " + segue.triggerText, characters: Self.longestLabel))
            attributes.append(segue.style == .modal ? "style=dashed" : "style=solid")
            if segue.style == .modal { attributes.append("arrowhead=empty") }
        }
        attributes.append("label=\(DOTText.lines(label))")
        attributes.append("tooltip=\(DOTText.quoted(segue.location.description))")
        return "\(Self.sceneID(from)) -> \(target) [\(attributes.joined(separator: ", "))]"
    }

    func node(_ scene: Storyboard.Scene, index: Int) -> String {
        let fileName = scene.file.split(separator: "/").last.map(String.init) ?? scene.file
        var attributes = ["id=\"\(Self.sceneID(index))\""]
        // With a thumbnail, the box shows the title only, cut to the box's width; the file name
        // is in the tooltip. Without, the box grows with its label, up to a sensible length.
        if let thumbnail {
            let fitting = DOTText.characters(fitting: thumbnail.width + 2 * Self.padding, fontSize: 12)
            attributes.append("label=\(DOTText.quoted(DOTText.fitted(scene.label, characters: fitting)))")
        } else {
            attributes.append("label=\(DOTText.lines([DOTText.fitted(scene.label, characters: Self.longestLabel), DOTText.fitted(fileName, characters: Self.longestLabel)]))")
        }
        attributes.append("tooltip=\(DOTText.quoted(scene.location.description))")
        if scene.isEntry { attributes += ["color=\"#2e7d32\"", "penwidth=3"] }
        if !scene.isReachable { attributes += ["fillcolor=\"#eeeeee\"", "fontcolor=\"#555555\""] }
        return "\(Self.sceneID(index)) [\(attributes.joined(separator: ", "))]"
    }

    /// A number for DOT: at most three decimals, no exponent.
    static func number(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let whole = abs(thousandths) / 1000
        let fraction = abs(thousandths) % 1000
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
