/// An editable line of text; publishes `change` on every edit and `submit` on Enter.
///
/// The field keeps an insertion point, ``EditableText/cursor``, counted in characters (grapheme clusters),
/// so a wide character, an accented letter made of two scalars or a flag is one step for the
/// arrow keys and one deletion for Backspace. Editing happens at the insertion point, the way
/// every line editor does it; text set from outside (a binding, a responder) puts the insertion
/// point at its end.
public final class TextField: EditableText {
    override public class var summary: String { "An editable line of text; publishes 'change' on every edit and 'submit' on Enter" }
    override public class var events: [String] { ["change", "submit"] }

    /// Publishes `submit` with the current text.
    public func submit() { publish("submit", value: .string(text)) }
}
