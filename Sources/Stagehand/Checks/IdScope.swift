/// The ids visible in one place: the scene itself, or one table prototype.
///
/// A prototype's objects see their own ids, then `item` (the row's value), then the scene's ids,
/// mirroring how the runtime wires each row; the scene never sees a prototype's ids, because those
/// objects exist once per row.
struct IdScope: Sendable {
    /// Object index in ``SceneIndex/objects`` by id, first declaration wins (32 bits, as in
    /// ``order``).
    var ids: [String: Int32] = [:]
    /// The same ids in file order, so did-you-mean hints break ties the same way on every run:
    /// the index in ``SceneIndex/objects`` of the object that first declared each (4 bytes
    /// each rather than a copy of the id; a file under 4 GiB cannot hold 2³¹ objects).
    var order: [Int32] = []
    /// The enclosing scope, `nil` for the scene.
    let parent: Int?
    /// The index in ``SceneIndex/objects`` of the table whose prototype this is; `nil` for the scene.
    var table: Int?

    init(parent: Int?, table: Int? = nil) {
        self.parent = parent
        self.table = table
    }

    /// Whether `item` names the row's value here.
    var hasRowItem: Bool { parent != nil }
}
