/// An on/off switch with a title; publishes `toggle`.
public final class Switch: ToggleView {
    override public class var summary: String { "An on/off switch with a title; publishes 'toggle'" }
}
