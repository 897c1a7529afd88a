/// An editable line of text; publishes `change` on every edit and `submit` on Enter.
///
/// The field keeps an insertion point, ``cursor``, counted in characters (grapheme clusters),
/// so a wide character, an accented letter made of two scalars or a flag is one step for the
/// arrow keys and one deletion for Backspace. Editing happens at the insertion point, the way
/// every line editor does it; text set from outside (a binding, a responder) puts the insertion
/// point at its end.
public final class TextField: View, BufferedTextEditing {
    override public class var summary: String { "An editable line of text; publishes 'change' on every edit and 'submit' on Enter" }
    override public class var events: [String] { ["change", "submit"] }
    override public class var capabilities: Set<ViewCapability> { [.text, .textInput] }
    override public class var isFocusable: Bool { true }

    /// Shown dimmed while the field is empty.
    @Property("Shown dimmed while the field is empty") public var placeholder = ""
    /// The text in the field.
    @Property("The text in the field") public var text = "" {
        didSet { caret.textWasSet() }
    }

    /// The insertion point: how many characters of ``text`` lie before it (0 is the start).
    public var cursor: Int { caret.position(in: text) }
    /// Where edits left the insertion point.
    private let caret = TextCaret()
    /// The first character shown when the text is wider than the field; the console keeps the
    /// insertion point in view by moving it before each frame.
    public var firstVisibleCharacter = 0

    override public var displayedText: String { text }

    /// Publishes `submit` with the current text.
    public func submit() { publish("submit", value: .string(text)) }

    // MARK: Editing

    /// The text and the insertion point, to edit: one line.
    public var buffer: TextBuffer { TextBuffer(text, cursor: cursor, lines: .one) }

    /// Keeps the insertion point an edit or a move left and, when it changed, the text.
    ///
    /// - Parameters:
    ///   - edited: The buffer after the edit or move.
    ///   - textChanged: Whether its text is kept too.
    public func keep(_ edited: TextBuffer, textChanged: Bool) {
        caret.keep(edited, textChanged: textChanged) { text = $0 }
    }
}
