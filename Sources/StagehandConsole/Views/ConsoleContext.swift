import Stagehand

/// What a view needs to know while it is measured, prepared and drawn, and the tools a
/// container uses to lay out, prepare and draw its children exactly as the console does.
public struct ConsoleContext {
    /// The view with keyboard focus, or `nil` (a scene dimmed under a modal shows none).
    public let focused: View?
    /// Widths a table gives the children of its rows' `HStack` so cells line up as columns,
    /// in order; `nil` outside such a row.
    public internal(set) var columns: [Int]?
    /// Whether the view being measured, prepared or drawn stands in a row (an `HStack`), where
    /// a `Spacer` grows sideways, rather than in a column, where it grows down.
    public internal(set) var isInRow = false
    /// The lines the scene is shown in: no view is made taller, so a focused view always fits
    /// in view. `nil` when there is no such limit.
    var shownLines: Int?
    /// The styles of the scene being drawn: its own, its theme's and the built-in ones.
    public internal(set) var styles: StyleSheet

    /// A context with the given focused view.
    init(focused: View?, shownLines: Int? = nil, styles: StyleSheet = .builtIn) {
        self.focused = focused
        self.shownLines = shownLines
        self.styles = styles
    }

    /// The look of the style `name` names: a view's `style`, or a runtime part (`focus`,
    /// `selection`, `disabled`, `statusLine`, `titleLine`); plain for a name nothing defines
    /// (lint reports it).
    ///
    /// - Parameter name: A style's name.
    public func cellStyle(named name: String) -> CellStyle {
        styles.style(named: name).map(CellStyle.init) ?? .plain
    }

    /// The look of `view`'s `style`, for a view that draws its own text in it; the painter lays
    /// it over everything the view drew anyway.
    ///
    /// - Parameter view: The view being drawn.
    public func style(of view: View) -> CellStyle {
        cellStyle(named: view.style)
    }

    /// Whether `view` has keyboard focus.
    ///
    /// - Parameter view: A view of the scene.
    /// - Returns: Whether it is the focused view.
    public func isFocused(_ view: View) -> Bool {
        focused === view
    }

    /// The same context for the children of a row that does not line up with others.
    public var withoutColumns: ConsoleContext {
        var copy = self
        copy.columns = nil
        return copy
    }

    /// The same context for the children of a row (an `HStack`).
    var inRow: ConsoleContext {
        var copy = self
        copy.columns = nil
        copy.isInRow = true
        return copy
    }

    /// The same context for views stacked in a column (a `VStack`, the scene, a modal, a
    /// table's row); a table's column widths, if any, stay for the rows' cells.
    var inColumn: ConsoleContext {
        var copy = self
        copy.isInRow = false
        return copy
    }

    /// The natural width of a view (without its focus marker), `nil` when flexible.
    ///
    /// - Parameter view: A child view.
    /// - Returns: Its width in columns, or `nil`.
    public func naturalWidth(of view: View) -> Int? {
        ViewLayout.naturalWidth(of: view, self)
    }

    /// The natural height of a view at a width (focus marker included).
    ///
    /// - Parameters:
    ///   - view: A child view.
    ///   - width: The columns it gets.
    /// - Returns: The lines it wants.
    public func height(of view: View, width: Int) -> ConsoleHeight {
        ViewLayout.height(of: view, width: width, self)
    }

    /// The natural height of views stacked vertically.
    ///
    /// - Parameters:
    ///   - views: The children, top to bottom.
    ///   - width: The columns they get.
    ///   - spacing: Blank lines between them.
    /// - Returns: The lines they want together.
    public func stackHeight(of views: [View], width: Int, spacing: Int = 0) -> ConsoleHeight {
        ViewLayout.stackHeight(of: views, width: width, spacing: spacing, self)
    }

    /// The natural width of views stacked vertically, `nil` if one of them is flexible.
    ///
    /// - Parameter views: The children, top to bottom.
    /// - Returns: The widest natural width, or `nil`.
    public func stackWidth(of views: [View]) -> Int? {
        ViewLayout.stackWidth(of: views, self)
    }

    /// How `width` columns are shared by views side by side (focus markers included).
    ///
    /// - Parameters:
    ///   - views: The children, left to right.
    ///   - spacing: Blank columns between them.
    ///   - width: The columns to share.
    /// - Returns: Each child's width, in order.
    public func columnWidths(of views: [View], spacing: Int, width: Int) -> [Int] {
        ViewLayout.columnWidths(of: views, spacing: spacing, width: width, columns: columns, self)
    }

    /// How `height` lines are shared by views stacked vertically.
    ///
    /// - Parameters:
    ///   - views: The children, top to bottom.
    ///   - width: The columns they get.
    ///   - height: The lines to share.
    ///   - spacing: Blank lines between them.
    /// - Returns: Each child's height, in order.
    public func rowHeights(of views: [View], width: Int, height: Int, spacing: Int = 0) -> [Int] {
        ViewLayout.rowHeights(of: views, width: width, height: height, spacing: spacing, self)
    }

    /// Prepares a child for the room it gets.
    ///
    /// - Parameters:
    ///   - view: A child view.
    ///   - width: The columns it gets.
    ///   - height: The lines it gets.
    public func prepare(_ view: View, width: Int, height: Int) {
        ViewPainter.prepare(view, width: width, height: height, self)
    }

    /// Prepares children stacked vertically.
    ///
    /// - Parameters:
    ///   - views: The children, top to bottom.
    ///   - width: The columns they get.
    ///   - height: The lines they share.
    ///   - spacing: Blank lines between them.
    public func prepareStack(_ views: [View], width: Int, height: Int, spacing: Int = 0) {
        ViewPainter.prepareStack(views, width: width, height: height, spacing: spacing, self)
    }

    /// Draws a child in `rect` of `canvas`, focus marker included.
    ///
    /// - Parameters:
    ///   - view: A child view.
    ///   - rect: Where it goes, in `canvas` coordinates.
    ///   - canvas: The parent's canvas.
    public func draw(_ view: View, in rect: Rect, on canvas: inout ConsoleCanvas) {
        ViewPainter.draw(view, in: rect, on: &canvas, self)
    }

    /// Draws children stacked vertically in `rect` of `canvas`.
    ///
    /// - Parameters:
    ///   - views: The children, top to bottom.
    ///   - rect: Where they go, in `canvas` coordinates.
    ///   - spacing: Blank lines between them.
    ///   - canvas: The parent's canvas.
    public func drawStack(_ views: [View], in rect: Rect, spacing: Int = 0, on canvas: inout ConsoleCanvas) {
        ViewPainter.drawStack(views, in: rect, spacing: spacing, on: &canvas, self)
    }
}
