/// Text: one line cut with `…`, or wrapped onto as many lines as it needs (`wrap`), up to
/// `lines`, against the left or right edge or in the middle of its room (`align`).
public final class Label: View, TextDisplaying {
    override public class var summary: String { "Text, on one line or wrapped onto several" }
    override public class var capabilities: Set<ViewCapability> { [.text] }

    /// The text shown.
    @Property("The text shown") public var text = ""
    /// Whether text longer than the room wraps onto more lines (at spaces where it can) rather
    /// than being cut with `…`.
    @Property("Wraps long text onto more lines instead of cutting it with …") public var wrap = false
    /// The most lines a wrapped label shows (the last one then ends with `…`); 0 shows all.
    @Property("The most lines a wrapped label shows; 0 shows them all", meaning: .cellCount) public var lines = 0
    /// Where the text sits in the label's room when it is narrower: `left`, `right` (numbers in
    /// a table's column line up by their last digit) or `center`.
    @Property("Where the text sits in the label's room: 'left', 'right' (numbers line up in a column) or 'center'")
    public var align = Alignment.left

    override public var displayedText: String { text }
}
