/// A box with a title that is checked or not; publishes `toggle`. It does what a `Switch` does
/// (`SwitchBinding` and `ToggleResponder` work on it) and is drawn as a check box.
public final class Checkbox: ToggleView {
    override public class var summary: String { "A check box with a title; publishes 'toggle' (what a Switch does, drawn as a box)" }
}
