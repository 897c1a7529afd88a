import Testing
import Stagehand

/// A tree works its rows out from the nodes that were opened instead of storing them: every
/// row it reports is the row a plain depth-first walk of the open nodes gives, however nodes are
/// opened, closed and reopened, and when the items change.
@Suite("Tree: rows worked out from the opened nodes")
struct TreeRowsTests {
    /// Items three levels deep: `n` top-level nodes, each with children, some with grandchildren.
    static func items(_ n: Int) -> [Value] {
        (0..<n).map { top in
            let kids: [Value] = (0..<(top % 3 + 1)).map { kid in
                let grand: [Value] = kid.isMultiple(of: 2) ? (0..<2).map { .mapping(["name": .string("g\(top).\(kid).\($0)")]) } : []
                return .mapping(["name": .string("k\(top).\(kid)"), "children": .list(grand)])
            }
            return .mapping(["name": .string("t\(top)"), "children": .list(kids)])
        }
    }

    /// The rows as a plain walk makes them: (name, depth, expanded) of each node shown.
    static func walk(_ tree: Tree) -> [String] {
        var rows: [String] = []
        func visit(_ item: Value, path: [Int]) {
            let kids = tree.childItems(of: item)
            let index = rows.count
            rows.append("")
            // A node is shown open when the tree says its row is expanded.
            let open = tree.shownRow(index)?.isExpanded ?? false
            rows[index] = "\(item.value(atPath: "name")?.displayText ?? "?")@\(path.count - 1)\(open ? "+" : "")"
            if open { for (i, kid) in kids.enumerated() { visit(kid, path: path + [i]) } }
        }
        for (i, item) in tree.items.enumerated() { visit(item, path: [i]) }
        return rows
    }

    /// The rows as the tree reports them, one at a time.
    static func reported(_ tree: Tree) -> [String] {
        (0..<tree.rowCount).map { index in
            guard let row = tree.shownRow(index) else { return "missing" }
            return "\(row.item.value(atPath: "name")?.displayText ?? "?")@\(row.depth)\(row.isExpanded ? "+" : "")"
        }
    }

    /// Checks that the reported rows are the walk's, and that each row's place leads back to it.
    static func check(_ tree: Tree, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(reported(tree) == walk(tree), sourceLocation: sourceLocation)
        for index in 0..<tree.rowCount {
            let path = tree.shownRow(index)?.path ?? []
            #expect(tree.row(at: path) == index, "row \(index) at \(path)", sourceLocation: sourceLocation)
        }
    }

    @Test func openingClosingAndReopeningKeepTheRowsOfAPlainWalk() {
        let tree = Tree()
        tree.setItems(Self.items(5))
        Self.check(tree)
        #expect(tree.rowCount == 5)
        #expect(tree.expand(row: 2))      // t2: three children
        #expect(tree.expand(row: 3))      // k2.0: two grandchildren
        #expect(tree.expand(row: 0))      // t0: one child, above the others
        Self.check(tree)
        #expect(tree.rowCount == 11)
        #expect(tree.parentRow(of: 5) == 4 && tree.parentRow(of: 4) == 3 && tree.parentRow(of: 3) == nil)
        // Closing t2 hides its open child too; reopening shows it open again.
        #expect(tree.collapse(row: 3))
        Self.check(tree)
        #expect(tree.rowCount == 6)
        #expect(tree.expand(row: 3))
        Self.check(tree)
        #expect(tree.rowCount == 11)
        #expect(!tree.expand(row: 3), "expanding an open node does nothing")
        #expect(!tree.collapse(row: 1), "a closed node does not collapse")
    }

    @Test func theCursorStaysOnItsNodeAsRowsOpenAndCloseAboveIt() {
        let tree = Tree()
        tree.setItems(Self.items(5))
        tree.moveCursor(to: 4)
        tree.expand(row: 1)               // t1: two children, above the cursor
        #expect(tree.cursor == 6)
        tree.collapse(row: 1)
        #expect(tree.cursor == 4)
        tree.expand(row: 4)
        tree.moveCursor(to: 6)            // inside t4
        tree.collapse(row: 4)
        #expect(tree.cursor == 4, "closing the node the cursor was inside moves it to the node")
    }

    @Test func newItemsKeepWhatIsOpenWhereItStillIs() {
        let tree = Tree()
        tree.setItems(Self.items(5))
        tree.expand(row: 4)               // t4: two children
        tree.expand(row: 5)               // k4.0: two grandchildren
        tree.expand(row: 0)
        Self.check(tree)
        tree.setItems(Self.items(3))      // t4 is gone; t0 stays open
        Self.check(tree)
        #expect(tree.rowCount == 4)
        tree.setItems(Self.items(6))      // t4 is back, but was forgotten with its place
        Self.check(tree)
        #expect(tree.rowCount == 7)
    }

    @Test func aHundredThousandChildrenOpenWithoutRowsBeingMade() {
        let tree = Tree()
        let children: [Value] = (0..<100_000).map { .mapping(["name": .string("n\($0)")]) }
        tree.setItems([.mapping(["name": .string("top"), "children": .list(children)])])
        tree.expand(row: 0)
        #expect(tree.rowCount == 100_001)
        tree.moveCursor(to: 99_999)
        #expect(tree.shownRow(tree.cursor)?.item.value(atPath: "name") == .string("n99998"))
        #expect(tree.parentRow(of: tree.cursor) == 0)
        tree.collapseOrAscend()
        #expect(tree.cursor == 0)
        tree.collapseOrAscend()
        #expect(tree.rowCount == 1)
    }
}
