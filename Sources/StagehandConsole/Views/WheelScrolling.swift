import Stagehand

/// A view that the mouse wheel scrolls under the pointer: a table or a tree moves its cursor, a
/// text view its lines. The wheel over any other view scrolls the scene.
public protocol WheelScrolling: ConsoleView {
    /// Scrolls by `lines` lines or rows: down when positive, up when negative.
    ///
    /// - Parameter lines: how far the wheel turned, in lines (a notch is three).
    func scroll(wheelLines lines: Int)
}

/// A view whose rows a cursor moves through with the arrow and page keys, as a `Table`'s does:
/// the wheel over it moves the cursor a row a line (as Down and Up do), and a PageUp or
/// PageDown that leaves the cursor where it was, because it is on the first or last row
/// already, goes on to the scene, which scrolls a page, so what lies past the view can be
/// reached. Only ``cursorRow`` must be written.
public protocol RowCursorPaging: WheelScrolling {
    /// The row the cursor is on, counting from 0; `nil` before anything put it on a row.
    var cursorRow: Int? { get }
}

extension RowCursorPaging {
    /// Down (or Up) once a line, handled as the keys are.
    ///
    /// - Parameter lines: how far the wheel turned, in lines.
    public func scroll(wheelLines lines: Int) {
        for _ in 0..<abs(lines) { _ = handle(lines > 0 ? .named(.down) : .named(.up)) }
    }
}

/// A view whose focused frame marks one of its rows as the cursor's (a table's, a tree's),
/// which a screen reader names as the row it is on.
public protocol RowCursorShowing: RowDisplaying {
    /// The row the frame marks, counting from 0; `nil` for none.
    var markedRow: Int? { get }
}
