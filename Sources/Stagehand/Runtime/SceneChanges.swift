/// What changed in one scene's objects since whoever shows the scene last looked: a revision
/// that moves with every change that needs measuring again, and the top-level views those
/// changes reached. A change that only repaints moves nothing: every frame is drawn anew.
///
/// Each scene keeps its own, so a change in one scene (or in a scene another thread plays)
/// costs no other scene a measurement. Objects mark it when a `@Property` is set
/// (``SceneObject/markChanged(_:)`` for anything else); only the scene's own thread touches it,
/// as only that thread touches the scene's objects.
package final class SceneChanges {
    /// How many different top-level views are kept to be measured again one by one; past that
    /// many the caller measures everything, which by then costs about as much.
    package static let markedLimit = 64

    /// Goes up with every change that may change what a view takes or holds.
    package private(set) var layoutRevision = 0

    /// The top-level views holding the views marked for layout since the last
    /// ``takeMarkedTops()``, by identity (a mark keeps no view alive), at most ``markedLimit``;
    /// `nil` when more were, or when an object that is not a view was (whose change may reach
    /// any view).
    private var markedTops: [ObjectIdentifier]? = []

    init() {}

    /// Notes that `object` changed, with `effect`.
    func mark(_ object: SceneObject, _ effect: PropertyEffect) {
        guard effect == .layout else { return }
        layoutRevision &+= 1
        // Once more changed than a caller would measure one by one, nothing more is kept.
        guard let tops = markedTops else { return }
        guard let top = object.layoutTop else {
            markedTops = nil
            return
        }
        let id = ObjectIdentifier(top)
        if tops.contains(id) { return }
        guard tops.count < Self.markedLimit else {
            markedTops = nil
            return
        }
        markedTops?.append(id)
    }

    /// The top-level views (by identity) holding the views marked for layout since the last
    /// call, or `nil` when what changed cannot be told by view (too many changed, or something
    /// that is not a view did); starts afresh. A view outside the scene's tree (a table row's)
    /// is its own top.
    package func takeMarkedTops() -> [ObjectIdentifier]? {
        defer { markedTops = [] }
        return markedTops
    }
}
