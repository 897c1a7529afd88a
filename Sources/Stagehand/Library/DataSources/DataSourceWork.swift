/// The one piece of work a data source keeps running (a load, a stream): started afresh with the
/// data source `loading`, the one before cancelled, and asked whether it still runs.
///
/// A class, so that what starting work calls back (the data source's observers, a subclass's
/// `makeLoad()`) may ask whether work runs while it starts.
final class DataSourceWork {
    /// The work under way, as the scene keeps it.
    private var running: WorkHandle?
    /// How many times work was started.
    private(set) var startCount = 0

    /// Whether the work started last still runs on `source`'s scene.
    func isRunning(for source: DataSource) -> Bool {
        guard let running, let scene = source.scene else { return false }
        return scene.work.isRunning(running)
    }

    /// Cancels the work under way, puts `source` in `loading` and starts new work with `start`;
    /// nothing when the source has no scene or the scene's work is closed. `prepare` runs just
    /// before `start`, once the new work is sure to begin.
    func restart(
        _ source: DataSource, prepare: () -> Void = {}, _ start: (SceneWork) -> WorkHandle?
    ) {
        guard let scene = source.scene, !scene.work.isClosed else { return }
        cancel(for: source)
        prepare()
        startCount += 1
        source.setState(.loading)
        running = start(scene.work)
    }

    /// Cancels the work under way, if any.
    func cancel(for source: DataSource) {
        if let running { source.scene?.work.cancel(running) }
        running = nil
    }

    /// Forgets the work: it finished or failed on its own.
    func finished() {
        running = nil
    }
}

extension DataSource {
    /// Reports that the data source failed to load, with `message`, as `load-failed`.
    func reportLoadFailure(_ message: String) {
        scene?.report(.loadFailed, "\(debugName) failed to load: \(message)", at: declarationLocation, status: message)
    }
}
