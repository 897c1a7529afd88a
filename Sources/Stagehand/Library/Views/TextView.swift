/// Read-only text of any length in its `height`, wrapped or not (`wrap`), scrolled by the arrow,
/// page, Home and End keys and the wheel; `follow: true` keeps the end in view as text is added.
///
/// The text is kept as lines and only the lines in view are drawn, so scrolling a million lines
/// costs what scrolling a hundred does.
public final class TextView: View, LinesDisplaying {
    override public class var summary: String { "Read-only text of any length, scrolled by keys and the wheel; 'follow' keeps the end in view (a log)" }
    override public class var capabilities: Set<ViewCapability> { [.text] }
    override public class var isFocusable: Bool { true }
    override public class var semanticRole: SemanticRole { .text }

    /// The text the scene gives it; a binding replaces it.
    @Property("The text shown, until a binding gives it another", name: "text") public var initialText = ""
    /// Wraps long lines onto more lines instead of cutting them.
    @Property("Wraps long lines onto more lines instead of cutting them") public var wrap = false
    /// Keeps the end in view as text is added, until the person scrolls away from it.
    @Property("Keeps the end in view as text is added, until the person scrolls away from it") public var follow = false

    /// The text's lines.
    public private(set) var lines: [String] = [""]
    /// The first line in view.
    public var firstLine = 0
    /// With `wrap`, the piece of the first line in view that starts the view, from 0.
    public var firstPiece = 0
    /// Whether the view stays at the end: with `follow`, until the person scrolls up.
    public var isPinnedToEnd = true
    /// A scroll the console applies when it next lays the view out: lines (or wrapped pieces)
    /// down, negative up.
    public var pendingScroll = 0
    /// How many lines fit in view, as the console last laid it out: what PageUp and PageDown move by.
    public var pageSize = 1
    /// Set by Home and End: the console moves to the start or the end.
    public var pendingJump: Jump?

    /// Where Home and End go.
    public enum Jump: Sendable {
        /// The first line.
        case start
        /// The last line.
        case end
    }

    /// The text shown, line breaks between lines; a binding sets it.
    public var text: String {
        get { lines.joined(separator: "\n") }
        set { replaceLines(Self.split(newValue)) }
    }

    override public func awake() {
        if !initialText.isEmpty { replaceLines(Self.split(initialText)) }
    }

    /// Splits text into lines at line breaks.
    static func split(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
    }

    /// Replaces the text with these lines (a `TextBinding` given a list).
    public func setLines(_ lines: [String]) {
        replaceLines(lines.isEmpty ? [""] : lines)
    }

    private func replaceLines(_ new: [String]) {
        lines = new
        if follow, isPinnedToEnd { pendingJump = .end }
        if firstLine >= lines.count { firstLine = max(0, lines.count - 1); firstPiece = 0 }
        markChanged()
    }

    /// Scrolls by `delta` lines (or wrapped pieces), as the console applies it.
    public func scroll(by delta: Int) {
        pendingScroll += delta
        if delta < 0 { isPinnedToEnd = false }
    }

    /// Scrolls to the start (Home) or the end (End).
    public func jump(_ jump: Jump) {
        pendingJump = jump
        pendingScroll = 0
        isPinnedToEnd = jump == .end
    }

    /// How many lines the text has.
    public var lineCount: Int { lines.count }

    override public var displayedText: String { text }
}
