/// Empty space that takes what its stack has left.
public final class Spacer: View {
    override public class var summary: String { "Empty space that takes what its stack has left" }

    /// The least space it takes, in lines (columns in an HStack).
    @Property("The least space it takes, in lines (columns in an HStack)") public var size = 0
}
