/// One piece of work started on a thread of its own now and collected later by the thread that
/// started it, which does something else meanwhile (makes a scene's objects while the scene is
/// checked). When no thread can be started, the work runs on the caller at ``finish()``, so the
/// result is the same either way.
///
/// The task stays with the thread that started it; only the `Sendable` work crosses over.
final class BackgroundTask<Output: Sendable> {
    private let finishWork: () -> Output

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () -> Output) {
        let slot = ResultSlots<Output>(count: 1)
        guard let thread = WorkerThread.start({ slot.store(work(), at: 0) }) else {
            finishWork = work
            return
        }
        finishWork = {
            thread.join()
            // The thread stored its one result before it ended, and the join orders that
            // store before this read: the slot is never empty here, and the fallback never runs.
            return slot.collect().first ?? work()
        }
    }

    /// Waits for the work and returns what it gave. Call it once.
    func finish() -> Output {
        finishWork()
    }
}
