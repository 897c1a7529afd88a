/// Moves keyboard focus to a view, as Tab would reach it: what a shortcut such as `/` for a
/// filter field runs. A view on a page not shown (a tab's) has its page shown first.
public final class FocusResponder: Responder {
    override public class var summary: String { "Moves keyboard focus to the view in 'view' (a shortcut such as '/' to a filter field)" }

    /// The view that takes focus.
    @Outlet("The view that takes focus; it must be focusable, enabled and shown") public var view: View

    override public func respond(to event: ViewEvent) throws {
        guard let scene else { return }
        // A view on a page not shown (a tab's) is brought into sight first, as a person would.
        var child: View = view
        while let parent = child.parent {
            if parent.conceals(child) { parent.reveal(child) }
            child = parent
        }
        if !scene.focus(view) {
            throw ResponderError("\(view.debugName) cannot take focus now (it is disabled, hidden or never focusable)")
        }
    }
}
