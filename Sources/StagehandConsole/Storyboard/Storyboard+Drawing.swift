extension Storyboard {
    /// The scenes drawn at the top level, with their indices: those reached from the entry, or
    /// every scene when none is.
    var topLevelScenes: [(offset: Int, element: Scene)] {
        let reachedAny = scenes.contains(where: \.isReachable)
        return scenes.enumerated().filter { $0.element.isReachable || !reachedAny }
    }

    /// The scenes drawn apart as not reached from the entry, with their indices: none when no
    /// scene is reached (then they are all drawn at the top level).
    var unreachedScenes: [(offset: Int, element: Scene)] {
        guard scenes.contains(where: \.isReachable) else { return [] }
        return scenes.enumerated().filter { !$0.element.isReachable }
    }

    /// Each arrow of ``arrows`` with the node it points to: its scene's, or, for a segue whose
    /// destination is missing, a node of its own (`missing0`, `missing1`, … in order) that the
    /// drawing adds.
    var arrowsWithTargets: [(index: Int, arrow: (from: Int, to: Int?, segue: Segue), target: String, isMissing: Bool)] {
        var missing = 0
        return arrows.enumerated().map { index, arrow in
            if let to = arrow.to { return (index, arrow, StoryboardDOT.sceneID(to), false) }
            defer { missing += 1 }
            return (index, arrow, "missing\(missing)", true)
        }
    }

    /// The nodes and arrows of the graph in `dialect`, each line indented and ending with a line
    /// break: the scenes reached from the entry, the others in their group, the entry's marks,
    /// then the arrows, each after the node of its missing destination if it has one.
    func graphBody(in dialect: some StoryboardGraphDialect) -> String {
        var out = ""
        for (index, scene) in topLevelScenes { out += "  \(dialect.node(scene, index: index))\n" }
        let unreached = unreachedScenes
        if !unreached.isEmpty {
            let group = dialect.unreachedGroup
            for line in group.opening { out += "  \(line)\n" }
            for (index, scene) in unreached { out += "    \(dialect.node(scene, index: index))\n" }
            out += "  \(group.closing)\n"
        }
        for (index, scene) in scenes.enumerated() where scene.isEntry {
            for line in dialect.entryLines(index) { out += "  \(line)\n" }
        }
        for (index, arrow, target, isMissing) in arrowsWithTargets {
            if isMissing { out += "  \(dialect.missingNode(target, segue: arrow.segue))\n" }
            out += "  \(dialect.arrowLine(arrow.segue, from: arrow.from, index: index, target: target))\n"
        }
        return out
    }
}
