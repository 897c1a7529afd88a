extension Node {
    /// The pairs of a mapping, in document order, indexed from 0.
    ///
    /// A view into the document's storage: taking it copies nothing.
    public struct Pairs: RandomAccessCollection, Sendable {
        let children: ChildSpan

        /// The position of the first pair: always 0.
        public var startIndex: Int { 0 }
        /// One past the last pair.
        public var endIndex: Int { children.count }

        /// The pair at `position`.
        public subscript(position: Int) -> Pair { children.pair(at: position) }
    }

    /// The items of a sequence, in document order, indexed from 0.
    ///
    /// A view into the document's storage: taking it copies nothing.
    public struct Items: RandomAccessCollection, Sendable {
        let children: ChildSpan

        /// The position of the first item: always 0.
        public var startIndex: Int { 0 }
        /// One past the last item.
        public var endIndex: Int { children.count }

        /// The item at `position`.
        public subscript(position: Int) -> Node { children.item(at: position) }
    }

    /// A run of a collection's children in the document's storage, which ``Pairs`` and
    /// ``Items`` read: a mapping's keys and values alternate in it.
    struct ChildSpan: Sendable {
        let storage: NodeStorage
        /// The first child's record in the storage.
        let start: Int
        /// How many items, or pairs of a mapping (whose children are twice as many).
        let count: Int

        /// The item at `position` of a sequence's run.
        func item(at position: Int) -> Node {
            precondition(position >= 0 && position < count, "item index out of range")
            return child(position)
        }

        /// The pair at `position` of a mapping's run: its key, then its value.
        func pair(at position: Int) -> Pair {
            precondition(position >= 0 && position < count, "pair index out of range")
            return Pair(key: child(2 * position), value: child(2 * position + 1))
        }

        /// The child at `offset` from the first, unchecked.
        private func child(_ offset: Int) -> Node {
            Node(storage, start + offset)
        }
    }
}
