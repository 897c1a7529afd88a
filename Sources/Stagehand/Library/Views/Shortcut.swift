/// A key that fires wherever focus is, unless the focused view takes that key: an entry of the
/// scene's `keys` section (`{ id, key, title, show }`), never laid out.
///
/// It publishes `press`. `EnabledBinding` and `HiddenBinding` work on it as on any view: a
/// disabled or hidden shortcut does not fire, `KeyHints` draws a disabled one dimmed and leaves
/// a hidden one out.
public final class Shortcut: View, KeyShortcut {
    override public class var summary: String { "A key that fires wherever focus is (declared under 'keys'); publishes 'press'" }
    override public class var events: [String] { ["press"] }
    override public class var capabilities: Set<ViewCapability> { [.shortcut] }

    /// The key that fires it, as a script's `key` step names it.
    @Property("The key that fires it: one character or a key name, with modifiers ctrl-, alt-, shift- (r, ctrl-r, f5)", meaning: .keyChord)
    public var key = ""
    /// What `KeyHints` and the command palette show for it.
    @Property("What KeyHints and the command palette show for it") public var title = ""
    /// Whether `KeyHints` and the command palette list it.
    @Property("Whether KeyHints and the command palette list it") public var show = true

    /// The key it binds, once read; `nil` for a key lint refuses.
    public private(set) lazy var chord: KeyChord? = KeyChord(name: key)

    /// Whether a key or a `press` step fires it now: enabled and not hidden.
    public var canFire: Bool { enabled && !hidden }

    override public var displayedText: String { title }

    /// Fires the shortcut: publishes `press` unless it is disabled or hidden.
    ///
    /// - Returns: Whether it fired.
    @discardableResult
    public func press() -> Bool {
        guard canFire else { return false }
        scene?.notePressed(self)
        publish("press")
        return true
    }
}
