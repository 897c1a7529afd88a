/// Time as scenes see it: timers and debounces fire when the clock is advanced, never on their own.
///
/// Scripts advance it with `wait`, so a scripted run is exact and repeatable; the interactive
/// console advances it by the real time that passed.
public final class VirtualClock {
    /// Milliseconds since the clock started.
    public private(set) var now = 0

    private struct Timer {
        var due: Int
        var sequence: Int
        /// Whether it only wakes a terminal to draw again (``scheduleWake(after:_:)``).
        var onlyWakes = false
        var action: () -> Void
    }

    private var timers: [Timer] = []
    /// Wakes an advance passed, run once it has reached its end; a wake cancelled meanwhile is
    /// taken out here too, so a cancelled timer never runs.
    private var passedWakes: [Timer] = []
    private var sequence = 0

    /// Creates a clock at time zero.
    public init() {}

    /// Runs `action` once `milliseconds` have passed; the handle cancels it.
    ///
    /// - Parameters:
    ///   - milliseconds: How long from now.
    ///   - action: What to run then.
    /// - Returns: The handle that cancels the timer.
    @discardableResult
    public func schedule(after milliseconds: Int, _ action: @escaping () -> Void) -> TimerHandle {
        insert(after: milliseconds, onlyWakes: false, action)
    }

    /// Runs `action` once `milliseconds` have passed, for a timer that changes nothing a scene
    /// holds and only wakes a terminal to draw again (a spinner's next frame, which is worked out
    /// from ``now``). When one advance passes several of its times, it runs once, at the end:
    /// a long `wait` does not turn it through every frame it skips.
    ///
    /// - Parameters:
    ///   - milliseconds: How long from now.
    ///   - action: What to run then; it may schedule its next wake.
    /// - Returns: The handle that cancels the timer.
    @discardableResult
    package func scheduleWake(after milliseconds: Int, _ action: @escaping () -> Void) -> TimerHandle {
        insert(after: milliseconds, onlyWakes: true, action)
    }

    private func insert(after milliseconds: Int, onlyWakes: Bool, _ action: @escaping () -> Void) -> TimerHandle {
        sequence += 1
        let timer = Timer(due: now + max(0, milliseconds), sequence: sequence, onlyWakes: onlyWakes, action: action)
        // Timers are few (one per debounced field), so a sorted insert beats a heap in clarity.
        let index = timers.firstIndex { ($0.due, $0.sequence) > (timer.due, timer.sequence) } ?? timers.endIndex
        timers.insert(timer, at: index)
        let id = sequence
        return TimerHandle { [weak self] in
            self?.timers.removeAll { $0.sequence == id }
            self?.passedWakes.removeAll { $0.sequence == id }
        }
    }

    /// Moves time forward, firing every timer that falls due, in order, each at its own time.
    ///
    /// - Parameter milliseconds: How far to move time.
    public func advance(by milliseconds: Int) {
        let end = now + max(0, milliseconds)
        while let first = timers.first, first.due <= end {
            timers.removeFirst()
            if first.onlyWakes {
                passedWakes.append(first)
                continue
            }
            now = max(now, first.due)
            first.action()
        }
        now = end
        while !passedWakes.isEmpty {
            passedWakes.removeFirst().action()
        }
    }

    /// When the next timer falls due, if any.
    public var nextDue: Int? { timers.first?.due }
}

/// A scheduled timer; ``cancel()`` stops it from firing.
public struct TimerHandle {
    let cancelAction: () -> Void

    /// Cancels the timer; harmless when it already fired.
    public func cancel() { cancelAction() }
}
