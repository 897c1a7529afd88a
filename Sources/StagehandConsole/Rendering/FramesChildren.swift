import Stagehand

/// A container that lays its children out other than as a standard stack, and says where one
/// of them is drawn: what clicks and scrolling need to find a view inside it.
protocol FramesChildren: View {
    /// The rect `child` is drawn in when the container's content (after its focus marker) is
    /// `rect`, or `nil` when the child is not drawn.
    func frame(of child: View, in rect: Rect, _ context: ConsoleContext) -> Rect?
}

extension Tabs: FramesChildren {
    /// The shown page fills the room under the bar; the other pages are not drawn.
    func frame(of child: View, in rect: Rect, _ context: ConsoleContext) -> Rect? {
        guard child === shownPage, rect.height > 1 else { return nil }
        return Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
    }
}
