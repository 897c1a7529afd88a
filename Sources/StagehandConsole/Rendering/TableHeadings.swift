import Stagehand

/// A table's column headings (`columns`): each title drawn over its column of the prototype
/// row's cells, where the rows in view draw those cells, so headings and cells line up at any
/// width. A title sits as its cell does (a right-aligned label's title on the right) and is cut
/// with `…` when its column is narrower.
struct TableHeadings {
    let table: Table
    let context: ConsoleContext

    /// Where one column's cells go in a row: from `x`, `width` columns, text placed as `alignment` says.
    struct Place: Equatable {
        var x: Int
        var width: Int
        var alignment: Label.Alignment
    }

    /// Draws the headings on line `y` of `canvas`, across `area`'s columns (the row markers' columns included).
    func draw(y: Int, in area: Rect, on canvas: inout ConsoleCanvas) {
        let titles = table.columnTitles
        let rowX = area.x + TableLayout.markerColumns
        let rowWidth = max(0, area.width - TableLayout.markerColumns)
        let style = CellStyle([.bold])
        for (title, place) in zip(titles, places(rowWidth: rowWidth)) where place.width > 0 && place.x < rowWidth {
            let room = min(place.width, rowWidth - place.x)
            let x = rowX + place.x + Label.offset(of: title, in: room, place.alignment)
            canvas.write(title, x: x, y: y, maxWidth: rowX + place.x + room - x, style: style)
        }
    }

    /// Each column's place in a row of `rowWidth` columns: the cells of the first row in view,
    /// laid out as the rows are (a row that is one view other than a `HorizontalStacking` one is one column,
    /// the row's width); with no row in view (an empty table, or one still loading), the titles
    /// side by side at their own widths, a column apart.
    func places(rowWidth: Int) -> [Place] {
        if let state = table.shownState, let first = state.visibleRows.first,
           let row = table.builtRow(at: first), row.views.count == 1, let view = row.views.first {
            guard let stack = view as? any HorizontalStacking else {
                let marker = ViewLayout.marker(of: view)
                return [Place(x: marker, width: max(0, rowWidth - marker), alignment: (view as? any TextAligning)?.align ?? .left)]
            }
            let rowContext = TableLayout(table: table, context: context).rowContext()
            return stack.childFrames(width: rowWidth, height: 1, rowContext).map { cell, frame in
                let marker = ViewLayout.marker(of: cell)
                return Place(x: frame.x + marker, width: max(0, frame.width - marker), alignment: (cell as? any TextAligning)?.align ?? .left)
            }
        }
        var x = 0
        return table.columnTitles.map { title in
            let width = DisplayWidth.of(title)
            defer { x += width + 1 }
            return Place(x: x, width: width, alignment: .left)
        }
    }
}

extension Table {
    /// The lines drawn above the rows: the `header`, then the column headings.
    var linesAboveRows: Int { (header.isEmpty ? 0 : 1) + (columns.isEmpty ? 0 : 1) }
}
