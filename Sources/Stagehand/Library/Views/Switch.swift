/// An on/off switch with a title; publishes `toggle`.
public final class Switch: View, TextDisplaying, Toggling {
    override public class var summary: String { "An on/off switch with a title; publishes 'toggle'" }
    override public class var events: [String] { ["toggle"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .toggle] }
    override public class var isFocusable: Bool { true }

    /// The switch's title.
    @Property("The switch's title") public var title = ""
    /// Whether it is on.
    @Property("Whether it is on") public var on = false

    /// The title, as bindings set it.
    public var text: String {
        get { title }
        set { title = newValue }
    }

    override public var displayedText: String { title }

    /// Flips the switch and publishes `toggle` with the new state.
    public func toggle() {
        on.toggle()
        publish("toggle", value: .bool(on))
    }
}
