/// Where finished work leaves its results for the scene's owner to pick up.
///
/// Work runs off the scene (on tasks and threads of its own) and never touches a scene object;
/// all it can do is post a `Sendable` outcome here under its ticket. The scene's owner (the
/// script player, the interactive loop) takes outcomes out on its own thread and applies them.
/// So the scene and its objects stay confined to one thread without being `Sendable`.
///
/// Most work posts one outcome. A stream posts one per value and then a last one (its end or its
/// error); a ticket's outcomes are taken in the order they were posted.
final class WorkMailbox: @unchecked Sendable {
    // Unchecked: `arrived` and `dropped` are read and written only inside `lock.withLock`, and `onArrival` is a
    // `let` holding a `Sendable` closure.
    private let lock = ConditionLock()
    private var arrived: [Int: [Arrival]] = [:]
    /// Tickets whose work was cancelled before its last outcome came: what they post is dropped.
    private var dropped: Set<Int> = []
    private let onArrival: (@Sendable () -> Void)?

    private struct Arrival {
        let outcome: WorkOutcome
        /// Whether the work posts nothing after this.
        let isLast: Bool
    }

    /// - Parameter onArrival: called (on the posting thread) after each outcome arrives, so an
    ///   interactive loop asleep in `poll` can wake up.
    init(onArrival: (@Sendable () -> Void)? = nil) {
        self.onArrival = onArrival
    }

    /// Leaves an outcome of the work with this ticket.
    ///
    /// - Parameter isLast: false for a stream's values, which more outcomes follow.
    func post(_ ticket: Int, _ outcome: WorkOutcome, isLast: Bool = true) {
        let kept = lock.withLock {
            // Work cancelled before it finished: nobody will take its outcome. Once its last
            // outcome came, nothing more will, and the ticket can be forgotten.
            if dropped.contains(ticket) {
                if isLast { dropped.remove(ticket) }
                return false
            }
            arrived[ticket, default: []].append(Arrival(outcome: outcome, isLast: isLast))
            lock.broadcast()
            return true
        }
        guard kept else { return }
        onArrival?()
    }

    /// Takes the first outcome of a ticket that has arrived, without waiting.
    func take(_ ticket: Int) -> WorkOutcome? {
        lock.withLock { removeFirst(ticket) }
    }

    /// Takes every outcome of a ticket that has arrived so far, without waiting: what a stream
    /// posts meanwhile waits for the next call, so a fast producer cannot keep the taker busy.
    func takeAll(_ ticket: Int) -> [WorkOutcome] {
        lock.withLock { arrived.removeValue(forKey: ticket)?.map(\.outcome) ?? [] }
    }

    /// Takes the first outcome of a ticket, waiting for it until the monotonic clock reads `deadline`.
    func take(_ ticket: Int, waitingUntil deadline: Int) -> WorkOutcome? {
        lock.withLock {
            while arrived[ticket] == nil, MonotonicTime.milliseconds() < deadline {
                lock.wait(untilMonotonic: deadline)
            }
            return removeFirst(ticket)
        }
    }

    /// Call with the lock held.
    private func removeFirst(_ ticket: Int) -> WorkOutcome? {
        guard var queue = arrived[ticket], !queue.isEmpty else { return nil }
        let first = queue.removeFirst()
        arrived[ticket] = queue.isEmpty ? nil : queue
        return first.outcome
    }

    /// Drops the outcomes of work that was cancelled, and any it still posts.
    func discard(_ ticket: Int) {
        lock.withLock {
            let queue = arrived.removeValue(forKey: ticket) ?? []
            if !queue.contains(where: \.isLast) { dropped.insert(ticket) }
        }
    }
}

/// What a piece of work produced: a `Sendable` result, or the error it threw.
typealias WorkOutcome = Result<any Sendable, any Error>
