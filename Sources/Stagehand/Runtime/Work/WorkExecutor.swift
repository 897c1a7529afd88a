/// Runs the jobs of a scene's async work (custom loads, async responders) on a thread of its own
/// instead of Swift concurrency's cooperative pool.
///
/// The pool has as many threads as cores. A scripted `wait` blocks its thread until the work it
/// waits for is done, and a test runner or an embedding app may block pool threads of its own; if
/// the work needed a pool thread too, it could wait behind them until its timeout. On this
/// executor it never waits for the pool: the work's jobs, and every job after each `await`, run
/// here in the order they were enqueued.
final class WorkExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` and `running` are read and written only while holding `lock`; the lock
    // itself is Sendable. The thread is started by the enqueue that finds none running, decided
    // under the lock, so at most one runs jobs at a time.
    private let lock = ConditionLock()
    private var jobs: [UnownedJob] = []
    private var running = false

    /// The one executor all scenes' async work shares: loads spend their time awaiting, not
    /// computing, so one thread serves them all.
    static let shared = WorkExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let start = lock.withLock {
            jobs.append(unowned)
            lock.broadcast()
            defer { running = true }
            return !running
        }
        if start { startThread() }
    }

    /// Starts the thread that runs jobs; it lives as long as the process.
    private func startThread() {
        guard !DedicatedThread.start({ [self] in runJobs() }) else { return }
        // The system refused a thread: run what is queued here, on the enqueuing thread, up to
        // each job's next suspension, and try for a thread again on the next job.
        let pending = lock.withLock { () -> [UnownedJob] in
            defer { jobs = []; running = false }
            return jobs
        }
        for job in pending { job.runSynchronously(on: asUnownedTaskExecutor()) }
    }

    private func runJobs() {
        while true {
            let job = lock.withLock { () -> UnownedJob in
                while jobs.isEmpty { lock.wait(untilMonotonic: MonotonicTime.milliseconds() + 60_000) }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
