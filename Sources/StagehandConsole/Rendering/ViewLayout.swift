import Stagehand

/// How much room views ask for, and how stacks share the room they have.
///
/// Vertical: every view has a natural height (one line for most, the sum of its children for a
/// `VStack`); `Spacer`s and tables without a `height` are flexible and share what is left.
/// Horizontal: views in an `HStack` take their natural width, flexible ones share the rest, and
/// when the row is too narrow everything shrinks in proportion (text is then cut with `…`).
enum ViewLayout {
    /// Columns left of a focusable view where the focus marker goes.
    static let markerWidth = 1

    /// The natural height of a view at a width, and whether it wants any extra room.
    static func height(of view: View, width: Int) -> (lines: Int, flexible: Bool) {
        if view.hidden { return (0, false) }
        switch view {
        case let stack as VStack:
            let visible = stack.children.filter { !$0.hidden }
            var lines = max(0, visible.count - 1) * max(0, stack.spacing)
            var flexible = false
            for child in visible {
                let h = height(of: child, width: width)
                lines += h.lines
                flexible = flexible || h.flexible
            }
            return (lines, flexible)
        case let stack as HStack:
            let widths = columnWidths(of: stack, width: width)
            var lines = 0
            var flexible = false
            for (child, w) in zip(stack.children.filter { !$0.hidden }, widths) {
                let h = height(of: child, width: w)
                lines = max(lines, h.lines)
                flexible = flexible || h.flexible
            }
            return (lines, flexible)
        case let spacer as Spacer:
            return (max(0, spacer.size), true)
        case let table as Table:
            let chrome = (table.header.isEmpty ? 0 : 1) + (table.footer.isEmpty ? 0 : 1)
            if table.height > 0 { return (chrome + table.height, false) }
            return (chrome + 1, true)
        default:
            return (1, false)
        }
    }

    /// The natural width of a view, or `nil` when it takes whatever it is given.
    static func naturalWidth(of view: View) -> Int? {
        switch view {
        case let label as Label: return DisplayWidth.of(label.text)
        case let button as Button: return DisplayWidth.of(button.title) + 4
        case let toggle as Switch: return DisplayWidth.of(toggle.title) + 4
        case is Divider: return 1
        case is Spacer: return nil
        case let stack as HStack:
            var total = max(0, stack.children.count - 1) * stack.spacing
            for child in stack.children where !child.hidden {
                guard let w = naturalWidth(of: child) else { return nil }
                total += w + (type(of: child).isFocusable ? markerWidth : 0)
            }
            return total
        case let stack as VStack:
            var widest = 0
            for child in stack.children where !child.hidden {
                guard let w = naturalWidth(of: child) else { return nil }
                widest = max(widest, w)
            }
            return widest
        default:
            return nil
        }
    }

    /// The widths of an `HStack`'s visible children (focus markers included) for a total width.
    static func columnWidths(of stack: HStack, width: Int) -> [Int] {
        let children = stack.children.filter { !$0.hidden }
        guard !children.isEmpty else { return [] }
        let gaps = max(0, children.count - 1) * max(0, stack.spacing)
        let room = max(0, width - gaps)
        let natural = children.map { child in
            naturalWidth(of: child).map { $0 + (type(of: child).isFocusable ? markerWidth : 0) }
        }
        let fixed = natural.compactMap { $0 }.reduce(0, +)
        let flexibleCount = natural.filter { $0 == nil }.count
        if flexibleCount == 0 && fixed <= room { return natural.map { $0 ?? 0 } }
        if fixed >= room {
            // Too narrow: every child shrinks in proportion to its natural width.
            let total = max(1, fixed)
            return natural.map { ($0 ?? 0) * room / total }
        }
        let share = (room - fixed) / flexibleCount
        var extra = (room - fixed) - share * flexibleCount
        return natural.map { w in
            if let w { return w }
            defer { extra = max(0, extra - 1) }
            return share + (extra > 0 ? 1 : 0)
        }
    }

    /// Splits `height` lines among views stacked vertically; flexible views share what is left.
    static func rowHeights(of views: [View], width: Int, height: Int, spacing: Int = 0) -> [Int] {
        let measured = views.map { self.height(of: $0, width: width) }
        let visibleCount = views.filter { !$0.hidden }.count
        let gaps = max(0, visibleCount - 1) * max(0, spacing)
        let used = measured.map(\.lines).reduce(0, +) + gaps
        let flexibleCount = measured.filter(\.flexible).count
        let spare = max(0, height - used)
        guard flexibleCount > 0, spare > 0 else { return measured.map(\.lines) }
        let share = spare / flexibleCount
        var remainder = spare - share * flexibleCount
        return measured.map { m in
            guard m.flexible else { return m.lines }
            let extra = share + (remainder > 0 ? 1 : 0)
            remainder = max(0, remainder - 1)
            return m.lines + extra
        }
    }
}
