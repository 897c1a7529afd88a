/// A horizontal line (a vertical one in an HStack).
public final class Divider: View {
    override public class var summary: String { "A horizontal line (a vertical one in an HStack)" }
}
