/// The exact line and column of the nodes whose position did not fit a record's packed word (a
/// column past 1,023 on a long line, a line past four million), by node index.
///
/// Nodes are added in index order, and those that overflow come in runs: every node of a
/// minified JSON line past its first thousand columns, one after another, on one line. So a run
/// of consecutive nodes on one line keeps its line once and a column per node: 4 bytes a node,
/// where a line and a column each would cost 12 with the index beside them (on a one-line
/// 5 MB file, 5.6 MB less). Adding a node is an append; finding one a binary search over runs.
struct OverflowPositions: Sendable {
    /// Consecutive nodes on one line: the first node's index, how many there are, their line,
    /// and where their columns start in `columns`.
    private struct Run {
        var firstNode: UInt32
        var count: UInt32
        var line: UInt32
        var firstColumn: Int
    }

    private var runs: [Run] = []
    private var columns: [UInt32] = []

    /// Makes room for `count` more nodes, so a long line's columns are not copied as they grow.
    mutating func reserve(_ count: Int) {
        columns.reserveCapacity(columns.count + count)
    }

    /// Whether no position was recorded.
    var isEmpty: Bool { columns.isEmpty }

    /// Records the position of the node at `index`, which is larger than every index recorded before.
    mutating func append(_ index: UInt32, line: Int, column: Int) {
        let line = UInt32(clamping: line)
        if let last = runs.last, last.line == line, UInt64(last.firstNode) + UInt64(last.count) == UInt64(index) {
            runs[runs.count - 1].count += 1
        } else {
            runs.append(Run(firstNode: index, count: 1, line: line, firstColumn: columns.count))
        }
        columns.append(UInt32(clamping: column))
    }

    /// The line and column recorded for `index`, or `nil`.
    subscript(index: UInt32) -> (line: Int, column: Int)? {
        // The last run starting at or before `index`.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].firstNode <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = runs[low - 1]
        let offset = Int(index - run.firstNode)
        guard offset < Int(run.count) else { return nil }
        return (Int(run.line), Int(columns[run.firstColumn + offset]))
    }
}
