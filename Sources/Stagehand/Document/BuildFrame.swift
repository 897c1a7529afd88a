/// A mapping or sequence under construction: one entry of the tree builder's explicit stack.
///
/// The builder keeps frames on an array instead of recursing, so input depth never reaches the
/// call stack. The children themselves wait on the builder's pending list from `start` up (a
/// mapping's as key, value, key, value…); the frame carries the bookkeeping for the limits
/// (`size`, `height`) and for duplicate and merge keys.
struct BuildFrame {
    /// Where a mapping stands between a key and its value.
    enum KeyState {
        case expectingKey
        /// The key is pending; the next node is its value.
        case haveKey
        /// The key was refused (duplicate or complex); its value is parsed but dropped.
        case skipValue
        /// The key was `<<`; the value is merged when the mapping ends.
        case mergeValue
    }

    /// A `<<` value: the mappings to merge, and how many explicit pairs came before it.
    struct Merge {
        var index: Int
        var sources: [UInt32]
    }

    let isMapping: Bool
    let line: Int
    let column: Int
    let anchor: String?
    /// Where this collection's children begin on the builder's pending list.
    let start: Int
    var keyState = KeyState.expectingKey
    /// Key texts and the key nodes that hold them; built only for large mappings, where a
    /// linear scan would make duplicate detection quadratic.
    var keyIndex: [String: UInt32]?
    /// The first `<<` key, so a second one is reported as a duplicate.
    var mergeKey: UInt32?
    var merges: [Merge] = []
    /// Nodes in this subtree, counting every node an alias inside it stands for.
    var size = 1
    /// Levels of nesting in this subtree; a collection of scalars has height 1.
    var height = 1

    /// A placeholder for the builder's innermost frame while no collection is open.
    static var none: BuildFrame { BuildFrame(isMapping: false, line: 0, column: 0, anchor: nil, start: 0) }

    init(isMapping: Bool, line: Int, column: Int, anchor: String?, start: Int) {
        self.isMapping = isMapping
        self.line = line
        self.column = column
        self.anchor = anchor
        self.start = start
    }
}
