/// Runs the per-object checks that only read a ``SceneIndex`` on several threads, a slice of
/// objects each, keeping what each object gave apart so the caller can interleave its own
/// per-object checks and get the very order one thread would have given.
struct ObjectSlices: Sendable {
    /// Objects per slice: a scene smaller than this is checked on the calling thread alone.
    static let length = 2_048

    /// The objects of this slice, as indices into the index's objects.
    let objects: Range<Int>
    /// The outlet links the slice's objects made.
    let links: OutletLinks
    private let diagnostics: [Diagnostic]
    /// Where each object's findings end in ``diagnostics``.
    private let ends: [Int]

    /// Whether no object of the slice gave anything.
    var foundNothing: Bool { diagnostics.isEmpty }

    /// What the object at `offset` in this slice gave, in the order the checks gave it.
    func found(forObjectAt offset: Int) -> ArraySlice<Diagnostic> {
        diagnostics[(offset == 0 ? 0 : ends[offset - 1])..<ends[offset]]
    }

    /// Starts `check` for every object of `index` on up to `workers - 1` threads besides the
    /// caller's, which may do other work meanwhile; `finish()` on the batch helps with what is
    /// left and returns the slices in object order.
    static func start(
        _ index: SceneIndex, workers: Int,
        _ check: @escaping @Sendable (_ objectIndex: Int, _ links: inout OutletLinks, _ found: inout [Diagnostic]) -> Void
    ) -> BackgroundBatch<ObjectSlices> {
        let count = index.objects.count
        let ranges = stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
        return BackgroundBatch(ranges, extraWorkers: workers - 1) { objects in
            var links = OutletLinks(objectCount: count)
            var found: [Diagnostic] = []
            var ends: [Int] = []
            ends.reserveCapacity(objects.count)
            for objectIndex in objects {
                check(objectIndex, &links, &found)
                ends.append(found.count)
            }
            return ObjectSlices(objects: objects, links: links, diagnostics: found, ends: ends)
        }
    }
}
