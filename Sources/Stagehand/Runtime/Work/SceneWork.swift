/// A scene's work that takes time: command runs, async loads, async responders, and streams of
/// values that follow something as it changes.
///
/// Work is started from the scene (on its owner's thread) with a `Sendable` operation that runs
/// elsewhere and a closure that stays here. The operation's outcome (a stream's values, one by
/// one) waits in a mailbox until the owner applies it:
///
/// - interactively, ``applyArrived()`` applies whatever has arrived, each when it arrives;
/// - in a script, ``settle()`` (at a `wait` step) waits for every piece of work started so far,
///   each up to its deadline, and applies the outcomes in the order the work started; then it
///   lets every stream catch up (see ``catchUpStreams()``).
///
/// Work that passes its deadline is cancelled and told so (it fails its data source; it never
/// fails the run). Cancelled work is never applied, even if its outcome arrives later.
/// ``close()`` (leaving the scene) cancels everything, streams included, and refuses new work.
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

    /// A running stream, as the scene keeps it: it runs until it ends, fails, or is cancelled.
    private struct Stream {
        let ticket: Int
        /// Milliseconds it may take for its first value, and to catch up at a `wait`.
        let timeout: Int
        /// Monotonic milliseconds by which its first value is due; nil once it came or was reported late.
        var firstDue: Int?
        let cancel: @Sendable () -> Void
        let current: (@Sendable () async throws -> Value)?
        let receive: (StreamEvent) -> Void
        /// The last value handed to `receive`, which a `wait` compares with the current one.
        var latest: Value?
    }

    private let mailbox: WorkMailbox
    private var pending: [Pending] = []
    private var streams: [Stream] = []
    private var nextTicket = 0

    /// True once the scene was left: nothing starts any more.
    public private(set) var isClosed = false

    init(onArrival: (@Sendable () -> Void)? = nil) {
        mailbox = WorkMailbox(onArrival: onArrival)
    }

    deinit { close() }

    /// Whether any work is still running, streams included.
    public var isBusy: Bool { !pending.isEmpty || !streams.isEmpty }

    /// How many pieces of work are running, streams included.
    public var runningCount: Int { pending.count + streams.count }

    /// How many streams are running.
    public var streamCount: Int { streams.count }

    /// The earliest deadline of running work (monotonic milliseconds), so an idle loop knows
    /// when to wake up to time it out: a piece of work's, or a stream's first value's.
    public var nextDeadline: Int? {
        (pending.map(\.deadline) + streams.compactMap(\.firstDue)).min()
    }

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
        let task = detached(ticket, operation)
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

    /// Starts a stream on a task of its own: each value it produces is handed to `receive` on
    /// the scene, in order, until the stream ends, fails, or is cancelled.
    ///
    /// - Parameters:
    ///   - timeout: milliseconds of real time the first value may take, and a `wait` may take to
    ///     catch up; past it `receive` is told the stream is overdue, and the stream goes on.
    ///   - stream: runs off the scene.
    ///   - receive: runs on the scene with each value and with the stream's end or failure,
    ///     never after the stream was cancelled.
    /// - Returns: a handle that cancels the stream; nil when the scene was already left.
    @discardableResult
    func startStream(timeout: Int, _ stream: ValueStream, receive: @escaping (StreamEvent) -> Void) -> WorkHandle? {
        guard !isClosed else { return nil }
        let ticket = take()
        let mailbox = self.mailbox
        let run = stream.run
        let task = Task.detached(executorPreference: WorkExecutor.shared, priority: Self.priority) {
            do {
                try await run { value in mailbox.post(ticket, .success(StreamArrival.value(value)), isLast: false) }
                mailbox.post(ticket, .success(StreamArrival.ended))
            } catch {
                mailbox.post(ticket, .failure(error))
            }
        }
        let limit = max(0, timeout)
        streams.append(Stream(
            ticket: ticket, timeout: limit, firstDue: MonotonicTime.milliseconds() + limit, cancel: { task.cancel() },
            current: stream.current, receive: receive, latest: nil))
        return WorkHandle(ticket: ticket)
    }

    /// The priority of a scene's work. Its jobs run on ``WorkExecutor``, but the actors it calls (a
    /// store, a service) run theirs on the shared cooperative pool: a person is waiting for this
    /// work, so those jobs go ahead of background work there, and of the queue of tests a test
    /// runner keeps on the pool (behind which a first value once waited past its timeout).
    static let priority = TaskPriority.userInitiated

    /// Runs `operation` off the cooperative pool, so a blocked pool thread can never hold the
    /// work up, and posts its outcome for `ticket`.
    private func detached(_ ticket: Int, _ operation: @escaping @Sendable () async throws -> any Sendable) -> Task<Void, Never> {
        let mailbox = self.mailbox
        return Task.detached(executorPreference: WorkExecutor.shared, priority: Self.priority) {
            do {
                mailbox.post(ticket, .success(try await operation()))
            } catch {
                mailbox.post(ticket, .failure(error))
            }
        }
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

    /// Cancels one piece of work or stream; its outcomes, if they still arrive, are dropped.
    ///
    /// - Parameter handle: The handle the work or stream was started with.
    public func cancel(_ handle: WorkHandle) {
        if let index = pending.firstIndex(where: { $0.ticket == handle.ticket }) {
            let work = pending.remove(at: index)
            work.cancel()
            mailbox.discard(work.ticket)
        } else if let index = streams.firstIndex(where: { $0.ticket == handle.ticket }) {
            let stream = streams.remove(at: index)
            stream.cancel()
            mailbox.discard(stream.ticket)
        }
    }

    /// Whether the work or stream of this handle is still running.
    ///
    /// - Parameter handle: The handle the work or stream was started with.
    /// - Returns: Whether it is still running.
    public func isRunning(_ handle: WorkHandle) -> Bool {
        pending.contains { $0.ticket == handle.ticket } || streams.contains { $0.ticket == handle.ticket }
    }

    /// Cancels all work and streams and refuses new work: the scene was left.
    public func close() {
        isClosed = true
        let cancelled = pending.map { ($0.ticket, $0.cancel) } + streams.map { ($0.ticket, $0.cancel) }
        pending = []
        streams = []
        for (ticket, cancel) in cancelled {
            cancel()
            mailbox.discard(ticket)
        }
    }

    /// Applies every outcome that has arrived, in the order the work started (a stream's values
    /// in the order it produced them), and times out work past its deadline. For the interactive
    /// loop: never waits.
    public func applyArrived() {
        let now = MonotonicTime.milliseconds()
        let tickets = (pending.map(\.ticket) + streams.map(\.ticket)).sorted()
        for ticket in tickets {
            // An earlier `finish` may have cancelled this one (a reload replacing a load).
            if let work = pending.first(where: { $0.ticket == ticket }) {
                if let outcome = mailbox.take(work.ticket) {
                    complete(work, outcome)
                } else if now >= work.deadline {
                    expire(work)
                }
            } else if streams.contains(where: { $0.ticket == ticket }) {
                applyArrivedValues(of: ticket)
                if let index = streams.firstIndex(where: { $0.ticket == ticket }), let due = streams[index].firstDue, now >= due {
                    overdue(ticket, .firstValue)
                }
            }
        }
    }

    /// Waits for every piece of work started so far, each up to its deadline, and applies the
    /// outcomes in the order the work started; then lets every stream catch up
    /// (``catchUpStreams()``). Work started while applying waits for the next call. For scripts,
    /// at `wait` steps: blocks the calling thread.
    public func settle() {
        settleStartedWork()
        catchUpStreams()
    }

    /// The first half of ``settle()``: waits for every piece of work started so far (not
    /// streams), each up to its deadline, and applies the outcomes in the order the work started.
    /// A stage settles the work of all its scenes before any stream catches up, so a stream in
    /// one scene sees what another scene's work wrote.
    public func settleStartedWork() {
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

    /// The second half of ``settle()``: brings every stream up to date, in the order they started.
    ///
    /// A stream that can read its current value (``ValueStream``'s `current`) reads it now, off
    /// the scene; then the values the stream produced are applied, in order, waiting for more
    /// until the last one applied equals that current value. So the work that finished before
    /// the `wait` (a write the stream follows) shows, whenever the stream happens to deliver it,
    /// and the frames are the same on every run. A stream that cannot say applies what has
    /// arrived, after waiting for its first value. Either waits up to the stream's timeout.
    public func catchUpStreams() {
        for ticket in streams.map(\.ticket) { catchUp(ticket) }
    }

    private func catchUp(_ ticket: Int) {
        // What arrived while the other work settled is applied first, and catching up gets the
        // stream's whole timeout from now: the first value's own deadline may have passed while
        // the scene waited for other work, through no fault of the stream's.
        applyArrivedValues(of: ticket)
        guard let stream = streams.first(where: { $0.ticket == ticket }) else { return }
        let deadline = MonotonicTime.milliseconds() + stream.timeout
        var target: Value?
        if let current = stream.current {
            switch read(current, until: deadline) {
            case .success(let value as Value)?:
                target = value
            case .success(let other)?:
                return tell(ticket, .currentFailed("its current value is \(type(of: other)), not a value"))
            case .failure(let error)?:
                applyArrivedValues(of: ticket)
                return tell(ticket, .currentFailed("\(error)"))
            case nil:
                applyArrivedValues(of: ticket)
                let late = streams.first(where: { $0.ticket == ticket })?.latest == nil
                return overdue(ticket, late ? .firstValue : .catchingUp)
            }
        }
        while true {
            applyArrivedValues(of: ticket)
            guard let stream = streams.first(where: { $0.ticket == ticket }) else { return }
            if let target {
                if stream.latest == target { return }
            } else if stream.latest != nil || stream.firstDue == nil {
                // Nothing to catch up to: the first value is enough, and once it was reported
                // late there is nothing to wait for.
                return
            }
            // A producer faster than the scene, or a current value never reproduced exactly, must
            // not hold the wait past the timeout.
            guard MonotonicTime.milliseconds() < deadline, let outcome = mailbox.take(ticket, waitingUntil: deadline) else {
                return overdue(ticket, stream.latest == nil ? .firstValue : .catchingUp)
            }
            deliver(outcome, of: ticket)
        }
    }

    /// Reads a stream's current value off the scene, waiting for it until `deadline`; nil when
    /// it did not come by then.
    private func read(_ current: @escaping @Sendable () async throws -> Value, until deadline: Int) -> WorkOutcome? {
        let ticket = take()
        let task = detached(ticket, current)
        if let outcome = mailbox.take(ticket, waitingUntil: deadline) { return outcome }
        task.cancel()
        mailbox.discard(ticket)
        return nil
    }

    /// Applies what a stream produced so far, without waiting; what it produces meanwhile waits
    /// for the next call.
    private func applyArrivedValues(of ticket: Int) {
        for outcome in mailbox.takeAll(ticket) where streams.contains(where: { $0.ticket == ticket }) {
            deliver(outcome, of: ticket)
        }
    }

    /// Hands one of a stream's outcomes to its receiver; its end or failure ends it here too.
    private func deliver(_ outcome: WorkOutcome, of ticket: Int) {
        guard let index = streams.firstIndex(where: { $0.ticket == ticket }) else { return }
        switch outcome {
        case .success(let arrival as StreamArrival):
            switch arrival {
            case .value(let value):
                streams[index].latest = value
                streams[index].firstDue = nil
                // Copied out: the receiver may start or cancel streams, changing the array.
                let receive = streams[index].receive
                receive(.value(value))
            case .ended:
                streams.remove(at: index).receive(.ended)
            }
        case .success(let other):
            streams.remove(at: index).receive(.failed("produced \(type(of: other)), not a value"))
        case .failure(let error):
            streams.remove(at: index).receive(.failed("\(error)"))
        }
    }

    private func overdue(_ ticket: Int, _ reason: StreamEvent.Overdue) {
        guard let index = streams.firstIndex(where: { $0.ticket == ticket }) else { return }
        streams[index].firstDue = nil
        let receive = streams[index].receive
        receive(.overdue(reason))
    }

    private func tell(_ ticket: Int, _ event: StreamEvent) {
        streams.first { $0.ticket == ticket }?.receive(event)
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
package final class CancellationFlag: @unchecked Sendable {
    // Unchecked: `cancelled` is read and written only inside `lock.withLock`.
    private let lock = ConditionLock()
    private var cancelled = false

    /// Whether the work was cancelled.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// A flag not yet raised.
    package init() {}

    package func cancel() { lock.withLock { cancelled = true } }
}

/// A failure of the work machinery itself, not of the work.
struct WorkError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
