/// Numbers as one line of bars, one cell each: the last ones that fit its width, newest at the
/// right, heights scaled between the smallest and the largest shown.
public final class Sparkline: View, SeriesDisplaying {
    override public class var summary: String { "Numbers as one line of bars: the last that fit its width, newest at the right" }
    override public class var capabilities: Set<ViewCapability> { [.series] }
    override public class var semanticRole: SemanticRole { .image }

    /// The bars from lowest to highest.
    public static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Numbers written in the scene, oldest first, until a `SeriesBinding` gives others.
    @Property("Numbers, oldest first, shown until a SeriesBinding gives others", meaning: .numbers) public var values: [Value] = []

    /// The numbers shown, oldest first.
    public var series: [Double] = [] {
        didSet { markChanged() }
    }

    override public func awake() {
        if !values.isEmpty { series = values.compactMap(\.number) }
    }

    /// The bars for the last numbers that fit in `width` cells: each number scaled between the
    /// smallest and the largest of those shown; all the lowest bar when they are all equal.
    public func bars(width: Int) -> String {
        let shown = series.filter(\.isFinite).suffix(max(0, width))
        guard let low = shown.min(), let high = shown.max() else { return "" }
        let top = Self.bars.count - 1
        return String(shown.map { number -> Character in
            guard high > low else { return Self.bars[0] }
            // Halved first, so the spread of two huge numbers of opposite sign (1e308 and
            // -1e308) stays finite rather than overflowing to infinity.
            let fraction = (number / 2 - low / 2) / (high / 2 - low / 2)
            guard fraction.isFinite else { return Self.bars[0] }
            let level = Int((fraction * Double(top)).rounded())
            return Self.bars[min(max(level, 0), top)]
        })
    }

    override public var displayedText: String { bars(width: series.count) }

    /// The finite numbers it draws from, oldest first, for agents and screen readers: the bars alone
    /// say only how they compare.
    override public var semanticValue: Value? { .list(series.filter(\.isFinite).map { .double($0) }) }
}
