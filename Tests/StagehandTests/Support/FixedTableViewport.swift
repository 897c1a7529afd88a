import Stagehand

/// A table's viewport that says a fixed number of rows fit, for runtime tests that page a
/// table's cursor without a console.
final class FixedTableViewport: TableViewport {
    var firstRow = 0
    let pageSize: Int

    init(pageSize: Int) { self.pageSize = pageSize }
}
