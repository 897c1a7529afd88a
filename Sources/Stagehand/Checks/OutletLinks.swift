/// What the outlets of a scene connect, recorded while ``OutletChecker`` resolves them, so the
/// usage and cycle checks need no second walk over the outlets.
package struct OutletLinks: Sendable {
    /// One data source reading another through an outlet.
    struct Edge: Sendable {
        /// The data source read, by index in ``SceneIndex/objects``.
        let target: Int
        /// The outlet's name, where the reading data source names it.
        let outlet: Located<String>
    }

    /// One bit per object: whether any outlet of any object names it. Bits, not `Bool`s, because
    /// every slice of a large scene's objects checked on its own thread keeps a set.
    private var readBits: [UInt64]
    /// For each data source that reads other data sources, what it reads.
    var dependencies: [Int: [Edge]] = [:]

    init(objectCount: Int) {
        readBits = Array(repeating: 0, count: (objectCount + 63) / 64)
    }

    /// Whether any outlet names the object at `index`.
    package func isRead(_ index: Int) -> Bool {
        readBits[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// Records that an outlet names the object at `index`.
    mutating func markRead(_ index: Int) {
        readBits[index / 64] |= 1 << UInt64(index % 64)
    }

    /// Takes in the links another slice of the objects made: reads add up, and each object's
    /// dependencies come from the one slice that checked it.
    mutating func merge(_ other: OutletLinks) {
        for word in readBits.indices { readBits[word] |= other.readBits[word] }
        dependencies.merge(other.dependencies) { mine, theirs in mine + theirs }
    }
}
