/// A view that is on or off and that a person flips: what `SwitchBinding` keeps in step with a
/// value (`Switch`, or a custom view declaring the `toggle` capability).
///
/// A person's flip publishes `toggle` with the new state (`publish("toggle", value: .bool(on))`):
/// that is what a `SwitchBinding` writes back to its data source and what a `ToggleResponder`
/// answers.
public protocol Toggling: View {
    /// Whether it is on. Setting it from code (a binding) publishes nothing.
    var on: Bool { get set }
}
