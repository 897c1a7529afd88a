/// What the outlets of a scene connect, recorded while ``OutletChecker`` resolves them, so the
/// usage and cycle checks need no second walk over the outlets.
struct OutletLinks: Sendable {
    /// One data source reading another through an outlet.
    struct Edge: Sendable {
        /// The data source read, by index in ``SceneIndex/objects``.
        let target: Int
        /// The outlet's name, where the reading data source names it.
        let outlet: Located<String>
    }

    /// Whether any outlet of any object names the object at each index.
    var isRead: [Bool]
    /// For each data source that reads other data sources, what it reads.
    var dependencies: [Int: [Edge]] = [:]

    init(objectCount: Int) {
        isRead = Array(repeating: false, count: objectCount)
    }

    /// Takes in the links another slice of the objects made: reads add up, and each object's
    /// dependencies come from the one slice that checked it.
    mutating func merge(_ other: OutletLinks) {
        for (target, read) in other.isRead.enumerated() where read { isRead[target] = true }
        dependencies.merge(other.dependencies) { mine, theirs in mine + theirs }
    }
}
