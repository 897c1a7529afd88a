/// A box with a title that is checked or not; publishes `toggle`. It does what a `Switch` does
/// (`SwitchBinding` and `ToggleResponder` work on it) and is drawn as a check box.
public final class Checkbox: View, TextDisplaying, Toggling {
    override public class var summary: String { "A check box with a title; publishes 'toggle' (what a Switch does, drawn as a box)" }
    override public class var events: [String] { ["toggle"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .toggle] }
    override public class var isFocusable: Bool { true }

    /// The box's title.
    @Property("The box's title") public var title = ""
    /// Whether it is checked.
    @Property("Whether it is checked") public var on = false

    /// The title, as bindings set it.
    public var text: String {
        get { title }
        set { title = newValue }
    }

    override public var displayedText: String { title }

    /// Checks or unchecks the box and publishes `toggle` with the new state.
    public func toggle() {
        on.toggle()
        publish("toggle", value: .bool(on))
    }
}
