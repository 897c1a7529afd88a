import Stagehand

/// How far a scene (or a modal's box) taller than the room it is shown in is scrolled: the
/// console's own state, kept beside the scene rather than in it.
package final class SceneScroll {
    /// The first line of the scene in view.
    package var offset = 0
    /// Screenfuls PageUp (negative) and PageDown (positive) asked for since the last frame.
    package var pendingPages = 0
    /// Lines the wheel asked to move (negative: up) since the last frame.
    package var pendingLines = 0
    /// Lines the scene took and lines shown, as the last frame laid it out; equal when it fits.
    package var contentHeight = 0
    /// Lines shown at the last frame.
    package var shownHeight = 0
    /// Columns the scene was laid out in at the last frame; 0 before its first frame.
    var shownWidth = 0
    /// The focused view when a page key scrolled past every view that can take focus: the
    /// scroll stands (what lies below can be read) until focus moves.
    weak var pagedAwayFrom: View?
    /// What was measured of the scene, kept while it stands.
    let memo = LayoutMemo()

    /// Whether the scene was taller than its room at the last frame.
    package var scrolls: Bool { contentHeight > shownHeight }
}
