import Stagehand

/// Where the views and the rows of one frame were drawn, in frame coordinates: what the
/// semantic tree reports as each node's `bounds`, taken from the drawing itself so that it
/// matches the frame cell for cell (scrolling, modals and rows included).
///
/// A renderer fills one only when asked (``FrameRenderer/render(_:recording:)``); an ordinary
/// frame pays a `nil` check per view.
package final class DrawnBounds {
    /// One row of a table or tree as drawn.
    package struct Row {
        /// The row's index in the view's list.
        package var index: Int
        /// Where it was drawn.
        package var rect: Rect
        /// What the row reads as: its cells' text.
        package var text: String
        /// Whether it is the view's selected row.
        package var selected: Bool
        /// Whether its node is open, for rows that open and close (a tree's).
        package var expanded: Bool?

        /// A row as drawn.
        package init(index: Int, rect: Rect, text: String, selected: Bool, expanded: Bool?) {
            self.index = index
            self.rect = rect
            self.text = text
            self.selected = selected
            self.expanded = expanded
        }
    }

    /// Each drawn view's rect (focus marker included) and whether any line of it is shown, by
    /// the view's identity.
    package private(set) var views: [ObjectIdentifier: (rect: Rect, shown: Bool)] = [:]
    /// Each view's drawn rows, top to bottom.
    package private(set) var rows: [ObjectIdentifier: [Row]] = [:]

    /// An empty record.
    package init() {}

    /// Notes where `view` was drawn.
    package func record(_ view: View, at rect: Rect, shown: Bool) {
        views[ObjectIdentifier(view)] = (rect, shown)
    }

    /// Notes a row `view` drew.
    package func record(row: Row, of view: View) {
        rows[ObjectIdentifier(view), default: []].append(row)
    }

    /// Where `view` was drawn and whether it shows, if it was drawn.
    package func place(of view: View) -> (rect: Rect, shown: Bool)? { views[ObjectIdentifier(view)] }

    /// The rows `view` drew, top to bottom.
    package func rows(of view: View) -> [Row] { rows[ObjectIdentifier(view)] ?? [] }
}
