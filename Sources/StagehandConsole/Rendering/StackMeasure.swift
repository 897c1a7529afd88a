import Stagehand

/// A scene's top-level views measured at one width: each view's lines and the line it starts
/// on, so the views in a window of lines and the place of any of them are found without
/// walking the others.
struct StackMeasure {
    /// The lines of each view (0 when hidden), in order.
    let heights: [Int]
    /// The line each view starts on: the lines of the views before it.
    let tops: [Int]
    /// Each view's position in the stack, by identity.
    let positions: [ObjectIdentifier: Int]
    /// The lines of all the views.
    let total: Int

    /// Measures `views` stacked with no spacing, `width` columns wide.
    init(_ views: [View], width: Int, _ context: ConsoleContext) {
        let stacked = context.inColumn
        var heights: [Int] = []
        var tops: [Int] = []
        var positions: [ObjectIdentifier: Int] = [:]
        heights.reserveCapacity(views.count)
        tops.reserveCapacity(views.count)
        positions.reserveCapacity(views.count)
        var y = 0
        for (index, view) in views.enumerated() {
            let lines = ViewLayout.height(of: view, width: width, stacked).lines
            heights.append(lines)
            tops.append(y)
            positions[ObjectIdentifier(view)] = index
            y += lines
        }
        self.heights = heights
        self.tops = tops
        self.positions = positions
        self.total = y
    }

    /// The same stack with the top-level views `marked` names measured again and the rest as
    /// they were; `nil` when one is not among them (a table row's view is its own top), so only
    /// measuring everything again is right.
    ///
    /// The identities are compared with those of `views`, which the scene holds: a live view's
    /// identity is never another's.
    func remeasuring(_ marked: [ObjectIdentifier], of views: [View], width: Int, _ context: ConsoleContext) -> StackMeasure? {
        guard views.count == heights.count else { return nil }
        var changed: Set<Int> = []
        for top in marked {
            guard let position = positions[top] else { return nil }
            changed.insert(position)
        }
        var heights = heights
        let stacked = context.inColumn
        for position in changed {
            heights[position] = ViewLayout.height(of: views[position], width: width, stacked).lines
        }
        var tops: [Int] = []
        tops.reserveCapacity(heights.count)
        var y = 0
        for lines in heights {
            tops.append(y)
            y += lines
        }
        return StackMeasure(heights: heights, tops: tops, positions: positions, total: y)
    }

    private init(heights: [Int], tops: [Int], positions: [ObjectIdentifier: Int], total: Int) {
        self.heights = heights
        self.tops = tops
        self.positions = positions
        self.total = total
    }

    /// The positions of the views that reach into `lines`, found by binary search: the first
    /// view ending below the window's top up to the last starting above its bottom.
    func positions(reaching lines: Range<Int>) -> Range<Int> {
        var low = 0
        var high = heights.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] + heights[middle] <= lines.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < heights.count, tops[end] < lines.upperBound { end += 1 }
        return low..<end
    }

    /// The rect of the view at `position` when the stack is drawn in `rect`.
    func frame(at position: Int, of view: View, in rect: Rect) -> Rect {
        Rect(x: rect.x, y: rect.y + tops[position], width: ViewLayout.columnWidth(of: view, in: rect.width), height: heights[position])
    }
}
