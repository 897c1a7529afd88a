extension DataShapes {
    /// The values a sample stands for, without copying them out: parsed nodes, or the items of
    /// lists among them, a given number of levels down.
    ///
    /// A table's rows, a filter's items and `item` in a prototype are the items of a list that is
    /// already parsed; the checks only read them, mostly only the first. Gathering every item of
    /// every such list into an array of its own cost a scene with tens of thousands of rows a few
    /// megabytes and a tenth of lint's time, so the values are walked where they lie.
    struct SampleValues: Sequence {
        /// Nodes, and how many levels of list items below them the values are (0: the nodes).
        private var groups: [(roots: [Node], depth: Int)]

        /// The values `roots` themselves, or the items `depth` levels of lists below them.
        init(_ roots: [Node], depth: Int = 0) {
            groups = roots.isEmpty ? [] : [(roots, depth)]
        }

        /// The items of these values, one level down; nil when a value is not a list.
        func items() -> SampleValues? {
            guard allSatisfy({ $0.items != nil }) else { return nil }
            var deeper = self
            for index in deeper.groups.indices { deeper.groups[index].depth += 1 }
            return deeper
        }

        /// Adds the values of `other` after these.
        mutating func append(contentsOf other: SampleValues) {
            groups += other.groups
        }

        /// Whether there is no value at all.
        var isEmpty: Bool {
            var iterator = makeIterator()
            return iterator.next() == nil
        }

        /// The first value.
        var first: Node? {
            var iterator = makeIterator()
            return iterator.next()
        }

        /// Where the first group starts and how deep it reads, with the number of nodes: what
        /// tells two samples' values apart for caching their items.
        var identity: (location: SourceLocation?, roots: Int, depth: Int) {
            (groups.first?.roots.first?.location, groups.reduce(0) { $0 + $1.roots.count }, groups.first?.depth ?? 0)
        }

        func makeIterator() -> Iterator {
            Iterator(frames: groups.reversed().map { Iterator.Frame(nodes: .roots($0.roots), next: 0, depth: $0.depth) })
        }

        /// Walks the values in order: each group's nodes, each node's items, depth first.
        ///
        /// It keeps one frame per list being walked (a position in it), not every item still to
        /// come: a list of tens of thousands of rows is walked without an array as long as it.
        struct Iterator: IteratorProtocol {
            /// A list being walked: its nodes, the position of the next one, and how many levels
            /// of list items below them the values are.
            struct Frame {
                enum Nodes {
                    case roots([Node])
                    case items(Node.Items)
                }

                let nodes: Nodes
                var next: Int
                let depth: Int

                var count: Int {
                    switch nodes {
                    case .roots(let roots): roots.count
                    case .items(let items): items.count
                    }
                }

                func node(at position: Int) -> Node {
                    switch nodes {
                    case .roots(let roots): roots[position]
                    case .items(let items): items[position]
                    }
                }
            }

            /// The lists being walked, innermost last.
            var frames: [Frame]

            mutating func next() -> Node? {
                while let top = frames.indices.last {
                    let frame = frames[top]
                    guard frame.next < frame.count else {
                        frames.removeLast()
                        continue
                    }
                    frames[top].next += 1
                    let node = frame.node(at: frame.next)
                    if frame.depth == 0 { return node }
                    guard let items = node.items else { continue }
                    frames.append(Frame(nodes: .items(items), next: 0, depth: frame.depth - 1))
                }
                return nil
            }
        }
    }
}
