/// A mapping or sequence under construction: one entry of the tree builder's explicit stack.
///
/// The builder keeps frames on an array instead of recursing, so input depth never reaches the
/// call stack. The children themselves wait on the builder's pending list from `start` up (a
/// mapping's as key, value, key, value…); the frame carries the bookkeeping for the limits
/// (`size`, `height`) and where the mapping stands between key and value.
///
/// A frame holds no references and stays 32 bytes: a document nested a hundred thousand levels
/// deep keeps a hundred thousand frames, which are pushed, popped and copied without reference
/// counting and stay few enough cache lines that time grows with depth, not faster. What only
/// some frames need (an anchor, a large mapping's key index, merge keys) lives in a
/// ``BuildFrame/Details`` on a side stack, which `details` points into.
struct BuildFrame {
    /// Where a mapping stands between a key and its value.
    enum KeyState: UInt8 {
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
        var sources: [NodeStorage.Pending]
    }

    /// The rarely needed part of a frame, on the builder's side stack.
    struct Details {
        var anchor: String?
        /// Key texts and the key nodes that hold them; built only for large mappings, where a
        /// linear scan would make duplicate detection quadratic.
        var keyIndex: [String: NodeStorage.Pending]?
        /// The first `<<` key, so a second one is reported as a duplicate.
        var mergeKey: NodeStorage.Pending?
        var merges: [Merge] = []
    }

    /// Nodes in this subtree, counting every node an alias inside it stands for.
    var size = 1
    private let storedStart: UInt32
    /// Levels of nesting in this subtree; a collection of scalars has height 1.
    var height: UInt32 = 1
    private let storedLine: UInt32
    private let storedColumn: UInt32
    /// This frame's entry on the builder's side stack of ``Details``, or -1 for none.
    var details: Int32 = -1
    let isMapping: Bool
    var keyState = KeyState.expectingKey

    /// A placeholder for the builder's innermost frame while no collection is open.
    static var none: BuildFrame { BuildFrame(isMapping: false, line: 0, column: 0, start: 0) }

    init(isMapping: Bool, line: Int, column: Int, start: Int) {
        self.isMapping = isMapping
        // The loader refuses input of 4 GiB or more, so lines and columns fit.
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        // The pending list holds nodes, of which there are fewer than 2³².
        storedStart = UInt32(truncatingIfNeeded: start)
    }

    /// Where this collection's children begin on the builder's pending list.
    var start: Int { Int(storedStart) }

    /// The 1-based line the collection starts on.
    var line: Int { Int(storedLine) }
    /// The 1-based column the collection starts at.
    var column: Int { Int(storedColumn) }
}
