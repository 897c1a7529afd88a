/// What a change of a property asks of whoever shows the scene: to measure it again, or only
/// to draw it again.
///
/// A `@Property` declares it (``Property/init(wrappedValue:_:name:choices:required:meaning:affects:)``);
/// most properties change what a view holds, so the default is ``layout``.
public enum PropertyEffect: Sendable {
    /// The change may change what the view takes or holds (its text, whether it is hidden, its
    /// width): what was measured of it is measured again.
    case layout
    /// The change only changes how the same cells look (a style's name): what was measured of
    /// the view stands, and the next frame draws it anew.
    case repaint
}
