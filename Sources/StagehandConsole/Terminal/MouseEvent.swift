/// A mouse event reported by the terminal (SGR mouse reporting, modes 1000 and 1006): a
/// button pressed or released, or the wheel turned, at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The left button went down: a click.
        case press
        /// The wheel turned by `notches`: -1 up (away from the person), 1 down.
        case wheel(notches: Int)
        /// A button went up, or another button went down: nothing to act on.
        case other
    }

    /// What the mouse did.
    public var kind: Kind
    /// The column, from 0 at the left edge.
    public var x: Int
    /// The line, from 0 at the top.
    public var y: Int

    /// An event of `kind` at column `x`, line `y` (both from 0).
    ///
    /// - Parameters:
    ///   - kind: What the mouse did.
    ///   - x: The column.
    ///   - y: The line.
    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// The event an SGR report `ESC [ < button ; column ; line M` (or `m` on release) stands
    /// for; `nil` when its fields are not numbers. Columns and lines count from 1 there.
    init?(sgrFields fields: [String], released: Bool) {
        guard fields.count == 3, let button = Int(fields[0]), let column = Int(fields[1]), let line = Int(fields[2]) else {
            return nil
        }
        x = max(0, column - 1)
        y = max(0, line - 1)
        // Bits 2-4 are Shift, Alt and Ctrl; bit 5 motion; bit 6 the wheel.
        let plain = button & ~0b11100
        switch plain {
        case 0 where !released: kind = .press
        case 64: kind = .wheel(notches: -1)
        case 65: kind = .wheel(notches: 1)
        default: kind = .other
        }
    }
}
