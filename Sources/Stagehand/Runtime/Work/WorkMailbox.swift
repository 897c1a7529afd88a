/// Where finished work leaves its results for the scene's owner to pick up.
///
/// Work runs off the scene (on tasks and threads of its own) and never touches a scene object;
/// all it can do is post a `Sendable` outcome here under its ticket. The scene's owner (the
/// script player, the interactive loop) takes outcomes out on its own thread and applies them.
/// So the scene and its objects stay confined to one thread without being `Sendable`.
final class WorkMailbox: @unchecked Sendable {
    // Unchecked: `arrived` and `dropped` are read and written only inside `lock.withLock`, and `onArrival` is a
    // `let` holding a `Sendable` closure.
    private let lock = ConditionLock()
    private var arrived: [Int: WorkOutcome] = [:]
    private var dropped: Set<Int> = []
    private let onArrival: (@Sendable () -> Void)?

    /// - Parameter onArrival: called (on the posting thread) after each outcome arrives, so an
    ///   interactive loop asleep in `poll` can wake up.
    init(onArrival: (@Sendable () -> Void)? = nil) {
        self.onArrival = onArrival
    }

    /// Leaves the outcome of the work with this ticket.
    func post(_ ticket: Int, _ outcome: WorkOutcome) {
        let kept = lock.withLock {
            // Work cancelled before it finished: nobody will take its outcome.
            if dropped.remove(ticket) != nil { return false }
            arrived[ticket] = outcome
            lock.broadcast()
            return true
        }
        guard kept else { return }
        onArrival?()
    }

    /// Takes the outcome of a ticket if it has arrived, without waiting.
    func take(_ ticket: Int) -> WorkOutcome? {
        lock.withLock { arrived.removeValue(forKey: ticket) }
    }

    /// Takes the outcome of a ticket, waiting for it until the monotonic clock reads `deadline`.
    func take(_ ticket: Int, waitingUntil deadline: Int) -> WorkOutcome? {
        lock.withLock {
            while arrived[ticket] == nil, MonotonicTime.milliseconds() < deadline {
                lock.wait(untilMonotonic: deadline)
            }
            return arrived.removeValue(forKey: ticket)
        }
    }

    /// Drops an outcome that will never be applied (its work was cancelled).
    func discard(_ ticket: Int) {
        lock.withLock {
            if arrived.removeValue(forKey: ticket) == nil { dropped.insert(ticket) }
        }
    }
}

/// What a piece of work produced: a `Sendable` result, or the error it threw.
typealias WorkOutcome = Result<any Sendable, any Error>
