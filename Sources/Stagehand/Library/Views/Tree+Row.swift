extension Tree {
    /// One node in view order: the tree's rows are its expanded nodes, depth-first.
    public struct Row {
        /// The node's item.
        public var item: Value
        /// How deep it sits: 0 for a top-level item.
        public var depth: Int
        /// Its place: the index among the top-level items, then among each parent's children.
        public var path: [Int]
        /// Whether it has children to expand.
        public var hasChildren: Bool
        /// Whether its children are shown.
        public var isExpanded: Bool
    }
}
