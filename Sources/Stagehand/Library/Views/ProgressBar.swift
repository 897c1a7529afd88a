/// A bar filled from 0 to 1.
public final class ProgressBar: View, ProgressDisplaying {
    override public class var summary: String { "A bar filled from 0 to 1" }
    override public class var capabilities: Set<ViewCapability> { [.progress] }

    /// How full the bar is, from 0 to 1.
    override public var semanticValue: Value? { .double(value) }

    /// How full the bar is, from 0 to 1.
    @Property("How full the bar is, from 0 to 1") public var value = 0.0

    override public var displayedText: String { "\(Int((min(max(value, 0), 1) * 100).rounded()))%" }
}
