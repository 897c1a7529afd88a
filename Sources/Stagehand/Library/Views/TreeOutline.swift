/// The rows a `Tree` shows, worked out from the nodes a person opened rather than stored one by
/// one.
///
/// A node's row is found by walking down from the top through the opened nodes only: the rows
/// before a child are its index plus what the opened siblings before it show. So opening a node
/// of 100,000 children costs what opening one of ten does, and finding a row (to move to it or
/// draw it) costs the depth and the opened nodes on the way, never the number of nodes.
final class TreeOutline {
    /// A node that was opened (or the top, which is always open): its children, the children
    /// that were opened in turn, and how many rows it shows below itself while open.
    final class Expansion {
        /// The node's children.
        var children: [Value]
        /// Whether its children are shown; a closed node keeps what was opened below it.
        var isOpen: Bool
        /// The children that were opened, by index, ascending.
        var opened: [(index: Int, expansion: Expansion)] = []
        /// Rows below the node while it is open: its children and what its open children show.
        var shownBelow: Int

        init(children: [Value], isOpen: Bool) {
            self.children = children
            self.isOpen = isOpen
            shownBelow = children.count
        }

        /// Rows this node adds below itself as it stands.
        var rowsAdded: Int { isOpen ? shownBelow : 0 }

        /// Counts the rows below again from its children and its opened children.
        func recount() {
            shownBelow = children.count + opened.reduce(0) { $0 + $1.expansion.rowsAdded }
        }

        /// The opened child at an index.
        func openedChild(_ index: Int) -> Expansion? {
            opened.first { $0.index == index }?.expansion
        }
    }

    /// A row found: the node's place, item and expansion (nil for a node never opened).
    struct Located {
        /// The node's place: index among the top-level items, then among each parent's children.
        var path: [Int]
        /// The node's item.
        var item: Value
        /// Its expansion, when it was ever opened.
        var expansion: Expansion?
    }

    /// The top: its children are the top-level items.
    private(set) var top = Expansion(children: [], isOpen: true)
    /// The children of an item.
    private let childItems: (Value) -> [Value]

    init(childItems: @escaping (Value) -> [Value]) {
        self.childItems = childItems
    }

    /// How many rows are shown.
    var rowCount: Int { top.shownBelow }

    /// The node on a row.
    func locate(row: Int) -> Located? {
        guard row >= 0, row < top.shownBelow else { return nil }
        var node = top
        var remaining = row
        var path: [Int] = []
        while true {
            var skipped = 0
            var inside: (index: Int, expansion: Expansion)?
            for entry in node.opened {
                let start = entry.index + skipped
                if remaining < start { break }
                if remaining == start {
                    return Located(path: path + [entry.index], item: node.children[entry.index], expansion: entry.expansion)
                }
                let added = entry.expansion.rowsAdded
                if remaining <= start + added {
                    inside = entry
                    remaining -= start + 1
                    break
                }
                skipped += added
            }
            guard let inside else {
                let index = remaining - skipped
                guard node.children.indices.contains(index) else { return nil }
                return Located(path: path + [index], item: node.children[index], expansion: nil)
            }
            path.append(inside.index)
            node = inside.expansion
        }
    }

    /// The row of the node at a place, if it is shown.
    func row(of path: [Int]) -> Int? {
        guard !path.isEmpty else { return nil }
        var node = top
        var row = 0
        for (depth, index) in path.enumerated() {
            guard node.children.indices.contains(index) else { return nil }
            var before = index
            var next: Expansion?
            for entry in node.opened {
                if entry.index < index {
                    before += entry.expansion.rowsAdded
                } else {
                    if entry.index == index { next = entry.expansion }
                    break
                }
            }
            row += before
            if depth == path.count - 1 { return row }
            guard let next, next.isOpen else { return nil }
            node = next
            row += 1
        }
        return nil
    }

    /// The expansions from the top down to the parent of the node at a place; nil when one on
    /// the way was never opened.
    private func chain(to path: [Int]) -> [Expansion]? {
        var chain = [top]
        for index in path.dropLast() {
            guard let next = chain[chain.count - 1].openedChild(index) else { return nil }
            chain.append(next)
        }
        return chain
    }

    /// Counts the rows again up a chain, bottom first.
    private func recount(_ chain: [Expansion]) {
        for node in chain.reversed() { node.recount() }
    }

    /// Opens or closes the node at a place; the rows it now adds below itself (0 when it has no
    /// children or was already so).
    @discardableResult
    func setOpen(_ open: Bool, at path: [Int], item: Value) -> Int {
        guard let index = path.last, let chain = chain(to: path), let parent = chain.last else { return 0 }
        if let expansion = parent.openedChild(index) {
            guard expansion.isOpen != open else { return 0 }
            expansion.isOpen = open
            recount(chain)
            return expansion.shownBelow
        }
        guard open else { return 0 }
        let children = childItems(item)
        guard !children.isEmpty else { return 0 }
        let expansion = Expansion(children: children, isOpen: true)
        let at = parent.opened.firstIndex { $0.index > index } ?? parent.opened.count
        parent.opened.insert((index, expansion), at: at)
        recount(chain)
        return expansion.shownBelow
    }

    /// Takes new top-level items: what was opened stays open where the node is still there and
    /// still has children.
    func setItems(_ items: [Value]) {
        top.children = items
        refresh(top)
    }

    /// Gives each opened child its children from the new items, bottom first, and counts again.
    private func refresh(_ node: Expansion) {
        node.opened = node.opened.compactMap { entry in
            guard node.children.indices.contains(entry.index) else { return nil }
            let children = childItems(node.children[entry.index])
            guard !children.isEmpty else { return nil }
            entry.expansion.children = children
            refresh(entry.expansion)
            return entry
        }
        node.recount()
    }
}
