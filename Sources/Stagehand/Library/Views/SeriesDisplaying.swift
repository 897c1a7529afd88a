/// A view that shows a series of numbers, which a `SeriesBinding` gives it (`Sparkline`).
public protocol SeriesDisplaying: View {
    /// The numbers, oldest first.
    var series: [Double] { get set }
}
