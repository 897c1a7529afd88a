/// The exact line and column of the nodes whose position did not fit a record's packed word (a
/// column past 1,023 on a long line, a line past four million), by node index.
///
/// Nodes are added in index order, so the entries stay sorted by appending alone: adding one is
/// an append to two arrays and finding one a binary search. A hash table would cost a hash and a
/// cache miss per node, and a single long line (minified JSON, deep `- - - …` nesting) puts
/// every node here.
struct OverflowPositions: Sendable {
    private var indices: [UInt32] = []
    private var positions: [SIMD2<UInt32>] = []

    /// Records the position of the node at `index`, which is larger than every index recorded before.
    mutating func append(_ index: UInt32, line: Int, column: Int) {
        indices.append(index)
        positions.append(SIMD2(UInt32(clamping: line), UInt32(clamping: column)))
    }

    /// The line and column recorded for `index`, or `nil`.
    subscript(index: UInt32) -> (line: Int, column: Int)? {
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        guard low < indices.count, indices[low] == index else { return nil }
        return (Int(positions[low].x), Int(positions[low].y))
    }
}
