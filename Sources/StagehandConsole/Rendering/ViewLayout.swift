import Stagehand

/// How much room views ask for, and how stacks share the room they have.
///
/// Every view measures itself through ``ConsoleView``; this type holds what is common to all of
/// them. Vertical: every view has a natural height; flexible views (spacers, tables without a
/// `height`) share what is left. Horizontal: views in an `HStack` take their natural width (or
/// their `width` property), flexible ones share the rest, and when the row is too narrow
/// everything shrinks in proportion (text is then cut with `…`).
enum ViewLayout {
    /// Columns left of a focusable view where the focus marker goes.
    static let markerWidth = 1

    /// The columns a focusable view gives its focus marker.
    static func marker(of view: View) -> Int {
        type(of: view).isFocusable ? markerWidth : 0
    }

    /// The natural height of a view at a width (focus marker included), and whether it wants
    /// any extra room.
    static func height(of view: View, width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        var measured = uncappedHeight(of: view, width: width, context)
        if let most = context.shownLines, measured.lines > most { measured.lines = max(0, most) }
        return measured
    }

    /// The natural height of a view, however tall.
    private static func uncappedHeight(of view: View, width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        if view.hidden { return .none }
        if view.height > 0, !(view is MeasuresOwnHeight) { return .fixed(view.height) }
        let inner = ownWidth(of: view, in: width)
        guard let console = view as? ConsoleView else { return .fixed(1) }
        return console.measureHeight(width: inner, context)
    }

    /// The columns a view's content gets (its focus marker left out) in `width` columns: its
    /// `width` property when set and there is room for it.
    static func ownWidth(of view: View, in width: Int) -> Int {
        let available = max(0, width - marker(of: view))
        return view.width > 0 ? min(available, view.width) : available
    }

    /// The columns a view takes in a column of `width` (focus marker included): all of them, or
    /// its `width` property (and its marker) when set.
    static func columnWidth(of view: View, in width: Int) -> Int {
        view.width > 0 ? min(width, view.width + marker(of: view)) : width
    }

    /// The natural width of a view without its focus marker, or `nil` when it takes whatever it
    /// is given. A `width` property set on the view wins over what it measures.
    static func naturalWidth(of view: View, _ context: ConsoleContext) -> Int? {
        if view.width > 0 { return view.width }
        guard let console = view as? ConsoleView else { return DisplayWidth.of(view.displayedText) }
        return console.measureWidth(context)
    }

    /// The widths of views laid out side by side (focus markers included) for a total width.
    ///
    /// - Parameter columns: widths a table imposes so its rows line up; a view's entry there
    ///   replaces its natural width.
    static func columnWidths(of children: [View], spacing: Int, width: Int, columns: [Int]? = nil, _ context: ConsoleContext) -> [Int] {
        let visible = children.filter { !$0.hidden }
        guard !visible.isEmpty else { return [] }
        let gaps = max(0, visible.count - 1) * max(0, spacing)
        let room = max(0, width - gaps)
        let cells = context.inRow
        let natural = visible.enumerated().map { index, child -> Int? in
            if let columns, index < columns.count, columns[index] >= 0 { return columns[index] }
            return naturalWidth(of: child, cells).map { $0 + marker(of: child) }
        }
        let fixed = natural.compactMap { $0 }.reduce(0, +)
        let flexibleCount = natural.filter { $0 == nil }.count
        if flexibleCount == 0 && fixed <= room { return natural.map { $0 ?? 0 } }
        if fixed >= room {
            // Too narrow: the widest children give up columns first, down to a common width at
            // which everything fits; narrower ones (a field's name before its value) stay whole.
            let cap = widestFitting(natural.map { $0 ?? 0 }, room: room)
            var spare = room - natural.reduce(0) { $0 + min($1 ?? 0, cap) }
            return natural.map { w in
                let width = w ?? 0
                guard width > cap, spare > 0 else { return min(width, cap) }
                spare -= 1
                return cap + 1
            }
        }
        let share = (room - fixed) / flexibleCount
        var extra = (room - fixed) - share * flexibleCount
        return natural.map { w in
            if let w { return w }
            defer { extra = max(0, extra - 1) }
            return share + (extra > 0 ? 1 : 0)
        }
    }

    /// The largest width `cap` such that `widths`, each cut to `cap`, fit in `room` columns.
    private static func widestFitting(_ widths: [Int], room: Int) -> Int {
        var remaining = room
        let sorted = widths.sorted()
        for (index, width) in sorted.enumerated() {
            let share = remaining / (sorted.count - index)
            if width > share { return share }
            remaining -= width
        }
        return sorted.last ?? 0
    }

    /// Splits `height` lines among views stacked vertically; flexible views share what is left.
    static func rowHeights(of views: [View], width: Int, height: Int, spacing: Int = 0, _ context: ConsoleContext) -> [Int] {
        let stacked = context.inColumn
        let measured = views.map { self.height(of: $0, width: width, stacked) }
        let visibleCount = views.filter { !$0.hidden }.count
        let gaps = max(0, visibleCount - 1) * max(0, spacing)
        let used = measured.map(\.lines).reduce(0, +) + gaps
        var heights = measured.map(\.lines)
        var spare = max(0, height - used)
        // Flexible views share what is left, equally; one that reaches its maximum stops, and
        // the others share what it leaves.
        var open = measured.indices.filter { index in
            measured[index].flexible && (measured[index].maximum.map { most in heights[index] < most } ?? true)
        }
        while spare > 0, !open.isEmpty {
            let share = spare / open.count
            var remainder = spare - share * open.count
            var stillOpen: [Int] = []
            var given = 0
            for index in open {
                var extra = share + (remainder > 0 ? 1 : 0)
                remainder = max(0, remainder - 1)
                if let most = measured[index].maximum { extra = min(extra, most - heights[index]) }
                heights[index] += extra
                given += extra
                if measured[index].maximum.map({ heights[index] < $0 }) ?? true { stillOpen.append(index) }
            }
            spare -= given
            if given == 0 { break }
            open = stillOpen
        }
        return heights
    }

    /// The natural height of views stacked vertically, and whether any of them is flexible.
    static func stackHeight(of views: [View], width: Int, spacing: Int, _ context: ConsoleContext) -> ConsoleHeight {
        let visible = views.filter { !$0.hidden }
        var lines = max(0, visible.count - 1) * max(0, spacing)
        var flexible = false
        let stacked = context.inColumn
        for child in visible {
            let h = height(of: child, width: width, stacked)
            lines += h.lines
            flexible = flexible || h.flexible
        }
        return ConsoleHeight(lines: lines, flexible: flexible)
    }

    /// The natural width of views stacked vertically: the widest, or `nil` if one is flexible.
    static func stackWidth(of views: [View], _ context: ConsoleContext) -> Int? {
        var widest = 0
        let stacked = context.inColumn
        for child in views where !child.hidden {
            guard let w = naturalWidth(of: child, stacked) else { return nil }
            widest = max(widest, w + marker(of: child))
        }
        return widest
    }
}
