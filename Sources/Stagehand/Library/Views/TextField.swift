/// An editable line of text; publishes `change` on every edit and `submit` on Enter.
public final class TextField: View, TextDisplaying {
    override public class var summary: String { "An editable line of text; publishes 'change' on every edit and 'submit' on Enter" }
    override public class var events: [String] { ["change", "submit"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .textInput] }
    override public class var isFocusable: Bool { true }

    /// Shown dimmed while the field is empty.
    @Property("Shown dimmed while the field is empty") public var placeholder = ""
    /// The text in the field.
    @Property("The text in the field") public var text = ""

    override public var displayedText: String { text }

    /// Types text as a person would, one character at a time, publishing `change` after each.
    public func type(_ typed: String) {
        for character in typed {
            text.append(character)
            publish("change", value: .string(text))
        }
    }

    /// Deletes the last character, publishing `change`.
    public func deleteBackward() {
        guard !text.isEmpty else { return }
        text.removeLast()
        publish("change", value: .string(text))
    }

    /// Replaces the whole text (a responder clearing the field), publishing `change`.
    public func setText(_ newText: String) {
        text = newText
        publish("change", value: .string(text))
    }

    /// Publishes `submit` with the current text.
    public func submit() { publish("submit", value: .string(text)) }
}
