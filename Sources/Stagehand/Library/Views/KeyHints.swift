/// Draws the scene's shortcuts that are shown, on one line: `r Refresh  q Quit`. A disabled
/// shortcut is drawn dimmed, a hidden one (or one with `show: false`) is left out, and a click
/// on a hint fires its shortcut.
public final class KeyHints: View {
    override public class var summary: String { "Draws the scene's shown shortcuts ('r Refresh  q Quit'); a click on one fires it" }

    /// The shortcuts drawn, in the order the scene declares them: shown and not hidden.
    public var shownShortcuts: [any KeyShortcut] {
        (scene?.keyShortcuts ?? []).filter { $0.show && !$0.hidden && $0.chord != nil }
    }

    /// The text of one hint: the key, then the title.
    ///
    /// - Parameter shortcut: A shortcut drawn.
    /// - Returns: `r Refresh`, or the key alone for a shortcut without a title.
    public static func hint(for shortcut: any KeyShortcut) -> String {
        let key = shortcut.chord?.label ?? ""
        return shortcut.title.isEmpty ? key : "\(key) \(shortcut.title)"
    }

    /// What separates two hints.
    public static let separator = "  "

    override public var displayedText: String {
        shownShortcuts.map(Self.hint(for:)).joined(separator: Self.separator)
    }
}
