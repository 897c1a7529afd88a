/// A scene's work that takes time: command runs, async loads, async responders.
///
/// Work is started from the scene (on its owner's thread) with a `Sendable` operation that runs
/// elsewhere and a `finish` closure that stays here. The operation's outcome waits in a
/// mailbox until the owner applies it:
///
/// - interactively, ``applyArrived()`` applies whatever has arrived, each when it arrives;
/// - in a script, ``settle()`` (at a `wait` step) waits for every piece of work started so far,
///   each up to its deadline, and applies the outcomes in the order the work started.
///
/// Work that passes its deadline is cancelled and told so (it fails its data source; it never
/// fails the run). Cancelled work is never applied, even if its outcome arrives later.
/// ``close()`` (leaving the scene) cancels everything and refuses new work.
public final class SceneWork {
    /// A started piece of work, as the scene keeps it.
    private struct Pending {
        let ticket: Int
        /// Monotonic milliseconds after which the work counts as timed out.
        let deadline: Int
        let cancel: @Sendable () -> Void
        let finish: (WorkOutcome) -> Void
        let timedOut: () -> Void
    }

    private let mailbox: WorkMailbox
    private var pending: [Pending] = []
    private var nextTicket = 0

    /// True once the scene was left: nothing starts any more.
    public private(set) var isClosed = false

    init(onArrival: (@Sendable () -> Void)? = nil) {
        mailbox = WorkMailbox(onArrival: onArrival)
    }

    deinit { close() }

    /// Whether any work is still running.
    public var isBusy: Bool { !pending.isEmpty }

    /// How many pieces of work are running.
    public var runningCount: Int { pending.count }

    /// The earliest deadline of running work (monotonic milliseconds), so an idle loop knows
    /// when to wake up to time it out.
    public var nextDeadline: Int? { pending.map(\.deadline).min() }

    /// Starts an async operation on a task of its own.
    ///
    /// - Parameters:
    ///   - timeout: milliseconds of real time before the work is cancelled and `timedOut` runs.
    ///   - operation: runs off the scene; it may only capture `Sendable` values.
    ///   - finish: runs on the scene with the outcome, unless the work was cancelled.
    ///   - timedOut: runs on the scene when the deadline passes first.
    /// - Returns: a handle that cancels the work; nil when the scene was already left.
    @discardableResult
    func startTask(
        timeout: Int,
        _ operation: @escaping @Sendable () async throws -> any Sendable,
        finish: @escaping (WorkOutcome) -> Void,
        timedOut: @escaping () -> Void
    ) -> WorkHandle? {
        guard !isClosed else { return nil }
        let ticket = take()
        let mailbox = self.mailbox
        // Off the cooperative pool, so a blocked pool thread can never hold the work up.
        let task = Task.detached(executorPreference: WorkExecutor.shared) {
            do {
                mailbox.post(ticket, .success(try await operation()))
            } catch {
                mailbox.post(ticket, .failure(error))
            }
        }
        return add(ticket, timeout: timeout, cancel: { task.cancel() }, finish: finish, timedOut: timedOut)
    }

    /// Starts blocking work on a thread of its own.
    ///
    /// - Parameter operation: runs off the scene; it is given a flag that turns true when the
    ///   work is cancelled, and should then stop soon.
    @discardableResult
    func startBlocking(
        timeout: Int,
        _ operation: @escaping @Sendable (CancellationFlag) -> any Sendable,
        finish: @escaping (WorkOutcome) -> Void,
        timedOut: @escaping () -> Void
    ) -> WorkHandle? {
        guard !isClosed else { return nil }
        let ticket = take()
        let mailbox = self.mailbox
        let flag = CancellationFlag()
        let started = DedicatedThread.start { mailbox.post(ticket, .success(operation(flag))) }
        if !started { mailbox.post(ticket, .failure(WorkError("the system could not start a thread for it"))) }
        return add(ticket, timeout: timeout, cancel: { flag.cancel() }, finish: finish, timedOut: timedOut)
    }

    private func take() -> Int {
        nextTicket += 1
        return nextTicket
    }

    private func add(_ ticket: Int, timeout: Int, cancel: @escaping @Sendable () -> Void,
                     finish: @escaping (WorkOutcome) -> Void, timedOut: @escaping () -> Void) -> WorkHandle {
        let deadline = MonotonicTime.milliseconds() + max(0, timeout)
        pending.append(Pending(ticket: ticket, deadline: deadline, cancel: cancel, finish: finish, timedOut: timedOut))
        return WorkHandle(ticket: ticket)
    }

    /// Cancels one piece of work; its outcome, if it still arrives, is dropped.
    public func cancel(_ handle: WorkHandle) {
        guard let index = pending.firstIndex(where: { $0.ticket == handle.ticket }) else { return }
        let work = pending.remove(at: index)
        work.cancel()
        mailbox.discard(work.ticket)
    }

    /// Whether the work of this handle is still running.
    public func isRunning(_ handle: WorkHandle) -> Bool {
        pending.contains { $0.ticket == handle.ticket }
    }

    /// Cancels all work and refuses new work: the scene was left.
    public func close() {
        isClosed = true
        let cancelled = pending
        pending = []
        for work in cancelled {
            work.cancel()
            mailbox.discard(work.ticket)
        }
    }

    /// Applies every outcome that has arrived, in the order the work started, and times out work
    /// past its deadline. For the interactive loop: never waits.
    public func applyArrived() {
        let now = MonotonicTime.milliseconds()
        for work in pending {
            // An earlier `finish` may have cancelled this one (a reload replacing a load).
            guard pending.contains(where: { $0.ticket == work.ticket }) else { continue }
            if let outcome = mailbox.take(work.ticket) {
                complete(work, outcome)
            } else if now >= work.deadline {
                expire(work)
            }
        }
    }

    /// Waits for every piece of work started so far, each up to its deadline, and applies the
    /// outcomes in the order the work started. Work started while applying waits for the next
    /// call. For scripts, at `wait` steps: blocks the calling thread.
    public func settle() {
        let started = pending
        for work in started {
            guard pending.contains(where: { $0.ticket == work.ticket }) else { continue }
            if let outcome = mailbox.take(work.ticket, waitingUntil: work.deadline) {
                complete(work, outcome)
            } else {
                expire(work)
            }
        }
    }

    private func complete(_ work: Pending, _ outcome: WorkOutcome) {
        pending.removeAll { $0.ticket == work.ticket }
        work.finish(outcome)
    }

    private func expire(_ work: Pending) {
        pending.removeAll { $0.ticket == work.ticket }
        work.cancel()
        mailbox.discard(work.ticket)
        work.timedOut()
    }
}

/// A started piece of work, to cancel it or ask whether it still runs.
public struct WorkHandle: Hashable, Sendable {
    let ticket: Int
}

/// Tells blocking work it was cancelled.
public final class CancellationFlag: @unchecked Sendable {
    // Unchecked: `cancelled` is read and written only inside `lock.withLock`.
    private let lock = ConditionLock()
    private var cancelled = false

    /// Whether the work was cancelled.
    public var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}

/// A failure of the work machinery itself, not of the work.
struct WorkError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
