/// A button; Enter or a tap publishes `tap`.
public final class Button: View, TextDisplaying {
    override public class var summary: String { "A button; Enter or a tap publishes 'tap'" }
    override public class var events: [String] { ["tap"] }
    override public class var capabilities: Set<ViewCapability> { [.text] }
    override public class var isFocusable: Bool { true }

    /// The button's title.
    @Property("The button's title") public var title = ""

    /// The title, as bindings set it.
    public var text: String {
        get { title }
        set { title = newValue }
    }

    override public var displayedText: String { title }

    /// Taps the button: publishes `tap` unless it is disabled or hidden.
    @discardableResult
    public func tap() -> Bool {
        guard enabled, !isEffectivelyHidden else { return false }
        publish("tap")
        return true
    }
}
