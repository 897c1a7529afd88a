/// A stack of values whose top part can be handed over to a new array by moving, not copying.
///
/// The tree builder collects the children of every open collection here and, when a collection
/// ends, moves them into one exactly-sized array. Appending to a fresh array per collection
/// instead regrows it several times and copies nodes with reference counting, which costs more
/// than libyaml's own parsing for a file of many small mappings.
struct ScratchStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the stack holds.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The element at `index`, counted from the bottom.
    subscript(index: Int) -> Element {
        // A broken index is a builder bug, never an input problem; trap rather than read garbage.
        precondition(index >= 0 && index < count, "scratch stack index out of range")
        return base[index]
    }

    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` to the top into a new array, leaving `start` elements.
    mutating func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "scratch stack start out of range")
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            target.moveInitialize(from: source, count: moved)
            initialized = moved
        }
        count = start
        return result
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
