/// A view that fires on a key wherever focus is (``ViewCapability/shortcut``): what key routing,
/// `KeyHints`, the command palette and a script's `press` step act on (`Shortcut`, or a custom
/// type).
public protocol KeyShortcut: View {
    /// The key it binds; `nil` for a key that is not one (lint reports it).
    var chord: KeyChord? { get }
    /// What `KeyHints` and the command palette show for it.
    var title: String { get }
    /// Whether `KeyHints` and the command palette list it.
    var show: Bool { get }
    /// Whether it fires now: enabled and not hidden.
    var canFire: Bool { get }
    /// Fires it; false when it is disabled or hidden.
    @discardableResult func press() -> Bool
}

extension LiveScene {
    /// The scene's shortcuts that fire on a key, in the order written.
    public var keyShortcuts: [any KeyShortcut] { shortcuts.compactMap { $0 as? any KeyShortcut } }

    /// The shortcut `chord` fires now, if any: the first one bound to it that can fire.
    ///
    /// - Parameter chord: A key with its modifiers.
    /// - Returns: The shortcut, or `nil` when none is bound to the key or it cannot fire.
    public func shortcut(for chord: KeyChord) -> (any KeyShortcut)? {
        keyShortcuts.first { $0.chord == chord && $0.canFire }
    }
}
