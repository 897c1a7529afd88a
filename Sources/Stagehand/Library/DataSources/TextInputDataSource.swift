/// Holds a text field's text as typed, optionally debounced on the virtual clock, and the text a
/// binding or responder sets in the field (at once: that publishes no `change`), so it always
/// holds what the field shows.
public final class TextInputDataSource: DataSource {
    override public class var summary: String { "Holds a text field's text as typed, optionally debounced" }
    /// Its value is the field's text: a string, with no keys to read.
    override public class var valueShape: ValueShape? { shape }
    private static let shape = ValueShape(example: "")

    /// The field it follows.
    @Outlet(accepts: [.textInput], "The field it follows") public var field: View
    /// How long typing must pause before the value follows.
    @Property("How long typing must pause before the value follows") public var debounce = SceneDuration(milliseconds: 0)

    private var pending: TimerHandle?

    override public func awake() {
        guard $field, let scene else { return }
        setValue(.string(field.displayedText))
        scene.listen(to: field, event: "change") { [weak self] event in self?.follow(event.value) }
        (field as? any TextEditing)?.observeTextSet { [weak self] text in
            self?.pending?.cancel()
            self?.pending = nil
            self?.setValue(.string(text))
        }
    }

    private func follow(_ text: Value) {
        pending?.cancel()
        guard debounce.milliseconds > 0, let clock = scene?.clock else {
            setValue(text)
            return
        }
        pending = clock.schedule(after: debounce.milliseconds) { [weak self] in
            self?.pending = nil
            self?.setValue(text)
        }
    }
}
