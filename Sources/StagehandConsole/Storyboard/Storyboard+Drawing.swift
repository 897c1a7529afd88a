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
}
