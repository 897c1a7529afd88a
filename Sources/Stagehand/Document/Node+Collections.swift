extension Node {
    /// The pairs of a mapping, in document order, indexed from 0.
    ///
    /// A view into the document's storage: taking it copies nothing.
    public struct Pairs: RandomAccessCollection, Sendable {
        private let storage: NodeStorage
        /// Where the first key sits in the storage's child list.
        private let base: Int

        /// The position of the first pair: always 0.
        public let startIndex = 0
        /// One past the last pair.
        public let endIndex: Int

        init(_ storage: NodeStorage, start: Int, count: Int) {
            self.storage = storage
            base = start
            endIndex = count
        }

        /// The pair at `position`.
        public subscript(position: Int) -> Pair {
            precondition(position >= 0 && position < endIndex, "pair index out of range")
            let at = base + 2 * position
            return Pair(key: Node(storage, Int(storage.children[at])),
                        value: Node(storage, Int(storage.children[at + 1])))
        }
    }

    /// The items of a sequence, in document order, indexed from 0.
    ///
    /// A view into the document's storage: taking it copies nothing.
    public struct Items: RandomAccessCollection, Sendable {
        private let storage: NodeStorage
        /// Where the first item sits in the storage's child list.
        private let base: Int

        /// The position of the first item: always 0.
        public let startIndex = 0
        /// One past the last item.
        public let endIndex: Int

        init(_ storage: NodeStorage, start: Int, count: Int) {
            self.storage = storage
            base = start
            endIndex = count
        }

        /// The item at `position`.
        public subscript(position: Int) -> Node {
            precondition(position >= 0 && position < endIndex, "item index out of range")
            return Node(storage, Int(storage.children[base + position]))
        }
    }
}
