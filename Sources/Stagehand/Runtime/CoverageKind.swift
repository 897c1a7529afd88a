/// What `stagehand test --coverage` counts in a scene.
public enum CoverageKind: String, CaseIterable, Sendable, Comparable {
    /// Views that had keyboard focus.
    case views
    /// Events views published (`viewId.event`).
    case events
    /// Responders that ran.
    case responders
    /// Bindings and binding sets that put a value into their views.
    case bindings
    /// Segues performed.
    case segues
    /// Shortcuts of the scene's `keys`, by id: pressed (by a key, a click on a hint, the palette
    /// or a `press` step) or never.
    case shortcuts

    /// The kinds in the order reports list them.
    public static func < (a: CoverageKind, b: CoverageKind) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}
