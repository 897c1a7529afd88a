/// Builds the values of a scene's collection properties (a static list of thousands of people,
/// a mapping of settings) on another core while the scene is checked, so the live scene finds
/// them made rather than converting nodes one by one on the thread that shows it.
///
/// Only collections are worth it: a scalar becomes a value in less time than a lookup takes. A
/// long list is cut into slices that any worker can take, so one huge property keeps both cores
/// busy; the slices are joined in order afterwards, giving exactly what `Value(node)` gives.
struct PropertyValueBuild {
    /// One piece of work: a whole collection, or a slice of a long list's items.
    private enum Piece: Sendable {
        case whole(Node)
        case items(Node, Range<Int>)
    }

    /// Items per slice: big enough that taking a slice costs nothing next to building it.
    private static let sliceLength = 512
    /// Fewer pieces than this are built on the calling thread when the values are asked for.
    private static let piecesWorthAThread = 8

    /// For each property node, by identity: where its pieces sit among the batch's results, and
    /// whether those pieces are slices of one list.
    private let plan: [(node: Int, pieces: Range<Int>, isList: Bool)]
    private let batch: BackgroundBatch<Value>

    /// Starts building the values of every collection property of the scene's objects (outside
    /// table prototypes, whose rows are built later and one at a time), on `extraWorkers` threads.
    init(_ scene: SceneDescription, extraWorkers: Int) {
        var pieces: [Piece] = []
        var plan: [(node: Int, pieces: Range<Int>, isList: Bool)] = []
        for object in scene.allObjects {
            object.forEachPropertyValue { node in
                let start = pieces.count
                switch node.content {
                case .scalar:
                    return
                case .sequence(let items) where items.count > Self.sliceLength:
                    for lower in stride(from: 0, to: items.count, by: Self.sliceLength) {
                        pieces.append(.items(node, lower..<min(lower + Self.sliceLength, items.count)))
                    }
                    plan.append((node.identity, start..<pieces.count, true))
                case .sequence, .mapping:
                    pieces.append(.whole(node))
                    plan.append((node.identity, start..<pieces.count, false))
                }
            }
        }
        self.plan = plan
        // A few small collections are built faster than a thread starts.
        let worthThreads = pieces.count >= Self.piecesWorthAThread
        batch = BackgroundBatch(pieces, extraWorkers: worthThreads ? extraWorkers : 0) { piece in
            switch piece {
            case .whole(let node): Value(node)
            case .items(let node, let range):
                .list(NodeValueBuilder.withBuilder(for: node) { $0.values(ofItemsAt: range, inSequenceAt: node.index) })
            }
        }
    }

    /// Helps build what is left, waits for the workers, and returns the values by node identity.
    func finish() -> [Int: Value] {
        let built = batch.finish()
        var values: [Int: Value] = [:]
        values.reserveCapacity(plan.count)
        for (node, pieces, isList) in plan {
            guard isList else {
                values[node] = built[pieces.lowerBound]
                continue
            }
            var items: [Value] = []
            for piece in pieces {
                if case .list(let slice) = built[piece] { items += slice }
            }
            values[node] = .list(items)
        }
        return values
    }
}
