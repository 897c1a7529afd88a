/// One line of text.
public final class Label: View, TextDisplaying {
    override public class var summary: String { "One line of text" }
    override public class var capabilities: Set<ViewCapability> { [.text] }

    /// The text shown.
    @Property("The text shown") public var text = ""
    /// How the text is drawn.
    @Property("How the text is drawn") public var style = Style.plain

    override public var displayedText: String { text }
}
