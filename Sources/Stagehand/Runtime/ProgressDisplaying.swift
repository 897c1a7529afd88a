/// A view that shows a fraction from 0 to 1: what `ProgressBinding` fills (`ProgressBar`, or a
/// custom view declaring the `progress` capability).
public protocol ProgressDisplaying: View {
    /// How full it is, from 0 to 1.
    var value: Double { get set }
}
