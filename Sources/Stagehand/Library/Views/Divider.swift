/// A horizontal line (a vertical one in an HStack).
public final class Divider: View {
    override public class var summary: String { "A horizontal line (a vertical one in an HStack)" }
    /// A line drawn between views: no text of its own.
    override public class var semanticRole: SemanticRole { .image }
}
