/// Stacks its children top to bottom.
public final class VStack: View {
    override public class var summary: String { "Stacks its children top to bottom" }
    override public class var acceptsChildren: Bool { true }

    /// Empty lines between children.
    @Property("Empty lines between children", meaning: .cellCount) public var spacing = 0
}
