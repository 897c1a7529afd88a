/// Records what scripts exercise in the scenes they play: views focused, events fired,
/// responders run, bindings drawn, segues performed (see ``CoverageKind``).
///
/// A scene records only when its ``LiveSceneOptions/coverage`` holds a recorder, so runs without
/// coverage pay one `nil` check per event. Objects are named by id, or, without one, by where
/// they are declared (``key(id:at:)``), so the many rows of a table count as their one prototype.
public final class CoverageRecorder: @unchecked Sendable {
    // Unchecked: the only stored state, `exercisedKeys` and `listenedKeys`, is read and written
    // under `lock`.
    private let lock = ConditionLock()
    private var exercisedKeys: [String: [CoverageKind: Set<String>]] = [:]
    private var listenedKeys: [String: Set<String>] = [:]

    /// Creates an empty recorder.
    public init() {}

    /// Records that `name` was exercised in the scene file `scene`.
    ///
    /// - Parameters:
    ///   - kind: what was exercised.
    ///   - name: the object's ``key(id:at:)``, an event's `viewId.event`, or a segue's id.
    ///   - scene: the scene's file, as the scene was loaded.
    public func record(_ kind: CoverageKind, _ name: String, in scene: String) {
        lock.withLock { _ = exercisedKeys[scene, default: [:]][kind, default: []].insert(name) }
    }

    /// Records that a scene was shown, so it is reported even when nothing in it was exercised.
    ///
    /// - Parameter scene: the scene's file, as the scene was loaded.
    public func noteScene(_ scene: String) {
        lock.withLock { if exercisedKeys[scene] == nil { exercisedKeys[scene] = [:] } }
    }

    /// Records that something listens to the event `name` (`viewId.event`) in the scene file
    /// `scene`: a responder's `on`, or a data source or binding that follows the view. Only
    /// events something listens to count as things to exercise.
    ///
    /// - Parameters:
    ///   - name: the event, as `viewId.event`.
    ///   - scene: the scene's file, as the scene was loaded.
    public func noteListened(_ name: String, in scene: String) {
        lock.withLock { _ = listenedKeys[scene, default: []].insert(name) }
    }

    /// The events something listened to, by scene file.
    public var listened: [String: Set<String>] {
        lock.withLock { listenedKeys }
    }

    /// Everything recorded: scene file → kind → names.
    public var exercised: [String: [CoverageKind: Set<String>]] {
        lock.withLock { exercisedKeys }
    }

    /// Adds what another recorder holds, for totals across scripts.
    ///
    /// - Parameter other: the recorder whose records are added.
    public func merge(_ other: CoverageRecorder) {
        merge(other, renaming: { $0 })
    }

    /// Adds what another recorder holds, its scene files renamed: what a script recorded on a
    /// scratch copy of its scene's folder counts for the original files.
    ///
    /// - Parameters:
    ///   - other: the recorder whose records are added.
    ///   - renaming: the name each of its scene files is recorded under here.
    public func merge(_ other: CoverageRecorder, renaming: (String) -> String) {
        let theirs = Dictionary(other.exercised.map { (renaming($0.key), $0.value) }) { mine, more in
            mine.merging(more) { $0.union($1) }
        }
        let theirListened = Dictionary(other.listened.map { (renaming($0.key), $0.value) }) { $0.union($1) }
        lock.withLock {
            for (scene, kinds) in theirs {
                for (kind, names) in kinds { exercisedKeys[scene, default: [:]][kind, default: []].formUnion(names) }
            }
            for (scene, names) in theirListened { listenedKeys[scene, default: []].formUnion(names) }
        }
    }

    /// How coverage names a declared object: its id, else `@line:column` of its declaration.
    ///
    /// - Parameters:
    ///   - id: the object's id, if it has one.
    ///   - location: where it is declared.
    public static func key(id: String?, at location: SourceLocation?) -> String {
        if let id { return id }
        guard let location else { return "@?" }
        return "@\(location.line):\(location.column)"
    }

    /// ``key(id:at:)`` for a live object.
    static func key(of object: SceneObject) -> String {
        key(id: object.id, at: object.declarationLocation)
    }
}
