/// What ``TextField`` and ``TextArea`` share: the text being edited, the placeholder shown while
/// it is empty, and the insertion point, kept where the control's own edits leave it and moved
/// to the end when the text is set from outside (a binding, a responder).
///
/// The editing itself (typing, deleting, moving by character, word and line) comes from
/// ``BufferedTextEditing``; a subclass says only whether its text has one line or many.
public class EditableText: View, BufferedTextEditing {
    override public class var capabilities: Set<ViewCapability> { [.text, .textInput] }
    override public class var isFocusable: Bool { true }

    /// Shown dimmed while the text is empty.
    @Property("Shown dimmed while the text is empty") public var placeholder = ""
    /// The text being edited; a ``TextArea``'s lines are separated by line breaks.
    @Property("The text being edited") public var text = "" {
        didSet {
            caret.textWasSet()
            if !isKeepingEdit, text != oldValue { for observer in textSetObservers { observer(text) } }
        }
    }

    /// Whether ``keep(_:textChanged:)`` is setting the text: an edit, which publishes `change`.
    private var isKeepingEdit = false
    /// What runs when the text is set from outside the control (a binding, a responder).
    private var textSetObservers: [(String) -> Void] = []

    /// Runs `observer` with the text whenever it is set from outside the control — by a binding
    /// or a responder, which publish no `change` — so what reads the field (a
    /// `TextInputDataSource`) holds what it shows. A person's edits are published as `change`.
    ///
    /// - Parameter observer: what runs with the new text.
    public func observeTextSet(_ observer: @escaping (String) -> Void) {
        textSetObservers.append(observer)
    }

    /// The insertion point: how many characters of ``text`` lie before it (0 is the start).
    public var cursor: Int { caret.position(in: text) }
    /// Where edits left the insertion point.
    private let caret = TextCaret()
    /// The first character shown when the text (or the insertion point's line) is wider than the
    /// control; the console keeps the insertion point in view by moving it before each frame.
    public var firstVisibleCharacter = 0

    override public var displayedText: String { text }

    /// Whether the text has one line (Enter submits) or many (Enter starts a line).
    class var lineMode: TextBuffer.Lines { .one }

    /// The text and the insertion point, to edit.
    public var buffer: TextBuffer { TextBuffer(text, cursor: cursor, lines: Self.lineMode) }

    /// Keeps the insertion point an edit or a move left and, when it changed, the text.
    ///
    /// - Parameters:
    ///   - edited: The buffer after the edit or move.
    ///   - textChanged: Whether its text is kept too.
    public func keep(_ edited: TextBuffer, textChanged: Bool) {
        isKeepingEdit = true
        defer { isKeepingEdit = false }
        caret.keep(edited, textChanged: textChanged) { text = $0 }
    }
}
