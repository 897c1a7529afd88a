import Stagehand

/// A storyboard as a Mermaid flowchart, for READMEs and wikis that draw Mermaid: a node per
/// scene, an arrow per segue (solid for push, dotted for modal), the entry marked with a start
/// circle and a heavier border, and the scenes nothing reaches from the entry in a subgraph.
package enum StoryboardMermaid {
    /// The flowchart, ending with a line break.
    package static func text(_ storyboard: Storyboard) -> String {
        var out = "flowchart LR\n"
        for (index, scene) in storyboard.topLevelScenes {
            out += "  \(node(scene, index: index))\n"
        }
        let unreached = storyboard.unreachedScenes
        if !unreached.isEmpty {
            out += "  subgraph unreached [\"Not reached from the entry\"]\n"
            for (index, scene) in unreached { out += "    \(node(scene, index: index))\n" }
            out += "  end\n"
        }
        for (index, scene) in storyboard.scenes.enumerated() where scene.isEntry {
            out += "  start\(index)(( )) --> \(StoryboardDOT.sceneID(index))\n"
        }
        for (_, arrow, target, isMissing) in storyboard.arrowsWithTargets {
            let segue = arrow.segue
            if isMissing {
                let what = segue.destination.map { "missing file<br/>\(escape($0))" } ?? "no destination"
                out += "  \(target)[/\"\(what)\"/]\n"
            }
            let performers = segue.triggers.isEmpty ? "performed by nothing" : "on " + segue.triggerText
            let label = "\"\(escape(segue.label))<br/>\(escape(performers))\""
            let link = segue.style == .modal || segue.triggers.isEmpty ? "-.->" : "-->"
            out += "  \(StoryboardDOT.sceneID(arrow.from)) \(link)|\(label)| \(target)\n"
        }
        let entries = storyboard.scenes.indices.filter { storyboard.scenes[$0].isEntry }
        if !entries.isEmpty {
            out += "  classDef entry stroke:#2e7d32,stroke-width:3px\n"
            out += "  class \(entries.map(StoryboardDOT.sceneID).joined(separator: ",")) entry\n"
        }
        return out
    }

    private static func node(_ scene: Storyboard.Scene, index: Int) -> String {
        let fileName = scene.file.split(separator: "/").last.map(String.init) ?? scene.file
        return "\(StoryboardDOT.sceneID(index))[\"\(escape(scene.label))<br/><small>\(escape(fileName))</small>\"]"
    }

    /// Text for inside a quoted Mermaid label: quotes and markup characters as Mermaid's entity
    /// codes, line breaks as spaces.
    static func escape(_ text: String) -> String {
        escaper(text)
    }

    private static let escaper = TextEscaper(
        ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "#": "#35;", "&": "#amp;", "|": "#124;"]
    ) { scalar in
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": .text(" ")
        default: .keep
        }
    }
}
