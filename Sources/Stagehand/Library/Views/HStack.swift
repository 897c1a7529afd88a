/// Lays its children out left to right, sharing the width.
public final class HStack: View {
    override public class var summary: String { "Lays its children out left to right, sharing the width" }
    override public class var acceptsChildren: Bool { true }

    /// Empty columns between children.
    @Property("Empty columns between children", meaning: .cellCount) public var spacing = 1
}
