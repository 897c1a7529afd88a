/// Empty space that takes what its stack has left.
public final class Spacer: View {
    override public class var summary: String { "Empty space that takes what its stack has left" }
    /// Room and nothing in it: an empty group.
    override public class var semanticRole: SemanticRole { .group }

    /// The least space it takes, in lines (columns in an HStack).
    @Property("The least space it takes, in lines (columns in an HStack)", meaning: .cellCount) public var size = 0
}
