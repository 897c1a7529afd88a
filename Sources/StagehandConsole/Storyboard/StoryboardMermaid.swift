import Stagehand

/// A storyboard as a Mermaid flowchart, for READMEs and wikis that draw Mermaid: a node per
/// scene, an arrow per segue (solid for push, dotted for modal), the entry marked with a start
/// circle and a heavier border, and the scenes nothing reaches from the entry in a subgraph.
package struct StoryboardMermaid: StoryboardGraphDialect {
    /// The flowchart, ending with a line break.
    package static func text(_ storyboard: Storyboard) -> String {
        var out = "flowchart LR\n" + storyboard.graphBody(in: StoryboardMermaid())
        let entries = storyboard.scenes.indices.filter { storyboard.scenes[$0].isEntry }
        if !entries.isEmpty {
            out += "  classDef entry stroke:#2e7d32,stroke-width:3px\n"
            out += "  class \(entries.map(StoryboardDOT.sceneID).joined(separator: ",")) entry\n"
        }
        return out
    }

    func node(_ scene: Storyboard.Scene, index: Int) -> String {
        let fileName = scene.file.split(separator: "/").last.map(String.init) ?? scene.file
        return "\(StoryboardDOT.sceneID(index))[\"\(Self.escape(scene.label))<br/><small>\(Self.escape(fileName))</small>\"]"
    }

    var unreachedGroup: (opening: [String], closing: String) {
        (["subgraph unreached [\"Not reached from the entry\"]"], "end")
    }

    func entryLines(_ index: Int) -> [String] {
        ["start\(index)(( )) --> \(StoryboardDOT.sceneID(index))"]
    }

    func missingNode(_ target: String, segue: Storyboard.Segue) -> String {
        let what = segue.destination.map { "\(segue.undrawnDestination)<br/>\(Self.escape($0))" } ?? "no destination"
        return "\(target)[/\"\(what)\"/]"
    }

    func arrowLine(_ segue: Storyboard.Segue, from: Int, index: Int, target: String) -> String {
        let performers = segue.triggers.isEmpty ? "performed by nothing" : "on " + segue.triggerText
        let label = "\"\(Self.escape(segue.label))<br/>\(Self.escape(performers))\""
        let link = segue.style == .modal || segue.triggers.isEmpty ? "-.->" : "-->"
        return "\(StoryboardDOT.sceneID(from)) \(link)|\(label)| \(target)"
    }

    /// Text for inside a quoted Mermaid label: quotes and markup characters as Mermaid's entity
    /// codes, line breaks and tabs as spaces, other control characters escaped as on a terminal
    /// (`TerminalText`).
    package static func escape(_ text: String) -> String {
        escaper(text)
    }

    private static let escaper = TextEscaper(
        ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "#": "#35;", "&": "#amp;", "|": "#124;"]
    ) { scalar in
        switch scalar {
        case "\n", "\t", "\u{2028}", "\u{2029}": .text(" ")
        default: TerminalText.escape(scalar, oneLine: true).map(TextEscaper.Replacement.text) ?? .keep
        }
    }
}
