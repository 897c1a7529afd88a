import Stagehand

/// A storyboard as an indented outline, for terminals and diffs: the entry first, then each scene
/// with its segues (id, style, the view events that perform it, destination), then the scenes
/// nothing reaches from the entry. Text from the scenes is escaped (`TerminalText`).
package enum StoryboardOutline {
    /// The outline, ending with a line break.
    package static func text(_ storyboard: Storyboard) -> String {
        var lines: [String] = []
        if let entry = storyboard.scenes.first(where: \.isEntry) {
            lines.append("entry: \(line(entry.label)) (\(line(entry.file)))")
        } else {
            lines.append("entry: none (several scenes are reached by no segue; name one with 'entry' in .stagehand.yaml)")
        }
        let reached = storyboard.scenes.filter(\.isReachable)
        let unreached = storyboard.scenes.filter { !$0.isReachable }
        for scene in reached { append(scene, in: storyboard, to: &lines) }
        if !unreached.isEmpty {
            lines.append("")
            lines.append(reached.isEmpty ? "not reached from an entry:" : "not reached from the entry:")
            for scene in unreached { append(scene, in: storyboard, to: &lines) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ scene: Storyboard.Scene, in storyboard: Storyboard, to lines: inout [String]) {
        var marks: [String] = []
        if scene.isEntry { marks.append("entry") }
        if scene.isOutside { marks.append("outside the folder") }
        let marked = marks.isEmpty ? "" : " [\(marks.joined(separator: ", "))]"
        lines.append("\(line(scene.label)) (\(line(scene.file)))\(marked)")
        for segue in scene.segues {
            let performers = segue.triggers.isEmpty ? "performed by nothing" : "on \(line(segue.triggerText))"
            lines.append("  \(line(segue.id)) (\(segue.style.rawValue), \(performers)) → \(destination(of: segue, in: storyboard))  \(line(segue.location.description))")
        }
    }

    private static func destination(of segue: Storyboard.Segue, in storyboard: Storyboard) -> String {
        guard let file = segue.destination else { return "no destination ('to' is missing)" }
        guard let index = storyboard.index(of: file) else { return "\(segue.undrawnDestination) \(line(file))" }
        return line(storyboard.scenes[index].label)
    }

    /// A title, id or path of the scene as one line of the outline: control characters, tabs
    /// and line breaks escaped, as in diagnostics.
    private static func line(_ text: String) -> String {
        TerminalText.oneLine(text)
    }
}
