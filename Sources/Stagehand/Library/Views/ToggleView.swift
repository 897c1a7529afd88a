/// What `Switch` and `Checkbox` share: a title, whether it is on, and the flip a person makes,
/// which publishes `toggle`. The two differ only in how the console draws them.
public class ToggleView: View, TextDisplaying, Toggling {
    override public class var events: [String] { ["toggle"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .toggle] }
    override public class var isFocusable: Bool { true }

    /// The title shown beside it.
    @Property("The title shown beside it") public var title = ""
    /// Whether it is on (checked).
    @Property("Whether it is on (checked)") public var on = false

    /// The title, as bindings set it.
    public var text: String {
        get { title }
        set { title = newValue }
    }

    override public var displayedText: String { title }

    /// Flips it and publishes `toggle` with the new state.
    public func toggle() {
        on.toggle()
        publish("toggle", value: .bool(on))
    }
}
