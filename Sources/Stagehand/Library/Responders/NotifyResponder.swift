/// Shows a notification in the frame's corner for a while on the virtual clock: `text`, a
/// format filled from the `value` data source as `TextBinding`'s formats are.
public final class NotifyResponder: Responder {
    override public class var summary: String { "Shows 'text' (a format filled from 'value') in the frame's corner for 'duration'" }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "value", formats: ["text"])] }

    /// The data source whose value fills the placeholders of `text`.
    @Outlet("The data source whose value fills the placeholders of 'text'") public var value: DataSource?
    /// The text shown.
    @Property("Text with {path} placeholders filled from 'value' ({} is the value itself)", meaning: .textFormat)
    public var text = ""
    /// How the notification is drawn.
    @Property("How the notification is drawn: a built-in style or one the scene or its theme declares", meaning: .styleName)
    public var style = "plain"
    /// How long it stays, on the virtual clock.
    @Property("How long it stays, on the virtual clock") public var duration = SceneDuration(milliseconds: 3_000)

    /// The format parsed once, on first use: properties are set before the first event.
    private lazy var parsedFormat = TextFormat(text)

    override public func respond(to event: ViewEvent) throws {
        guard let scene else { return }
        let shown = parsedFormat.fill(from: value?.value ?? .null, missing: "")
        scene.notify(SceneNotification(text: shown, style: style, milliseconds: max(0, duration.milliseconds)))
    }
}
