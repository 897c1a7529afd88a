import Stagehand

/// A view that knows how to be on a text console: it measures itself, draws into the frame,
/// takes keys when it has focus, and says which script steps it takes.
///
/// Every standard view adopts it (in this module); a custom `View` subclass adopts it to draw
/// more than a line of text. Layout, painting, key routing and script steps all go through this
/// protocol, so a custom view is treated exactly like a built-in one:
///
/// ```swift
/// public final class Gauge: View, ConsoleView {
///     @Property("How full, 0 to 1") public var level = 0.0
///     public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight { .fixed(5) }
///     public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
///         canvas.verticalBar(x: 0, y: 0, height: canvas.height, fraction: level)
///     }
/// }
/// ```
///
/// Drawing reads state and never changes it: anything a frame needs worked out first (a scroll
/// position, rows to build) is done in ``prepare(width:height:_:)``, which runs on every view in
/// view before the frame is drawn.
///
/// The console keeps what views measured between frames until something changes: a
/// `@Property` of any scene object, a table's rows, or a key a view handled. A view whose size
/// depends on other state keeps that state in `@Property` members.
public protocol ConsoleView: View {
    /// The columns the view wants in a row, or `nil` to take whatever room it is given.
    ///
    /// - Parameter context: The frame around the view: which view has focus, whether it stands in a row.
    /// - Returns: The width in terminal columns, or `nil` for any width.
    func measureWidth(_ context: ConsoleContext) -> Int?
    /// The lines the view wants at a width, and whether it takes extra room when there is some.
    ///
    /// - Parameters:
    ///   - width: The columns the view will get.
    ///   - context: What the frame is drawn with.
    /// - Returns: The lines wanted, and whether the view grows into spare room.
    func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight
    /// Brings state the frame depends on up to date for the room the view got (scroll
    /// positions, built rows). Called before drawing, on visible views only.
    ///
    /// - Parameters:
    ///   - width: The columns the view got.
    ///   - height: The lines the view got.
    ///   - context: What the frame is drawn with.
    func prepare(width: Int, height: Int, _ context: ConsoleContext)
    /// Draws the view into `canvas`, whose origin is the view's top-left cell (after the focus
    /// marker, for focusable views). Must not change the runtime.
    ///
    /// - Parameters:
    ///   - canvas: The view's part of the frame, as wide and tall as the room it got.
    ///   - context: What the frame is drawn with.
    func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext)
    /// Handles a key while the view has focus; false leaves the key to the stage (an arrow
    /// then moves focus).
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the view used the key.
    func handle(_ key: Key) -> Bool
    /// The views this view lays out side by side, for a table to line up as columns across its
    /// rows when a row is this one view; `nil` (the default) for views that are not rows.
    ///
    /// - Parameter context: What the frame is drawn with.
    /// - Returns: The cells in order, left to right, or `nil`.
    func columnCells(_ context: ConsoleContext) -> [View]?
    /// Performs a script step that names this view (`tap`, `type`, `submit`, `toggle`,
    /// `select`, `clear`); the view has been focused when it can take focus.
    ///
    /// - Parameter input: The step, as the view receives it.
    /// - Returns: Whether the view performed the step, or why it could not.
    func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome
}

extension ConsoleView {
    /// One line of ``View/displayedText`` wide.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        DisplayWidth.of(displayedText)
    }

    /// One line.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight { .fixed(1) }

    /// Nothing to prepare.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {}

    /// Shows ``View/displayedText`` on one line, dimmed when disabled.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        canvas.write(displayedText, x: 0, y: 0, style: enabled ? .plain : CellStyle([.dim]))
    }

    /// Not a row of cells.
    public func columnCells(_ context: ConsoleContext) -> [View]? { nil }

    /// Enter taps a view that publishes `tap`, and toggles one that publishes `toggle`;
    /// Space does the same.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.enter), .character(" "):
            return perform(Self.events.contains("tap") ? .tap : .toggle) == .done
        default:
            return false
        }
    }

    /// `tap` publishes `tap` and `toggle` publishes `toggle` on views that declare those
    /// events, so a custom view takes the steps lint lets through; other steps need views
    /// that implement them.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        switch input {
        case .tap where Self.events.contains("tap"):
            publish("tap")
            return .done
        case .toggle where Self.events.contains("toggle"):
            publish("toggle")
            return .done
        default:
            return .unsupported
        }
    }
}
