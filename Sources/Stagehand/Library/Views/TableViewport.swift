/// What whoever shows a ``Table`` tells it of how it is shown: which row is first in view and
/// how many rows fit. The table reads it to move its cursor a page at a time, and moves the
/// first row in view when its rows are replaced, so what is in view follows its items by `key`.
///
/// The console keeps its layout of a table (rows in view, their heights, column widths) in an
/// object of its own that adopts this protocol; a table shown nowhere has no viewport, pages by
/// one row and keeps no scroll position.
public protocol TableViewport: AnyObject {
    /// The first row in view.
    var firstRow: Int { get set }
    /// How many rows fit in view, as the table was last laid out: what PageUp and PageDown move
    /// the cursor by.
    var pageSize: Int { get }
}
