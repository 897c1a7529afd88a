/// The executor async work of scenes runs on: one thread of its own, not Swift's shared
/// cooperative threads.
///
/// A scripted `wait` blocks its thread until the work it waits for is done. When the script
/// plays on a cooperative thread (a test, an async caller) and the work needed those same few
/// threads, they could all be waiting at once and the work would never run. With this executor
/// preferred, a load's task, its child tasks and the actors it calls without executors of their
/// own all run here, so the work never needs a thread a `wait` might be holding.
///
/// Work should await rather than block: one blocking load holds up the others.
final class WorkExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` and `head` are read and written only inside `lock.withLock`.
    private let lock = ConditionLock()
    private var jobs: [UnownedJob] = []
    private var head = 0

    /// The executor every scene shares; its thread starts with it and runs for the process.
    static let shared = WorkExecutor()

    private init() {
        DedicatedThread.start { [self] in self.runJobs() }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock {
            jobs.append(job)
            lock.broadcast()
        }
    }

    private func runJobs() {
        while true {
            let job: UnownedJob = lock.withLock {
                while head == jobs.count {
                    lock.wait(untilMonotonic: MonotonicTime.milliseconds() + 60_000)
                }
                let next = jobs[head]
                head += 1
                // Drop what ran once the queue is drained, so it never grows without bound.
                if head == jobs.count {
                    jobs.removeAll(keepingCapacity: true)
                    head = 0
                }
                return next
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
