/// One line of text.
public final class Label: View, TextDisplaying {
    override public class var summary: String { "One line of text" }
    override public class var capabilities: Set<ViewCapability> { [.text] }

    /// The styles a label can be drawn in.
    public static let styles = ["plain", "bold", "dim", "title", "error", "success", "warning", "accent"]

    /// The text shown.
    @Property("The text shown") public var text = ""
    /// How the text is drawn.
    @Property("How the text is drawn", choices: Label.styles) public var style = "plain"

    override public var displayedText: String { text }
}
