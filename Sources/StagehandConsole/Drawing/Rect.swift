/// An axis-aligned rectangle of cells: `x`, `y` of its top-left cell, `width` columns by
/// `height` rows. Coordinates count from 0 at the top-left of the screen; `maxX`/`maxY`
/// are exclusive, so a rect covers columns `x..<maxX` and rows `y..<maxY`.
///
/// Width and height are never negative: the initializer clamps them to 0, so layout
/// arithmetic that runs out of room yields an empty rect rather than a nonsense one.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Column of the left edge.
    public var x: Int
    /// Row of the top edge.
    public var y: Int
    /// Number of columns, ≥ 0.
    public var width: Int {
        didSet { width = max(0, width) }
    }
    /// Number of rows, ≥ 0.
    public var height: Int {
        didSet { height = max(0, height) }
    }

    /// A rect; a negative width or height becomes 0.
    ///
    /// - Parameters:
    ///   - x: The left column.
    ///   - y: The top line.
    ///   - width: The columns it spans.
    ///   - height: The lines it spans.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether the rect covers no cell at all.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at (`x`, `y`) lies inside the rect.
    ///
    /// - Parameters:
    ///   - px: The column.
    ///   - py: The line.
    /// - Returns: Whether the cell is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The cells both rects cover; an empty rect (at `self`'s origin) when they don't overlap.
    ///
    /// - Parameter other: Another rect.
    /// - Returns: The overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else {
            return Rect(x: x, y: y, width: 0, height: 0)
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The part of the rect inside `bounds`: what drawing into it can actually touch.
    ///
    /// - Parameter bounds: The area drawing may touch.
    /// - Returns: The part inside `bounds`.
    public func clipped(to bounds: Rect) -> Rect {
        intersection(bounds)
    }

    /// The rect shrunk by `dx` columns on the left and right and `dy` rows at the top and
    /// bottom (negative values grow it), never below zero size.
    ///
    /// - Parameters:
    ///   - dx: Columns taken off each side.
    ///   - dy: Lines taken off the top and the bottom.
    /// - Returns: The smaller rect.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rect moved by `dx` columns and `dy` rows.
    ///
    /// - Parameters:
    ///   - dx: Columns to the right (left when negative).
    ///   - dy: Lines down (up when negative).
    /// - Returns: The moved rect.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The top `rows` rows (all of them if there are fewer) and the rest below: for stacking.
    ///
    /// - Parameter rows: The lines the top part takes.
    /// - Returns: The top part and the rest.
    public func dividedAtRow(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: taken),
            Rect(x: x, y: y + taken, width: width, height: height - taken)
        )
    }

    /// The left `columns` columns (all of them if there are fewer) and the rest to the right.
    ///
    /// - Parameter columns: The columns the left part takes.
    /// - Returns: The left part and the rest.
    public func dividedAtColumn(_ columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: taken, height: height),
            Rect(x: x + taken, y: y, width: width - taken, height: height)
        )
    }

    /// `(x, y, width×height)`, for test failures and debugging.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
