/// One page of a `Tabs` view: a title for the bar, and children stacked top to bottom.
public final class Tab: View {
    override public class var summary: String { "A page of a Tabs view: a title for its bar, children stacked like a VStack" }
    override public class var acceptsChildren: Bool { true }
    override public class var capabilities: Set<ViewCapability> { [.page] }

    /// The page's title in the bar.
    @Property("The page's title in the bar") public var title = ""
    /// Empty lines between children.
    @Property("Empty lines between children", meaning: .cellCount) public var spacing = 0

    override public var displayedText: String { title }
}
